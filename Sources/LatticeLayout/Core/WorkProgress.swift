/// The reporter long work tells its progress to: the one the command or viewer running it
/// bound (`WorkProgress.$reporter.withValue(bar) { … }`), else ``SilentProgress``.
///
/// A task-local value, so that the fixture reader, the layouts and the checker reach it without
/// a parameter on every function between the command and them, and two tests running at once
/// each see their own.
public enum WorkProgress {
    @TaskLocal public static var reporter: any ProgressReporter = SilentProgress()

    /// A count as a step names it, in groups of three digits: `10,000,000`.
    public static func count(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
