import Foundation
import LatticeLayout

/// A ``ProgressReporter`` that hands each step and fraction to a closure: a live rebuild's task
/// sends them to the viewer as messages (`SourcesBuildMessage.progress`), which shows them in
/// the status bar. A new step is sent at once; fractions at most four times a second, so a build
/// of hundreds of files sends a handful of messages.
final class SentProgress: ProgressReporter, @unchecked Sendable {
    private let send: @Sendable (_ step: String, _ fraction: Double?) -> Void
    private let lock = NSLock()
    private var step = ""
    private var lastSent = Date.distantPast

    init(_ send: @escaping @Sendable (_ step: String, _ fraction: Double?) -> Void) { self.send = send }

    func begin(_ step: String) {
        lock.withLock { self.step = step; lastSent = Date() }
        send(step, nil)
    }

    func advance(_ fraction: Double) {
        let step: String? = lock.withLock {
            let now = Date()
            guard now.timeIntervalSince(lastSent) >= 0.25 else { return nil }
            lastSent = now
            return self.step
        }
        if let step { send(step, fraction) }
    }

    /// The build's end comes as its own message (`SourcesBuildMessage.finished`): nothing to send.
    func finish() {}
}
