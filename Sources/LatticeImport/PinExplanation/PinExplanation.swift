import LatticeFixtures
import LatticeLayout

/// Two debugger pastes of the same collection view at different content offsets, explained
/// against IGListCollectionViewLayout's sticky-header formula (`pos = min(max(lo, line), hi)`,
/// `line = contentOffset + topContentInset + stickyHeaderYOffset`) of the `list` fixture fitted
/// to both pastes (`ListInference`).
///
/// For each section header in both pastes: its position along the scroll axis in each, its
/// resting position, which clamp held it (`lower`: its section's start; `upper`: the next
/// section's start minus the header's length; `none`: following the line) and what that says
/// about `topContentInset + stickyHeaderYOffset` (only their sum shows): a header on the line
/// gives the sum (`pos − offset`), a clamped one bounds it. `sum` is what all headers agree on.
public struct PinExplanation: Sendable {
    /// One paste and the content offset at which it was taken.
    public struct Paste: Sendable {
        public var elements: [SnapshotElement]
        public var offset: Point
        public init(elements: [SnapshotElement], offset: Point) { self.elements = elements; self.offset = offset }
    }

    /// What one paste shows of one header.
    public struct Observation: Sendable, Equatable {
        /// The header's minS in the paste, and the paste's content offset along S.
        public var position: Double
        public var offset: Double
        /// The clamp that held it; nil when the position is outside its clamps (no sum explains it).
        public var clamp: HeaderPin.Clamp?
        /// The sum's bounds this observation sets (equal for a header on the line).
        public var low: Double?
        public var high: Double?
    }

    /// One header in both pastes.
    public struct Header: Sendable, Equatable {
        public var section: Int
        /// The resting position (the fitted fixture's), `lo` and `hi` of the formula.
        public var resting: Double
        public var lower: Double
        public var upper: Double?
        public var a: Observation
        public var b: Observation
    }

    /// What the headers together say about `topContentInset + stickyHeaderYOffset`.
    public enum Sum: Sendable, Equatable {
        /// Exactly this value explains every header.
        case exactly(Double)
        /// Any value in this range (nil: unbounded) does; no header followed the line.
        case between(low: Double?, high: Double?)
        /// No single value explains both pastes.
        case none
    }

    public var direction: ScrollDirection
    public var headers: [Header]
    public var sum: Sum
    /// The list fit both pastes were explained against.
    public var fit: ListFit

    /// Positions closer than this are equal (UIKit prints about six significant digits).
    public static let tolerance = 0.01

    public init(a: Paste, b: Paste, viewport: Size) {
        fit = ListInference.fit(Self.resting(a.elements + b.elements), viewport: viewport, name: "two pastes, inferred list")
        var fixture = fit.fixture
        if var o = fixture.layout.options(as: ListLayoutOptions.self) { o.stickyHeaders = true; fixture.layout = .list(o) }
        let d = fixture.layout.scrollDirection
        direction = d
        let layout = fixture.makeLayout(viewport: viewport)
        layout.prepare()
        let headersA = Self.headers(a.elements, d), headersB = Self.headers(b.elements, d)
        headers = headersA.keys.sorted().compactMap { s -> Header? in
            guard let pa = headersA[s], let pb = headersB[s],
                  let info = (layout as? ListLayout)?.headerPin(section: s) else { return nil }
            let rest = d == .vertical ? info.restingFrame.minY : info.restingFrame.minX
            return Header(section: s, resting: rest, lower: info.lowerClamp, upper: info.upperClamp,
                          a: Self.observe(pa, offset: d == .vertical ? a.offset.y : a.offset.x, info.lowerClamp, info.upperClamp),
                          b: Self.observe(pb, offset: d == .vertical ? b.offset.y : b.offset.x, info.lowerClamp, info.upperClamp))
        }
        sum = Self.agree(headers.flatMap { [$0.a, $0.b] })
    }

    /// Both pastes as one, each header where it is lowest along S and never past its section's
    /// first item (a pinned header only moves forward from rest, and rests before its items):
    /// the fitter's input.
    static func resting(_ elements: [SnapshotElement]) -> [SnapshotElement] {
        var seen = Set<String>(), result: [SnapshotElement] = []
        var headerIndex: [Int: Int] = [:], firstItem: [Int: Rect] = [:]
        for e in elements {
            guard seen.insert("\(e.category) \(e.kind) \(e.indexPath.section) \(e.indexPath.item)").inserted else {
                if e.category == .supplementary, ElementKind.isSectionHeader(e.kind), let i = headerIndex[e.indexPath.section],
                   e.frame.minY + e.frame.minX < result[i].frame.minY + result[i].frame.minX { result[i].frame = e.frame }
                continue
            }
            if e.category == .supplementary, ElementKind.isSectionHeader(e.kind) { headerIndex[e.indexPath.section] = result.count }
            if e.category == .cell, e.indexPath.item == 0 { firstItem[e.indexPath.section] = e.frame }
            result.append(e)
        }
        for (s, i) in headerIndex {
            guard let item = firstItem[s] else { continue }
            var f = result[i].frame
            // A header spans the list across S: wider than tall in a vertical list.
            if f.width >= f.height {
                f.origin.y = min(f.minY, item.minY - f.height)
            } else {
                f.origin.x = min(f.minX, item.minX - f.width)
            }
            result[i].frame = f
        }
        return result
    }

    static func headers(_ elements: [SnapshotElement], _ d: ScrollDirection) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for e in elements where e.category == .supplementary && ElementKind.isSectionHeader(e.kind) {
            result[e.indexPath.section] = d == .vertical ? e.frame.minY : e.frame.minX
        }
        return result
    }

    /// Which clamp gives `position` at `offset`, and the sum's bounds it sets:
    /// lower (`line ≤ lo`: sum ≤ lo − offset), upper (`line ≥ hi`: sum ≥ hi − offset), or on
    /// the line (sum = position − offset).
    static func observe(_ position: Double, offset: Double, _ lo: Double, _ hi: Double?) -> Observation {
        var o = Observation(position: position, offset: offset)
        let t = tolerance
        if let hi, abs(position - hi) <= t, hi < lo + t {
            o.clamp = .upper // the next section holds it at (or before) its own start: any line
        } else if abs(position - lo) <= t {
            o.clamp = .lower; o.high = lo - offset
        } else if let hi, abs(position - hi) <= t {
            o.clamp = .upper; o.low = hi - offset
        } else if position > lo, hi.map({ position < $0 }) ?? true {
            o.clamp = HeaderPin.Clamp.none; o.low = position - offset; o.high = position - offset
        }
        return o
    }

    /// The intersection of every observation's bounds.
    static func agree(_ observations: [Observation]) -> Sum {
        guard observations.allSatisfy({ $0.clamp != nil }) else { return .none }
        let low = observations.compactMap(\.low).max(), high = observations.compactMap(\.high).min()
        if let low, let high {
            if low > high + tolerance { return .none }
            if high - low <= tolerance { return .exactly(low) }
        }
        return .between(low: low, high: high)
    }
}
