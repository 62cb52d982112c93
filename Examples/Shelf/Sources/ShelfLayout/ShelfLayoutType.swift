import LatticeCLI
import LatticeLayout

/// `layout: {type: shelf, spacing: S}`: the shelf's type, as lattice's own types are written.
/// Sections take the common keys; an item may give `gap: N`, the room before it.
public struct ShelfLayoutType: LayoutType {
    public struct Options: Sendable, Equatable {
        /// After each item; 8 by default.
        public var spacing = 8.0
    }

    /// The shelf's data of a section: the gaps its items give.
    struct Gaps: SectionPayload, Equatable {
        var items = ItemRuns<Double>()
    }

    public init() {}
    public var name: String { "shelf" }
    public var ownItemKeys: [String] { ["gap"] }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> Options {
        let reader = written.reader
        var o = Options()
        if let v = try reader.number("spacing", min: 0) { o.spacing = v }
        if let unknown = reader.unknownKeyError(read: ["spacing"]) { throw unknown }
        return o
    }

    /// A shelf scrolls sideways.
    public func scrollDirection(_ options: Options) -> ScrollDirection { .horizontal }

    public func readItem(_ item: LayoutOptionReader, items: Range<Int>, options: Options,
                         into section: inout FixtureSection) throws(FixtureError) {
        guard let gap = try item.number("gap", min: 0) else { return }
        section.updatePayload(Gaps()) { $0.items.append(start: items.lowerBound, count: items.count, value: gap) }
    }

    public func make(_ fixture: Fixture, options: Options, viewport: Size) -> CollectionLayout? {
        let sections = fixture.sections.map { s in
            let gaps = s.payload(as: Gaps.self)?.items ?? ItemRuns()
            return s.itemSizes.indices.map { ShelfLayout.Item(size: s.itemSizes[$0], gap: gaps[$0] ?? 0) }
        }
        return ShelfLayout(sections: sections, spacing: options.spacing, collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    public func optionsText(_ options: Options) -> [String] { ["spacing: \(fmtExact(options.spacing))"] }
}
