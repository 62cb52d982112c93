import LatticeRender

/// What the run loop needs from a terminal, and nothing more (ratatui's `Backend`): its size, a
/// way to show a frame, the next input event, and a monotonic clock.
///
/// `NcursesBackend` is the real terminal; `MemoryBackend` plays input from a script on a
/// virtual clock and keeps the frames, so `RunLoop` is tested without a terminal. A wrapper that
/// forwards every call to another backend (a tee: record the frames and keys with their times,
/// then pass them on) is a backend too.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells now.
    func size() -> (cols: Int, rows: Int)
    /// Shows a whole frame (the backend may send only what changed).
    func draw(_ frame: ScreenBuffer)
    /// Waits at most `timeoutMilliseconds` for one input event: a key, a wheel step or a resize
    /// (`.resize` carries the new size). Nil when the time ran out.
    func readKey(timeoutMilliseconds: Int) -> TerminalKey?
    /// Milliseconds on a monotonic clock (any origin): the run loop measures frames and polls
    /// with it.
    func milliseconds() -> Double
}
