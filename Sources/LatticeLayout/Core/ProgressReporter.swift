/// What long work says while it runs: the step it is on and how far through that step it is,
/// the part Foundation's `Progress` plays in an app (`localizedDescription` and
/// `fractionCompleted`).
///
/// Work calls ``begin(_:)`` when a step starts, ``advance(_:)`` with the fraction of that step
/// done (0 … 1, never less than the last one given for the step), and ``finish()`` once when all
/// of it is over. Work reports every few thousand items or kilobytes, never per item; a reporter
/// that draws throttles its redraws itself. Work finds the reporter of the command or viewer
/// that runs it in ``WorkProgress/reporter``.
///
/// Reporters: ``SilentProgress`` (the default, and for output that is not a terminal),
/// ``RecordedProgress`` (keeps every call, for tests), and the command line's bar on standard
/// error (`lattice`'s `TerminalProgress`).
public protocol ProgressReporter: AnyObject, Sendable {
    /// A step starts (`"reading big.yaml"`, `"laying out 10,000,000 items"`): its fraction is 0.
    func begin(_ step: String)
    /// The fraction of the current step done, 0 … 1.
    func advance(_ fraction: Double)
    /// The work is over: whatever was drawn is cleared.
    func finish()
}
