import LatticeFixtures

/// One input event of the viewer: a key as typed, a mouse wheel step, or a terminal resize.
/// The ncurses backend decodes terminal input into these; `--keys` is parsed into them by
/// `KeyNotation`; `ViewerModel.handle(_:)` treats both alike.
public enum ViewerKey: Hashable, Sendable, CustomStringConvertible {
    /// The largest terminal lattice draws, `--size` and `<resize …>` alike (columns, rows).
    public static let maximumTerminalSize = (cols: 2000, rows: 1000)

    /// A printable character (`j`, `]`, `:`, …).
    case char(Character)
    case down, up, left, right
    case pageDown, pageUp, home, end
    case tab, enter, escape, backspace
    /// Shift-tab (ncurses' KEY_BTAB; `<S-tab>` or `<btab>` in `--keys`).
    case backTab
    /// The mouse wheel (one notch). A backend sends `wheelLeft` / `wheelRight` for a wheel turned
    /// with Shift held (or a horizontal wheel): they scroll across.
    case wheelUp, wheelDown, wheelLeft, wheelRight
    /// A control key: `ctrl("d")` is Ctrl-D (byte 4). Letters are lower case. `<C-d>` in `--keys`.
    case ctrl(Character)
    /// A mouse button press at a screen cell (0-based column and row). `<click 10,5>` in `--keys`.
    case click(col: Int, row: Int)
    /// The terminal changed size (ncurses' KEY_RESIZE; `<resize COLSxROWS>` in `--keys`).
    case resize(cols: Int, rows: Int)
    /// Virtual time passing (`<wait 120ms>`, `<wait 1s>` in `--keys`): running animations advance
    /// by that much. Never typed; the terminal advances real time instead.
    case wait(milliseconds: Double)

    /// The key in `--keys` notation.
    public var description: String {
        switch self {
        case .char(let c): return String(c)
        case .down: return "<down>"
        case .up: return "<up>"
        case .left: return "<left>"
        case .right: return "<right>"
        case .pageDown: return "<pgdn>"
        case .pageUp: return "<pgup>"
        case .home: return "<home>"
        case .end: return "<end>"
        case .tab: return "<tab>"
        case .backTab: return "<S-tab>"
        case .enter: return "<enter>"
        case .escape: return "<esc>"
        case .backspace: return "<bs>"
        case .wheelUp: return "<wheelup>"
        case .wheelDown: return "<wheeldown>"
        case .wheelLeft: return "<wheelleft>"
        case .wheelRight: return "<wheelright>"
        case .ctrl(let c): return "<C-\(c)>"
        case .click(let c, let r): return "<click \(c),\(r)>"
        case .resize(let c, let r): return "<resize \(c)x\(r)>"
        case .wait(let ms):
            let whole = ms.rounded() == ms && abs(ms) < 1e15
            return "<wait \(whole ? String(Int(ms)) : String(ms))ms>"
        }
    }
}

/// The `--keys` notation of CommandLineContract §3.1: a plain character is that key; special keys
/// are written `<down> <up> <left> <right> <pgdn> <pgup> <home> <end> <tab> <enter> <esc>`, and
/// `<resize COLSxROWS>` is a terminal resize. lattice also accepts `<bs>` (backspace, for the
/// command line), `<lt>` (a literal `<`), `<space>` (a space), `<wheelup> <wheeldown> <wheelleft> <wheelright>`,
/// `<S-tab>` / `<btab>` (shift-tab), `<C-d>` (a control key), `<click COL,ROW>` (a mouse press
/// at a 0-based screen cell) and `<wait DURATION>` (virtual time passing, e.g.
/// `<wait 120ms>`, `<wait 1s>`, `<wait 0.5s>`: animations advance by it).
///
/// Every `<` opens a name: an unknown name, a malformed resize or a missing `>` is an error
/// (the CLI exits with it). Write `<lt>` for a literal `<`. A newline counts as `<enter>`.
public enum KeyNotation {
    /// A malformed `--keys` string.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public var message: String
        public var description: String { message }
    }

    static let named: [String: ViewerKey] = [
        "down": .down, "up": .up, "left": .left, "right": .right,
        "pgdn": .pageDown, "pgup": .pageUp, "home": .home, "end": .end,
        "tab": .tab, "s-tab": .backTab, "btab": .backTab, "enter": .enter, "esc": .escape, "bs": .backspace, "lt": .char("<"), "space": .char(" "),
        "wheelup": .wheelUp, "wheeldown": .wheelDown, "wheelleft": .wheelLeft, "wheelright": .wheelRight,
    ]

    /// Parses a `--keys` string into keys.
    public static func parse(_ s: String) throws -> [ViewerKey] {
        var keys: [ViewerKey] = []
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            guard c == "<" else {
                if c == "\n" || c == "\r" { keys.append(.enter) }
                else if c == "\t" { keys.append(.tab) }
                else { keys.append(.char(c)) }
                i = s.index(after: i)
                continue
            }
            guard let close = s[i...].firstIndex(of: ">") else {
                throw ParseError(message: "malformed key notation: '<' without a closing '>' at \(s.distance(from: s.startIndex, to: i) + 1) (write <lt> for a literal '<')")
            }
            let body = String(s[s.index(after: i)..<close])
            keys.append(try key(named: body))
            i = s.index(after: close)
        }
        return keys
    }

    static func key(named body: String) throws -> ViewerKey {
        if let k = named[body.lowercased()] { return k }
        let parts = body.split(separator: " ", omittingEmptySubsequences: true)
        if parts.count == 2, parts[0].lowercased() == "resize" {
            let dims = parts[1].lowercased().split(separator: "x", omittingEmptySubsequences: false)
            let most = ViewerKey.maximumTerminalSize
            if dims.count == 2, let c = Int(dims[0]), let r = Int(dims[1]), c > 0, r > 0, c <= most.cols, r <= most.rows {
                return .resize(cols: c, rows: r)
            }
            throw ParseError(message: "malformed key notation: <\(body)>: expected <resize COLSxROWS> with positive sizes up to \(most.cols)x\(most.rows), e.g. <resize 100x30>")
        }
        if let k = try controlOrClick(body, parts) { return k }
        if parts.count >= 1, parts[0].lowercased() == "wait" {
            if parts.count == 2, let ms = milliseconds(String(parts[1]).lowercased()) { return .wait(milliseconds: ms) }
            throw ParseError(message: "malformed key notation: <\(body)>: expected <wait DURATION> with a duration in ms or s of at most an hour (3600s), e.g. <wait 120ms> or <wait 1s>")
        }
        throw ParseError(message: "unknown key <\(body)>: expected one of <down> <up> <left> <right> <pgdn> <pgup> <home> <end> <tab> <S-tab> <enter> <esc> <space> <C-LETTER>, <click COL,ROW>, <resize COLSxROWS> or <wait DURATION>")
    }

    /// `<C-x>` (a letter) and `<click COL,ROW>`; nil for other names.
    static func controlOrClick(_ body: String, _ parts: [Substring]) throws -> ViewerKey? {
        let lower = body.lowercased()
        if lower.hasPrefix("c-"), lower.count == 3, let c = lower.last, c.isLetter, c.isASCII { return .ctrl(c) }
        guard parts.count >= 1, parts[0].lowercased() == "click" else { return nil }
        let xy = parts.count == 2 ? parts[1].split(separator: ",", omittingEmptySubsequences: false) : []
        if xy.count == 2, let c = Int(xy[0]), let r = Int(xy[1]), (0...10_000).contains(c), (0...10_000).contains(r) {
            return .click(col: c, row: r)
        }
        throw ParseError(message: "malformed key notation: <\(body)>: expected <click COL,ROW> with 0-based screen cells, e.g. <click 10,5>")
    }

    /// `120ms`, `1s`, `0.5s` as milliseconds: finite, not negative, at most an hour.
    public static func milliseconds(_ s: String) -> Double? {
        let (number, scale): (Substring, Double)
        if s.hasSuffix("ms") { (number, scale) = (s.dropLast(2), 1) }
        else if s.hasSuffix("s") { (number, scale) = (s.dropLast(1), 1000) }
        else { return nil }
        guard let v = parseNumber(String(number)), v.isFinite, v >= 0 else { return nil }
        let ms = v * scale
        return ms <= 3_600_000 ? ms : nil
    }
}
