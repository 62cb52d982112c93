import LatticeLayout

/// `type: list`, IGListCollectionViewLayout (FixtureFormat §7): every section key defaults to 0
/// (ListLayoutRules §1) and every item gives its size.
public struct ListLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "list" }
    var optionKeys: [String]? { FixtureDecoder.listKeys }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> ListLayoutOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> ListLayoutOptions {
        var o = ListLayoutOptions()
        if let v = try d.field(e, "scrollDirection", path, { try d.choice($0, $1, ScrollDirection.self) }) { o.scrollDirection = v }
        if let v = try d.field(e, "stickyHeaders", path, d.bool) { o.stickyHeaders = v }
        if let v = try d.field(e, "topContentInset", path, { try d.number($0, $1, .any) }) { o.topContentInset = v }
        if let v = try d.field(e, "stretchToEdge", path, d.bool) { o.stretchToEdge = v }
        if let v = try d.field(e, "stickyHeaderYOffset", path, { try d.number($0, $1, .any) }) { o.stickyHeaderYOffset = v }
        if let v = try d.field(e, "showHeaderWhenEmpty", path, d.bool) { o.showHeaderWhenEmpty = v }
        return o
    }

    public func scrollDirection(_ options: ListLayoutOptions) -> ScrollDirection { options.scrollDirection }

    /// The screen scale is the fixture's (`Fixture.screenScale`), not the options'.
    public func make(_ fixture: Fixture, options: ListLayoutOptions, viewport: Size) -> CollectionLayout? {
        var options = options
        options.screenScale = fixture.screenScale
        return ListLayout(sections: fixture.listSections(), options: options,
                          collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    /// As `lattice import --infer list` writes them: the scroll direction always, the others
    /// where set (sticky headers only where a capture's tracks showed them).
    public func optionsText(_ o: ListLayoutOptions) -> [String] {
        var text = ["scrollDirection: \(o.scrollDirection.rawValue)"]
        if o.showHeaderWhenEmpty { text.append("showHeaderWhenEmpty: true") }
        if o.stickyHeaders { text.append("stickyHeaders: true") }
        if o.topContentInset != 0 { text.append("topContentInset: \(fmtExact(o.topContentInset))") }
        if o.stickyHeaderYOffset != 0 { text.append("stickyHeaderYOffset: \(fmtExact(o.stickyHeaderYOffset))") }
        return text
    }
}

extension Fixture {
    /// The sections as IGListCollectionViewLayout's delegate answers them: sizes, insets,
    /// spacings, reference sizes.
    public func listSections() -> [ListSection] {
        sections.map { s in
            ListSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                        headerSize: s.header, footerSize: s.footer, itemSizes: s.itemSizes)
        }
    }
}
