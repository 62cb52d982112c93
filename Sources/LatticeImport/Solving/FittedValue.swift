import LatticeFixtures
import LatticeLayout

/// One value of a fitted fixture and how the frames decided it (`lattice import --infer list`'s
/// report).
public struct FittedValue: Sendable, Equatable {
    public enum Basis: Sendable, Equatable {
        /// Read off the frames (a size, a gap between neighbours, an offset from where IGList's
        /// rules put the element).
        case observed
        /// The frames only bound it: picked inside `low` (exclusive when `lowIsStrict`) ...
        /// `high`; nil means unbounded on that side.
        case chosen(low: Double?, high: Double?, lowIsStrict: Bool)
        /// Nothing in the frames depends on it: the layout's default.
        case unobservable
    }
    /// The fixture field, e.g. `sections[1].insets.left`.
    public var name: String
    public var value: Double
    public var basis: Basis
    public var note: String?
    /// The value as the fixture spells it when it is a word, not a number (`vertical`).
    public var word: String?

    public init(_ name: String, _ value: Double, _ basis: Basis, note: String? = nil) {
        self.name = name; self.value = value; self.basis = basis; self.note = note
    }

    /// A value the fixture spells as `word` (an enumeration); `value` is its position.
    public init(_ name: String, word: String, _ value: Double, _ basis: Basis, note: String? = nil) {
        self.init(name, value, basis, note: note)
        self.word = word
    }

    /// The value as the fixture writes it.
    public var valueText: String { word ?? fmtExact(value) }

    /// `observed`, `chosen in (3, 12]`, `unobservable, default`.
    public var basisText: String {
        switch basis {
        case .observed: return "observed"
        case .unobservable: return "unobservable, default"
        case let .chosen(low, high, strict):
            let l = low.map { (strict ? "(" : "[") + fmt($0) } ?? "(-inf"
            let h = high.map { fmt($0) + "]" } ?? "inf)"
            return "chosen in \(l), \(h)"
        }
    }
}

/// A `list` fixture fitted to imported frames, with the report of how each value was decided
/// and which frames it does not reproduce.
public struct ListFit: Sendable {
    public var fixture: Fixture
    public var values: [FittedValue]
    /// Elements whose frame the fitted fixture does not reproduce (or produces though the paste
    /// lacks them): `lattice diff`'s comparison, old = the paste, new = the fitted layout.
    public var mismatches: [LayoutDiff.Change]
    /// Elements compared (cells, headers, footers of the paste).
    public var compared: Int
    /// Elements of other kinds or decoration views, not part of a list fixture.
    public var ignored: Int
    /// Items the paste lacks between others (sized like their neighbour).
    public var missingItems: Int
    /// The tolerance frames were compared with: 0.001 pt on a whole-point grid, else one pixel.
    public var tolerance: Double
    /// Why the fit stopped before reproducing every frame, when it ran out of its time
    /// (`FitBudget`); nil when it ran to its end.
    public var stopped: String?
}
