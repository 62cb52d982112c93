/// A ``ProgressReporter`` that shows nothing: the default, and what a command uses when its
/// standard error is not a terminal.
public final class SilentProgress: ProgressReporter {
    public init() {}
    public func begin(_ step: String) {}
    public func advance(_ fraction: Double) {}
    public func finish() {}
}
