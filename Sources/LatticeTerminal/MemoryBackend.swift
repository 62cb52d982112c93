import LatticeRender

/// A terminal in memory, for tests (and a model for other backends): input comes from a script
/// of keys, each after a pause on a virtual clock; every frame drawn is kept. Reading with no
/// key due lets the clock run to the timeout (or to the next key, if it comes sooner).
public final class MemoryBackend: TerminalBackend {
    /// One scripted input: `key` arrives `after` milliseconds after the previous one was read.
    public struct Input: Sendable {
        public var after: Double
        public var key: TerminalKey
        public init(after: Double = 0, _ key: TerminalKey) { self.after = after; self.key = key }
    }

    public private(set) var cols: Int
    public private(set) var rows: Int
    /// Every frame drawn, oldest first: the screen as the changes sent left it.
    public private(set) var frames: [ScreenBuffer] = []
    /// Per frame, how many cells it was sent (what a terminal would have been sent).
    public private(set) var cellsSent: [Int] = []
    private var screen = ScreenBuffer(cols: 0, rows: 0)
    /// The virtual clock, in milliseconds.
    public private(set) var now: Double = 0
    /// The timeouts the run loop asked for, in order (frame pacing shows here).
    public private(set) var timeouts: [Int] = []
    /// Called with the virtual time at each read, before input is looked at (a test changes a
    /// file here, as an editor would while the viewer runs).
    public var beforeRead: ((Double) -> Void)?
    private var script: [Input]
    private var dueAt: Double

    public init(cols: Int, rows: Int, script: [Input]) {
        self.cols = cols; self.rows = rows; self.script = script
        dueAt = script.first?.after ?? .infinity
    }

    /// Lets time pass without input (what reading does when no key is due).
    public func advance(milliseconds ms: Double) { now += ms }

    public func size() -> (cols: Int, rows: Int) { (cols, rows) }
    public func draw(_ changes: ScreenChanges) {
        changes.apply(to: &screen)
        frames.append(screen)
        cellsSent.append(changes.cells.count)
    }
    public func milliseconds() -> Double { now }

    public func readKey(timeoutMilliseconds: Int) -> TerminalKey? {
        timeouts.append(timeoutMilliseconds)
        beforeRead?(now)
        let deadline = now + Double(timeoutMilliseconds)
        guard !script.isEmpty, dueAt <= deadline else {
            // No more input: the user quits once the clock has run a while (a test never hangs).
            if script.isEmpty, now > 600_000 { return .char("q") }
            now = deadline
            return nil
        }
        now = Swift.max(now, dueAt)
        let input = script.removeFirst()
        if case .resize(let c, let r) = input.key { cols = c; rows = r }
        dueAt = now + (script.first?.after ?? 0)
        return input.key
    }
}
