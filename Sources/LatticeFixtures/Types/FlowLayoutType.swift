import LatticeLayout

/// `type: flow`, UIKit's UICollectionViewFlowLayout (FixtureFormat §9c): the delegate's
/// per-section answers replace the layout's properties (FlowLayoutRules §1).
public struct FlowLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "flow" }
    var optionKeys: [String]? { FixtureDecoder.flowKeys }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> FlowLayoutOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> FlowLayoutOptions {
        try d.flowOptions(e, path)
    }

    public func scrollDirection(_ options: FlowLayoutOptions) -> ScrollDirection { options.scrollDirection }
    public func sectionDefaults(_ o: FlowLayoutOptions) -> SectionDefaults {
        SectionDefaults(insets: o.sectionInset, lineSpacing: o.minimumLineSpacing, interitemSpacing: o.minimumInteritemSpacing,
                        header: o.headerReferenceSize, footer: o.footerReferenceSize)
    }
    public func defaultItemSize(_ options: FlowLayoutOptions) -> Size? { options.itemSize }

    /// The screen scale is the fixture's (`Fixture.screenScale`), not the options'.
    public func make(_ fixture: Fixture, options: FlowLayoutOptions, viewport: Size) -> CollectionLayout? {
        var options = options
        options.screenScale = fixture.screenScale
        return FlowLayout(sections: fixture.flowSections(), options: options, collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    /// As `lattice import --infer flow` writes them: the scroll direction and the pinning.
    public func optionsText(_ o: FlowLayoutOptions) -> [String] {
        var text = ["scrollDirection: \(o.scrollDirection.rawValue)"]
        if o.sectionHeadersPinToVisibleBounds { text.append("sectionHeadersPinToVisibleBounds: true") }
        if o.sectionFootersPinToVisibleBounds { text.append("sectionFootersPinToVisibleBounds: true") }
        return text
    }
}

extension Fixture {
    /// The sections as `UICollectionViewDelegateFlowLayout` answers them, section by section.
    public func flowSections() -> [FlowSection] {
        sections.map { s in
            FlowSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                        headerSize: s.header, footerSize: s.footer, itemSizes: s.itemSizes)
        }
    }
}
