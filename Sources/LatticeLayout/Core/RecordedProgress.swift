/// A ``ProgressReporter`` that keeps every call, in order, for tests to read: which steps
/// began, the fractions each was given, and whether the work finished.
///
/// Made for one thread: the work and the test that reads the calls afterwards.
public final class RecordedProgress: ProgressReporter, @unchecked Sendable {
    /// One call to the reporter.
    public enum Event: Equatable, Sendable {
        case begin(String)
        case advance(Double)
        case finish
    }

    /// Every call so far, in order.
    public private(set) var events: [Event] = []

    public init() {}

    /// The steps begun, in order.
    public var steps: [String] { events.compactMap { if case let .begin(s) = $0 { return s } else { return nil } } }

    /// The fractions given to `step` (the last step of that name), in order.
    public func fractions(of step: String) -> [Double] {
        var out: [Double] = []
        var inside = false
        for event in events {
            switch event {
            case let .begin(s): inside = s == step; if inside { out = [] }
            case let .advance(f): if inside { out.append(f) }
            case .finish: inside = false
            }
        }
        return out
    }

    /// `finish()` was the last call.
    public var isFinished: Bool { events.last == .finish }

    public func begin(_ step: String) { events.append(.begin(step)) }
    public func advance(_ fraction: Double) { events.append(.advance(fraction)) }
    public func finish() { events.append(.finish) }
}
