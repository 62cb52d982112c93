import LatticeLayout

/// **self-sizing**: a layout whose answers change as it shows its content (self-sizing cells
/// measured as they come into view, `preferredLayoutAttributesFitting(_:)`) settles.
///
/// UIKit lays out, lets the cells in view report their preferred sizes, invalidates and lays out
/// again, and gives up after about a hundred passes with a log about an infinite self-sizing
/// loop (typically a cell whose preferred size depends on the size it is given, so the two
/// alternate). The check visits the sampled offsets over and over (`CheckRun.states`) until a
/// pass reads the same answers as the one before; a layout still changing after
/// `CheckRun.maximumSettlingPasses` passes is reported with the two answers it alternates
/// between (error). The other rules read the settled answers.
public struct SelfSizingRule: CheckRule {
    public let name = "self-sizing"
    public let summary = "answers that change as content is shown settle within a bounded number of passes"
    public init() {}

    public func check(_ run: CheckRun, into log: inout FindingLog) {
        _ = run.states
        guard let change = run.unsettled else { return }
        log.add(run.finding(name, .error, "does-not-settle",
                            "the layout's answers still change after \(run.settlingPasses) passes over the sampled offsets: a self-sizing loop",
                            element: change.element, offset: change.offset,
                            values: [.init("pass \(run.settlingPasses - 1)", change.before), .init("pass \(run.settlingPasses)", change.after)],
                            hint: "make a cell's preferred size independent of the size it was given (preferredLayoutAttributesFitting(_:) must return the same size when asked again), and invalidate only the items whose size changed"))
    }
}
