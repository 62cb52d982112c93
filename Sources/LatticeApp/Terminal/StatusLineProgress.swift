import LatticeLayout
import LatticeRender
import LatticeTerminal

/// The viewer's ``ProgressReporter`` while it owns the screen: the step and its bar written over
/// the status line (the top row) of the frame on screen, at most ten times a second, so that a
/// long reload (a large fixture saved again) says what it is doing instead of freezing the
/// picture. The run loop keeps the frame on screen in ``shown``; the next frame it draws replaces
/// the line.
final class StatusLineProgress: ProgressReporter, @unchecked Sendable {
    /// The frame on the terminal (the run loop's and this reporter's drawing both update it).
    var shown: ScreenBuffer?
    let backend: TerminalBackend
    /// The step begun, nil once finished.
    private var step: String?
    private var lastDraw = -Double.infinity

    init(backend: TerminalBackend) { self.backend = backend }

    func begin(_ step: String) {
        self.step = step
        draw(nil)
    }

    func advance(_ fraction: Double) { draw(fraction) }

    func finish() { step = nil }

    private func draw(_ fraction: Double?) {
        guard let step, let shown, shown.rows > 0 else { return }
        let now = backend.milliseconds()
        guard now - lastDraw >= TerminalProgress.interval * 1000 else { return }
        lastDraw = now
        var frame = shown
        frame.fill(CellRect(col: 0, row: 0, cols: frame.cols, rows: 1), with: " ", style: CellStyle(.statusBar))
        frame.write(TerminalProgress.line(step: step, fraction: fraction.map { Swift.min(1, Swift.max(0, $0)) }, columns: frame.cols),
                    col: 0, row: 0, style: CellStyle(.statusBar, bold: true), maxWidth: frame.cols)
        backend.draw(ScreenChanges(from: shown, to: frame))
        self.shown = frame
    }
}
