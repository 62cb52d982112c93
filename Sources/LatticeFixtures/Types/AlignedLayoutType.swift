import LatticeLayout

/// `type: aligned`, FSQCollectionViewAlignedLayout (FixtureFormat §8): its section attributes
/// (alignments, item spacing, line spacing 5 by FSQ's `topLeftAlignment`, AlignedLayoutRules §1)
/// and its cell attributes (`insets`, `shouldBeginLine`, `shouldEndLine`,
/// `startLineIndentation`, a `fill` width).
public struct AlignedLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "aligned" }
    var optionKeys: [String]? { FixtureDecoder.alignedKeys }
    var itemKeys: [String] { FixtureDecoder.commonItemKeys + FixtureDecoder.alignedItemKeys + ["generate"] }
    var ownItemKeys: [String] { FixtureDecoder.alignedItemKeys }
    var allowsFillWidth: Bool { true }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> AlignedLayoutOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> AlignedLayoutOptions {
        var o = AlignedLayoutOptions()
        if let v = try d.field(e, "defaultCellSize", path, { try d.size($0, $1).size }) { o.defaultCellSize = v }
        if let v = try d.field(e, "sectionSpacing", path, { try d.number($0, $1, .nonNegative) }) { o.sectionSpacing = v }
        if let v = try d.field(e, "contentInsets", path, d.insets) { o.contentInsets = v }
        if let v = try d.field(e, "pinSectionHeaders", path, d.bool) { o.pinSectionHeaders = v }
        return o
    }

    /// FSQCollectionViewAlignedLayout scrolls vertically only.
    public func scrollDirection(_ options: AlignedLayoutOptions) -> ScrollDirection { .vertical }
    public func sectionDefaults(_ options: AlignedLayoutOptions) -> SectionDefaults { SectionDefaults(lineSpacing: 5) }
    public func defaultItemSize(_ options: AlignedLayoutOptions) -> Size? { options.defaultCellSize }

    public func make(_ fixture: Fixture, options: AlignedLayoutOptions, viewport: Size) -> CollectionLayout? {
        AlignedLayout(sections: fixture.alignedSections(), options: options, collectionView: fixture.collectionViewGeometry(viewport: viewport))
    }

    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, options: AlignedLayoutOptions, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {
        var a = AlignedItemAttributes(fillWidth: fill)
        if let v = try d.field(e, "insets", p, d.insets) { a.insets = v }
        if let v = try d.field(e, "shouldBeginLine", p, d.bool) { a.shouldBeginLine = v }
        if let v = try d.field(e, "shouldEndLine", p, d.bool) { a.shouldEndLine = v }
        if let v = try d.field(e, "startLineIndentation", p, d.bool) { a.startLineIndentation = v }
        if a != AlignedItemAttributes() { b.updatePayload(SectionData()) { $0.items.append(start: start, count: copies, value: a) } }
    }
}

extension Fixture {
    /// The sections as FSQCollectionViewAlignedLayout's section and cell attributes.
    public func alignedSections() -> [AlignedSection] {
        sections.map { s in
            let attributes = s.alignedItems
            var section = AlignedSection()
            section.horizontalAlignment = s.horizontalAlignment
            section.verticalAlignment = s.verticalAlignment
            section.itemSpacing = s.itemSpacing
            section.lineSpacing = s.lineSpacing
            section.insets = s.insets
            section.headerHeight = s.header.height
            section.items = s.itemSizes.indices.map { i in
                let a = attributes[i] ?? AlignedItemAttributes()
                return AlignedItem(size: s.itemSizes[i], fillsLine: a.fillWidth, insets: a.insets,
                                   shouldBeginLine: a.shouldBeginLine, shouldEndLine: a.shouldEndLine,
                                   startLineIndentation: a.startLineIndentation)
            }
            return section
        }
    }
}

extension AlignedLayoutType {
    /// The aligned layout's data of a section: its items' cell attributes.
    public struct SectionData: SectionPayload, Equatable {
        /// Cell attributes for the items that set any; absent: `AlignedItemAttributes()`.
        public var items = ItemRuns<AlignedItemAttributes>()
    }
}

extension FixtureSection {
    /// Aligned-layout cell attributes for items that set any; absent means
    /// `AlignedItemAttributes()` (insets 0, all flags false).
    public var alignedItems: ItemRuns<AlignedItemAttributes> {
        get { payload(as: AlignedLayoutType.SectionData.self)?.items ?? ItemRuns() }
        set { payload = newValue.isEmpty ? nil : AlignedLayoutType.SectionData(items: newValue) }
    }
    /// The aligned-layout attributes of an item (defaults when it set none).
    public func alignedAttributes(ofItem item: Int) -> AlignedItemAttributes { alignedItems[item] ?? AlignedItemAttributes() }
}
