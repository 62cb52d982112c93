import LatticeRender

/// What the run loop needs from a terminal, and nothing more (ratatui's `Backend`): its size, a
/// way to show a frame's changes, the next input event, and a monotonic clock.
///
/// The run loop keeps the last frame it showed and sends only the cells that changed since
/// (`ScreenChanges`, ratatui's double buffer): a frame that changes nothing sends no cell.
///
/// `NcursesBackend` is the real terminal; `MemoryBackend` plays input from a script on a
/// virtual clock and keeps the frames, so `RunLoop` is tested without a terminal. A wrapper that
/// forwards every call to another backend (a tee: record the frames and keys with their times,
/// then pass them on) is a backend too.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells now.
    func size() -> (cols: Int, rows: Int)
    /// Writes the cells that changed since the last frame (after clearing the terminal when
    /// `changes.cleared`), then shows them. Called once per frame, with no cells when nothing
    /// changed.
    func draw(_ changes: ScreenChanges)
    /// Waits at most `timeoutMilliseconds` for one input event: a key, a wheel step or a resize
    /// (`.resize` carries the new size). Nil when the time ran out.
    func readKey(timeoutMilliseconds: Int) -> TerminalKey?
    /// Milliseconds on a monotonic clock (any origin): the run loop measures frames and polls
    /// with it.
    func milliseconds() -> Double
}
