import LatticeLayout

/// `type: compositional`, UICollectionViewCompositionalLayout (FixtureFormat §9b): a section is
/// an `NSCollectionLayoutSection` (its group, insets and boundary items, keys of its own) and
/// an item takes no size (its group sizes it, CompositionalLayoutRules §2.1).
public struct CompositionalLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "compositional" }
    var optionKeys: [String]? { FixtureDecoder.compositionalLayoutKeys }
    var itemKeys: [String] { ["label", "repeat"] }
    var sizedItemError: String? {
        "an item of the compositional layout takes no size (its group sizes it): write {} or {label: ..., repeat: n}"
    }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> CompositionalLayoutOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> CompositionalLayoutOptions {
        try d.compositionalOptions(e, path)
    }

    public func scrollDirection(_ options: CompositionalLayoutOptions) -> ScrollDirection { options.scrollDirection }
    public func defaultItemSize(_ options: CompositionalLayoutOptions) -> Size? { .zero }

    public func make(_ fixture: Fixture, options: CompositionalLayoutOptions, viewport: Size) -> CollectionLayout? {
        CompositionalLayout(sections: fixture.compositionalSections(), options: options,
                            collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    func sectionSettings(_ d: FixtureDecoder, _ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings? {
        try d.compositionalSettings(n, path, isDefaults: isDefaults)
    }

    func resolve(_ s: SectionSettings, into section: inout FixtureSection, options: CompositionalLayoutOptions) {
        section.insets = s.compositional?.insets ?? .zero
        section.compositional = (s.compositional ?? CompositionalSettings()).section()
    }
}

extension Fixture {
    /// Each section's `NSCollectionLayoutSection`, its items counted.
    public func compositionalSections() -> [CompositionalSection] {
        sections.map { s in
            var section = s.compositional ?? CompositionalSection(group: CompositionalSection.fixtureDefaultGroup, itemCount: 0)
            section.itemCount = s.itemCount
            return section
        }
    }
}

/// The compositional layout's data of a section: its `NSCollectionLayoutSection`.
extension CompositionalSection: SectionPayload {}

extension FixtureSection {
    /// The compositional layout's section (`NSCollectionLayoutSection`), `defaults:` applied;
    /// nil for the other layouts. Its `itemCount` is 0 here: the items are `itemSizes`.
    public var compositional: CompositionalSection? {
        get { payload(as: CompositionalSection.self) }
        set { payload = newValue }
    }
}
