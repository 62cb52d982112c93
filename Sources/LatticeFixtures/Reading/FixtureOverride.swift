/// One fixture override, `PATH=VALUE`, with where it was given: the loader words its errors
/// for that origin (`--set A=B: …`, `… (value from :set)`), so no caller rewords them.
public struct FixtureOverride: Hashable, Sendable, CustomStringConvertible {
    /// Where an override was given.
    public enum Origin: Int, Hashable, Sendable {
        /// `--set PATH=VALUE` on the command line (and `--viewport`, given as `viewport.width=…`).
        case set
        /// `--compare-set PATH=VALUE`: the comparison pane's own.
        case compareSet
        /// The viewer's `:set PATH=VALUE` command.
        case command

        /// How the user wrote it: `--set`, `--compare-set`, `:set`.
        public var spelling: String {
            switch self {
            case .set: "--set"
            case .compareSet: "--compare-set"
            case .command: ":set"
            }
        }

        /// The origin of a value marked as given by an override (`SourceMark.override(_:)`).
        init(mark: SourceMark) { self = Origin(rawValue: Int(mark.column)) ?? .set }
    }

    /// `PATH=VALUE`, as typed.
    public var assignment: String
    public var origin: Origin

    public init(_ assignment: String, origin: Origin = .set) {
        self.assignment = assignment; self.origin = origin
    }

    /// `--set PATH=VALUE`, as the user wrote it.
    public var description: String { "\(origin.spelling) \(assignment)" }

    /// `--set` overrides, one per assignment.
    public static func set(_ assignments: [String]) -> [FixtureOverride] { assignments.map { FixtureOverride($0) } }
}

extension SourceMark {
    /// The mark of nodes an override of `origin` gave (line 0: not in the file).
    static func override(_ origin: FixtureOverride.Origin) -> SourceMark { SourceMark(line: 0, column: origin.rawValue) }
}
