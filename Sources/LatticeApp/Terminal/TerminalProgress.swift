#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LatticeLayout

/// The command line's ``ProgressReporter``: one line on standard error, the step and a bar,
/// redrawn in place (`\r`, then erase to the end of the line) at most ten times a second, and
/// erased when the work finishes, so nothing of it stays above the command's output.
///
/// ```
/// reading big.yaml  [#############-----------------]  45%
/// ```
///
/// Only on a terminal: ``standardError(quiet:)`` gives ``SilentProgress`` when standard error
/// is a pipe or a file (scripts and CI logs get no control bytes), under `TERM=dumb`, or when
/// the command is asked to be quiet. Used from one thread, the one doing the work.
final class TerminalProgress: ProgressReporter, @unchecked Sendable {
    /// The least time between two redraws, in seconds.
    static let interval = 0.1
    /// The step begun, nil once finished (a fraction then belongs to no step and is not shown).
    private var step: String?
    private var fraction: Double?
    private var lastDraw = -Double.infinity
    private var drawn = false
    private let width: () -> Int

    /// `width`: the terminal's columns (read at each redraw: the window may be resized).
    init(width: @escaping () -> Int = { TerminalProgress.columns() }) { self.width = width }

    /// The bar when standard error is a terminal that draws (`TERM` is not `dumb`) and not
    /// `quiet`; else ``SilentProgress``.
    static func standardError(quiet: Bool = false) -> any ProgressReporter {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        guard !quiet, isatty(STDERR_FILENO) != 0, term != "dumb" else { return SilentProgress() }
        return TerminalProgress()
    }

    func begin(_ step: String) {
        self.step = step
        fraction = nil
        draw()
    }

    func advance(_ fraction: Double) {
        guard step != nil else { return }
        self.fraction = Swift.min(1, Swift.max(0, fraction))
        draw()
    }

    func finish() {
        if drawn { Self.write("\r\u{1B}[K") }
        drawn = false
        step = nil
    }

    /// The line for `step` at `fraction` in `columns`: the step (cut with `…` to leave room for
    /// the bar), a bar of `#` and `-` when the fraction is known, and the percentage.
    static func line(step: String, fraction: Double?, columns: Int) -> String {
        let room = Swift.max(1, columns - 1)
        guard let fraction else { return cut(step + " …", to: room) }
        let percent = String(Int((fraction * 100).rounded(.down)))
        let tail = "  " + String(repeating: " ", count: 3 - percent.count) + percent + "%"
        let barWidth = Swift.max(0, Swift.min(30, room - tail.count - 14))
        let name = cut(step, to: Swift.max(1, room - tail.count - barWidth - 4))
        guard barWidth > 0 else { return name + tail }
        let full = Int((fraction * Double(barWidth)).rounded(.down))
        return name + "  [" + String(repeating: "#", count: full) + String(repeating: "-", count: barWidth - full) + "]" + tail
    }

    private static func cut(_ text: String, to width: Int) -> String {
        text.count <= width ? text : String(text.prefix(width - 1)) + "…"
    }

    /// Draws the line unless it was drawn less than ``interval`` ago (a step begun or advanced
    /// in between shows at its next call, if any).
    private func draw() {
        let now = Self.now()
        guard let step, now - lastDraw >= Self.interval else { return }
        lastDraw = now
        drawn = true
        Self.write("\r\u{1B}[K" + Self.line(step: step, fraction: fraction, columns: width()))
    }

    private static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    private static func write(_ text: String) {
        let bytes = Array(text.utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { writeToStandardError($0.baseAddress! + done, $0.count - done) }
            if n > 0 { done += n } else if n < 0, errno == EINTR { continue } else { break }
        }
    }

    /// Standard error's columns (TIOCGWINSZ), 80 when it has none.
    static func columns() -> Int {
        var size = winsize()
        if ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

/// write(2) on standard error, named apart from `TerminalProgress.write(_:)`, which hides the C
/// function inside the type.
private func writeToStandardError(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDERR_FILENO, bytes, count)
}
