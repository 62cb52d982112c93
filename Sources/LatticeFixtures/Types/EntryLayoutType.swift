import LatticeLayout

/// A layout type a program registers as a `LayoutCatalogue.Entry` (`LatticeCLI.main(layouts:)`,
/// a fixture's `sources:`): its options kept as written and checked by the entry (which runs
/// the program's factory); its sections follow the list layout's rules, handed over as a
/// `UICollectionViewDelegateFlowLayout` would, and its items may give `data:`.
struct EntryLayoutType: BuiltInLayoutType {
    let name: String
    let entry: LayoutCatalogue.Entry

    var itemKeys: [String] { FixtureDecoder.commonItemKeys + ["data", "generate"] }
    var mirrorsInRightToLeft: Bool { true }

    func options(_ written: CustomLayoutOptions) throws(FixtureError) -> CustomLayoutOptions {
        try entry.check(written)
        return written
    }

    /// Before the layout is made: vertical. The layout does not say how it scrolls (UIKit's
    /// `UICollectionViewLayout` has no scroll direction): `scrollDirection(of:options:)`.
    func scrollDirection(_ options: CustomLayoutOptions) -> ScrollDirection { .vertical }
    /// The axis the made layout's content overflows along, as the viewer scrolls it.
    func scrollDirection(of layout: CollectionLayout, options: CustomLayoutOptions) -> ScrollDirection {
        layout.prepare()
        return ScrollDirection(overflowing: layout.contentSize, in: layout.collectionView.bounds.size)
    }
    /// The fixture's delegate leaves an item without a size to the layout (its `itemSize`).
    func defaultItemSize(_ options: CustomLayoutOptions) -> Size? { .zero }

    func make(_ fixture: Fixture, options: CustomLayoutOptions, viewport: Size) -> CollectionLayout? {
        entry.make(fixture, viewport)
    }
}

extension EntryLayoutType {
    /// The data of a section of a layout of a program's own: its items' `data:`.
    struct SectionData: SectionPayload, Equatable {
        var items = ItemRuns<ItemData>()
    }

    /// Reads an item's `data:`.
    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, options: CustomLayoutOptions, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {
        if let data = try d.field(e, "data", p, d.itemData), !data.values.isEmpty {
            b.updatePayload(SectionData()) { $0.items.append(start: start, count: copies, value: data) }
        }
    }
}

extension FixtureSection {
    /// Items' `data:` (layouts of a program's own), for items that give one.
    public var itemData: ItemRuns<ItemData> {
        get { payload(as: EntryLayoutType.SectionData.self)?.items ?? ItemRuns() }
        set { payload = newValue.isEmpty ? nil : EntryLayoutType.SectionData(items: newValue) }
    }
    /// An item's `data:`, nil when it gives none.
    public func data(ofItem item: Int) -> ItemData? { itemData[item] }
}
