import LatticeLayout

/// `type: line`, SWCollectionViewLineLayout (FixtureFormat §9): the flow layout's properties
/// plus the line's; a section's own values replace the flow-layout ones (LineLayoutRules §1);
/// an item may give its `side` and `lineLabel`.
public struct LineLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "line" }
    var optionKeys: [String]? { FixtureDecoder.lineKeys }
    public var ownItemKeys: [String] { FixtureDecoder.lineItemKeys }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> LineLayoutOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> LineLayoutOptions {
        try d.lineOptions(e, path)
    }

    public func scrollDirection(_ options: LineLayoutOptions) -> ScrollDirection { options.scrollDirection }
    public func sectionDefaults(_ o: LineLayoutOptions) -> SectionDefaults {
        SectionDefaults(insets: o.sectionInset, lineSpacing: 0, interitemSpacing: o.minimumInteritemSpacing,
                        header: o.headerReferenceSize, footer: o.footerReferenceSize)
    }
    public func defaultItemSize(_ options: LineLayoutOptions) -> Size? { options.itemSize }

    public func make(_ fixture: Fixture, options: LineLayoutOptions, viewport: Size) -> CollectionLayout? {
        LineLayout(sections: fixture.lineSections(itemSide: options.itemSide), options: options,
                   collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, options: LineLayoutOptions, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {
        var l = LineItemAttributes()
        l.side = try d.field(e, "side", p) { try d.choice($0, $1, LineItemSide.self) }
        l.lineLabel = try d.field(e, "lineLabel", p, d.text)
        if let label = e["lineLabel"], l.lineLabel != nil, (l.side ?? options.itemSide) == .both {
            d.warnIgnoredLineLabel(label, p)
        }
        if l != LineItemAttributes() { b.updatePayload(SectionData()) { $0.items.append(start: start, count: copies, value: l) } }
    }
}

extension Fixture {
    /// The sections as SWCollectionViewLineLayout reads them: the flow layout's values plus
    /// each item's side (its own, else the layout's `itemSide`) and line label.
    public func lineSections() -> [LineSection] {
        lineSections(itemSide: layout.options(as: LineLayoutOptions.self)?.itemSide ?? .left)
    }

    func lineSections(itemSide: LineItemSide) -> [LineSection] {
        sections.map { s in
            let attributes = s.lineItems
            return LineSection(insets: s.insets, headerSize: s.header, footerSize: s.footer,
                               interitemSpacing: s.interitemSpacing,
                               items: s.itemSizes.indices.map { i in
                                   LineItem(size: s.itemSizes[i], side: attributes[i]?.side ?? itemSide,
                                            lineLabel: attributes[i]?.lineLabel)
                               })
        }
    }
}

extension LineLayoutType {
    /// The line layout's data of a section: its items' sides and line labels.
    public struct SectionData: SectionPayload, Equatable {
        /// The attributes of the items that set any; absent: the layout's `itemSide`, no label.
        public var items = ItemRuns<LineItemAttributes>()

        /// An item's `lineLabel`, drawn in its `itemLineLabel` view.
        public func text(ofSupplementary kind: String, item: Int) -> String? {
            kind == LineElementKind.itemLineLabel ? items[item]?.lineLabel : nil
        }
    }
}

extension FixtureSection {
    /// Line-layout item attributes for items that set any; absent means side = the layout's
    /// `itemSide` and no line label.
    public var lineItems: ItemRuns<LineItemAttributes> {
        get { payload(as: LineLayoutType.SectionData.self)?.items ?? ItemRuns() }
        set { payload = newValue.isEmpty ? nil : LineLayoutType.SectionData(items: newValue) }
    }
    /// The line-layout side of an item: its own `side`, else `fallback` (the layout's `itemSide`).
    public func lineSide(ofItem item: Int, default fallback: LineItemSide) -> LineItemSide { lineItems[item]?.side ?? fallback }
    /// The line label of an item, if it has one.
    public func lineLabel(ofItem item: Int) -> String? { lineItems[item]?.lineLabel }
}
