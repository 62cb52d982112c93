import LatticeViewer

/// The viewer's event loop on any `TerminalBackend` (Bubble Tea's program loop): draw when
/// something changed, wait for input, turn keys, time and file changes into messages for the
/// session.
///
/// Frame pacing: while something animates (a batch update, a fling) the loop wakes every frame
/// (60 fps, less the time the frame took) and sends `.tick` with the real time that passed;
/// idle, it waits for a key up to `idleTimeout` and sends `.fileChanged` when the fixture file
/// changed or went away (`ViewerSession.watchedFileChanged`, checked every `idleTimeout`).
public struct RunLoop {
    /// One frame at 60 frames a second, in milliseconds.
    public static let frameMilliseconds = 1000.0 / 60
    /// The longest wait for a key when nothing animates; also the file check interval.
    public static let idleTimeout = 250

    public let session: ViewerProgram
    public let backend: TerminalBackend

    public init(session: ViewerProgram, backend: TerminalBackend) {
        self.session = session
        self.backend = backend
    }

    /// Runs until the session quits.
    public func run() {
        let size = backend.size()
        session.update(.resize(cols: size.cols, rows: size.rows))
        var dirty = true
        var lastTick = backend.milliseconds()
        var lastFileCheck = lastTick
        while !session.shouldQuit {
            if dirty { backend.draw(session.frame()); dirty = false }
            let key = backend.readKey(timeoutMilliseconds: timeout(sinceTick: backend.milliseconds() - lastTick))
            let now = backend.milliseconds()
            if session.isAnimating {
                session.update(.tick(milliseconds: now - lastTick))
                dirty = true
            }
            lastTick = now
            if let key {
                session.update(ViewerMessage(key))
                dirty = true
            } else if now - lastFileCheck >= Double(Self.idleTimeout) {
                lastFileCheck = now
                if session.watchedFileChanged { session.update(.fileChanged); dirty = true }
            }
        }
    }

    /// How long to wait for a key: the rest of the frame while animating, else the idle timeout.
    func timeout(sinceTick spent: Double) -> Int {
        guard session.isAnimating else { return Self.idleTimeout }
        return Int(Swift.max(1, Swift.min(Self.frameMilliseconds, Self.frameMilliseconds - spent)).rounded())
    }
}
