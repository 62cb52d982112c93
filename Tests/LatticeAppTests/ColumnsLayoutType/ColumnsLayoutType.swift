import LatticeFixtures
import LatticeLayout

/// The `columns` layout type (test only): `layout: {type: columns, columns: N, spacing: S}`;
/// sections take the common keys (their insets are read), items their sizes (heights read) and
/// a key of the type's own, `span: N` (the columns the item covers, 1 by default).
struct ColumnsLayoutType: LayoutType {
    var name: String { "columns" }
    var ownItemKeys: [String] { ["span"] }

    /// The columns layout's data of a section: the spans its items give.
    struct Spans: SectionPayload, Equatable {
        var items = ItemRuns<Int>()
    }

    func options(_ written: CustomLayoutOptions) throws(FixtureError) -> ColumnsLayout.Options {
        let reader = written.reader
        var o = ColumnsLayout.Options()
        if let v = try reader.integer("columns", min: 1, max: 12) { o.columns = v }
        if let v = try reader.number("spacing", min: 0) { o.spacing = v }
        if let unknown = reader.unknownKeyError(read: ["columns", "spacing"]) { throw unknown }
        return o
    }

    func scrollDirection(_ options: ColumnsLayout.Options) -> ScrollDirection { .vertical }

    /// `span`: from 1 to the layout's column count.
    func readItem(_ item: LayoutOptionReader, items: Range<Int>, options: ColumnsLayout.Options,
                  into section: inout FixtureSection) throws(FixtureError) {
        guard let span = try item.integer("span", min: 1, max: options.columns) else { return }
        section.updatePayload(Spans()) { $0.items.append(start: items.lowerBound, count: items.count, value: span) }
    }

    func make(_ fixture: Fixture, options: ColumnsLayout.Options, viewport: Size) -> CollectionLayout? {
        let sections = fixture.sections.map { s in
            let spans = s.payload(as: Spans.self)?.items ?? ItemRuns()
            return (s.insets, s.itemSizes.map(\.height), s.itemSizes.indices.map { spans[$0] ?? 1 })
        }
        return ColumnsLayout(sections: sections, options: options, collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    func optionsText(_ options: ColumnsLayout.Options) -> [String] {
        ["columns: \(options.columns)", "spacing: \(fmtExact(options.spacing))"]
    }
}
