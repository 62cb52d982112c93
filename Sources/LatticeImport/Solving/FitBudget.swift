import LatticeLayout

/// The time one fit may take (`lattice import --infer list`, `--explain`). The searches of the
/// fit (which section starts a row, which term holds a row, pixel repairs) and the constraint
/// solver spend it; once it is spent each of them stops where it is, the fit is finished with
/// what it has, and `ListFit.stopped` says so, so that a paste the fitter cannot handle ends in
/// a clear message instead of running for minutes.
///
/// Every loop of the fit whose length the input chooses spends it, in units of about one
/// element, constraint or edge visited, and stops once `spend` says it is gone; the work done
/// after that is a fixed number of layouts and comparisons of the paste (each linear in it).
/// Memory follows from the same rule: no loop keeps more than one copy of the fit's constraints
/// per level of a search, and the searches stop with the time.
///
/// Shared by reference between the copies a search makes of a fitter, so that every copy
/// spends the one budget. The clock is read once every 4,096 units of work.
public final class FitBudget {
    /// The default: 30 seconds.
    public static let defaultSeconds = 30.0

    public let seconds: Double
    let deadline: ContinuousClock.Instant
    private var work = 0
    /// True once the time is up.
    public private(set) var isSpent = false

    public init(seconds: Double = FitBudget.defaultSeconds) {
        self.seconds = seconds
        deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64((seconds * 1000).rounded())))
    }

    /// Counts `units` of work; true while time is left.
    @discardableResult
    func spend(_ units: Int = 1) -> Bool {
        guard !isSpent else { return false }
        work += units
        if work >= 4096 {
            work = 0
            if ContinuousClock.now >= deadline { isSpent = true }
        }
        return !isSpent
    }

    /// The message a fit stopped by the budget ends with.
    var stoppedMessage: String {
        "the fit stopped after \(fmt(seconds)) s, its time budget, before it could reproduce every frame"
    }
}
