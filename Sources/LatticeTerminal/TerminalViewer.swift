import CNcurses
import LatticeRender
import LatticeViewer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The ncurses backend: puts a `ViewerSession`'s frames on the terminal and feeds it keys.
///
/// * `setlocale(LC_ALL, "")` before `initscr`, so box drawing works in a UTF-8 locale (ASCII
///   glyphs otherwise, decided from `nl_langinfo(nl_item(CODESET))`).
/// * Colours when the terminal has them and `NO_COLOR` is unset; the glyphs carry the meaning
///   either way, reverse video and bold are used in both cases.
/// * No flicker: each frame writes every cell, then one `refresh()`; ncurses sends only the
///   differences.
/// * KEY_RESIZE becomes a `.resize` key (the viewport follows the terminal or is re-fitted).
/// * The terminal is restored (`endwin`) on `q`, on SIGINT / SIGTERM / SIGHUP (handlers call
///   `endwin` and exit), and on every return path.
/// * The fixture file is polled a few times a second for automatic reload.
/// * While an update animation or a fling runs, the loop wakes every ~16 ms (60 fps) and
///   advances it by the real time that passed (a `.tick` message); idle, it sleeps
///   in `get_wch` until a key comes (or 250 ms, for the file poll).
public enum TerminalViewer {
    /// Runs the viewer until the user quits. Returns the exit code: 0, or 1 when stdin/stdout is
    /// not a terminal (then it says to use `lattice render`).
    public static func run(session: ViewerSession) -> Int32 {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            let msg = "lattice: the viewer needs a terminal (stdout is not a tty); use `lattice render FIXTURE --size COLSxROWS [--keys KEYS]` for a text frame\n"
            writeError(msg)
            return 1
        }
        setlocale(LC_ALL, "")
        let utf8 = String(cString: nl_langinfo(nl_item(CODESET))).uppercased().replacingUTF8Check()
        session.glyphs = utf8 ? .utf8 : .ascii

        guard initscr() != nil else {
            writeError("lattice: cannot initialise the terminal (is TERM set?)\n")
            return 1
        }
        installSignalHandlers()
        defer { endwin() }
        cbreak(); noecho(); nonl()
        keypad(lattice_stdscr(), true)
        intrflush(lattice_stdscr(), false)
        curs_set(0)
        set_escdelay(25)
        timeout(250)
        mouseinterval(0)
        _ = mousemask(lattice_wheel_up() | lattice_wheel_down(), nil)
        let colour = has_colors() && getenv("NO_COLOR").map({ String(cString: $0).isEmpty }) ?? true
        if colour { setUpColours() }

        session.handle(.resize(cols: Int(lattice_cols()), rows: Int(lattice_lines())))
        var dirty = true
        let clock = ContinuousClock()
        var lastTick = clock.now
        var lastPoll = clock.now
        while !session.shouldQuit {
            if dirty { draw(session.frame(), colour: colour); dirty = false }
            // While something animates, wake up every frame (~60 fps, less the time the frame
            // took) and advance the animation by the real time that passed; otherwise wait for
            // keys, polling the fixture file a few times a second.
            if session.isAnimating {
                let spent = milliseconds(clock.now - lastTick)
                timeout(Int32(Swift.max(1, Swift.min(frameMs, frameMs - spent).rounded())))
            } else {
                timeout(250)
            }
            let key = readKey()
            let now = clock.now
            if session.isAnimating {
                session.update(.tick(milliseconds: milliseconds(now - lastTick)))
                dirty = true
            }
            lastTick = now
            guard let key else {
                if milliseconds(now - lastPoll) >= 250 {
                    lastPoll = now
                    if session.watchedFileChanged { session.update(.fileChanged); dirty = true }
                }
                continue
            }
            switch key {
            case .resize:
                session.handle(.resize(cols: Int(lattice_cols()), rows: Int(lattice_lines())))
            default:
                session.handle(key)
            }
            dirty = true
        }
        return 0
    }

    /// One frame at 60 frames a second, in milliseconds.
    static let frameMs = 1000.0 / 60

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }

    /// Colour pair n+1 for role n: the role's foreground on the terminal's default background.
    static func setUpColours() {
        start_color()
        use_default_colors()
        for role in CellRole.allCases {
            let fg = Palette.foreground(role).map { Int16($0.rawValue) } ?? -1
            let bg = Palette.ansiBackground(role).map { Int16($0.rawValue) } ?? -1
            init_pair(Int16(role.rawValue) + 1, fg, bg)
        }
    }

    /// Copies a frame to the screen, cell by cell, then one refresh.
    static func draw(_ buffer: ScreenBuffer, colour: Bool) {
        let rows = Swift.min(buffer.rows, Int(lattice_lines())), cols = Swift.min(buffer.cols, Int(lattice_cols()))
        for r in 0..<rows {
            for c in 0..<cols {
                let cell = buffer[c, r]
                var attrs = lattice_a_normal()
                if cell.style.bold { attrs |= lattice_a_bold() }
                if cell.style.dim { attrs |= lattice_a_dim() }
                if cell.style.reverse { attrs |= lattice_a_reverse() }
                let pair: Int16 = colour ? Int16(cell.style.role.rawValue) + 1 : 0
                _ = lattice_put(Int32(r), Int32(c), wchar_t(bitPattern: cell.scalar.value), attrs, pair)
            }
        }
        refresh()
    }

    /// One key, or nil after the timeout. Function keys, the wheel and resizes are decoded.
    static func readKey() -> ViewerKey? {
        var ch: wint_t = 0
        let r = get_wch(&ch)
        if r == ERR { return nil }
        if r == KEY_CODE_YES {
            switch Int32(ch) {
            case KEY_DOWN: return .down
            case KEY_UP: return .up
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_NPAGE: return .pageDown
            case KEY_PPAGE: return .pageUp
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_BTAB: return .backTab
            case KEY_RESIZE: return .resize(cols: Int(lattice_cols()), rows: Int(lattice_lines()))
            case KEY_MOUSE:
                var event = MEVENT()
                guard getmouse(&event) == OK else { return nil }
                if event.bstate & lattice_wheel_up() != 0 { return .wheelUp }
                if lattice_wheel_down() != 0, event.bstate & lattice_wheel_down() != 0 { return .wheelDown }
                return nil
            default: return nil
            }
        }
        switch ch {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 3: return .char("q")   // Ctrl-C arriving as a character (raw terminals)
        default:
            guard let s = Unicode.Scalar(UInt32(ch)) else { return nil }
            return .char(Character(s))
        }
    }

    static func writeError(_ s: String) {
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    static func installSignalHandlers() {
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(sig) { s in
                endwin()
                _exit(128 + s)
            }
        }
    }
}

private extension String {
    func replacingUTF8Check() -> Bool { contains("UTF-8") || contains("UTF8") }
}
