import LatticeRender
import LatticeTerminal

/// A tee in front of the real terminal for `lattice FIXTURE --record FILE.cast`: every call goes
/// to the terminal's backend, and every frame it shows is also recorded (`LiveRecording`), in
/// real time, resizes included.
final class RecordingBackend: TerminalBackend {
    let terminal: TerminalBackend
    let recording: LiveRecording
    /// The screen as the changes sent so far left it: what is recorded.
    private var screen = ScreenBuffer(cols: 0, rows: 0)

    init(terminal: TerminalBackend, recording: LiveRecording) {
        self.terminal = terminal; self.recording = recording
    }

    func size() -> (cols: Int, rows: Int) { terminal.size() }

    func draw(_ changes: ScreenChanges) {
        terminal.draw(changes)
        changes.apply(to: &screen)
        recording.record(screen)
    }

    func readKey(timeoutMilliseconds: Int) -> TerminalKey? { terminal.readKey(timeoutMilliseconds: timeoutMilliseconds) }

    func milliseconds() -> Double { terminal.milliseconds() }
}
