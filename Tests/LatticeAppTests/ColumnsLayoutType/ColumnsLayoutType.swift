import LatticeFixtures
import LatticeLayout

/// The `columns` layout type (test only): `layout: {type: columns, columns: N, spacing: S}`;
/// sections take the common keys (their insets are read), items their sizes (heights read).
struct ColumnsLayoutType: LayoutType {
    var name: String { "columns" }

    func options(_ written: CustomLayoutOptions) throws(FixtureError) -> ColumnsLayout.Options {
        let reader = written.reader
        var o = ColumnsLayout.Options()
        if let v = try reader.integer("columns", min: 1, max: 12) { o.columns = v }
        if let v = try reader.number("spacing", min: 0) { o.spacing = v }
        if let unknown = reader.unknownKeyError(read: ["columns", "spacing"]) { throw unknown }
        return o
    }

    func scrollDirection(_ options: ColumnsLayout.Options) -> ScrollDirection { .vertical }

    func make(_ fixture: Fixture, options: ColumnsLayout.Options, viewport: Size) -> CollectionLayout? {
        ColumnsLayout(sections: fixture.sections.map { ($0.insets, $0.itemSizes.map(\.height)) }, options: options,
                      collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    func optionsText(_ options: ColumnsLayout.Options) -> [String] {
        ["columns: \(options.columns)", "spacing: \(fmtExact(options.spacing))"]
    }
}
