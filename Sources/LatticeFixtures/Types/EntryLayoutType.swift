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

    /// The axis is the layout's own, known once it is made (the viewer asks the layout).
    func scrollDirection(_ options: CustomLayoutOptions) -> ScrollDirection { .vertical }
    /// The fixture's delegate leaves an item without a size to the layout (its `itemSize`).
    func defaultItemSize(_ options: CustomLayoutOptions) -> Size? { .zero }

    func make(_ fixture: Fixture, options: CustomLayoutOptions, viewport: Size) -> CollectionLayout? {
        entry.make(fixture, viewport)
    }
}
