import Foundation
import LatticeLayout

/// A ``ProgressReporter`` that writes the step and its fraction to a file, for the viewer's
/// status line while a live rebuild runs on another thread: the viewer watches the file (as it
/// watches the build's outcome), so the two threads share nothing but files.
///
/// The file holds one line, `FRACTION<TAB>STEP` (fraction `-` while none is known), written
/// atomically at most four times a second; ``finish()`` removes it.
final class FileProgress: ProgressReporter, @unchecked Sendable {
    let path: String
    private var step = ""
    private var lastWrite = Date.distantPast

    init(path: String) { self.path = path }

    func begin(_ step: String) {
        self.step = step
        write(nil, force: true)
    }

    func advance(_ fraction: Double) { write(fraction, force: false) }

    func finish() { try? FileManager.default.removeItem(atPath: path) }

    private func write(_ fraction: Double?, force: Bool) {
        let now = Date()
        guard force || now.timeIntervalSince(lastWrite) >= 0.25 else { return }
        lastWrite = now
        let text = (fraction.map { String($0) } ?? "-") + "\t" + step
        try? text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The step and fraction in `path`'s file; nil when there is none.
    static func read(_ path: String) -> (step: String, fraction: Double?)? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let tab = text.firstIndex(of: "\t") else { return nil }
        return (String(text[text.index(after: tab)...]), Double(text[..<tab]))
    }
}
