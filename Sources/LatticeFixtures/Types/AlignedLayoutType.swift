import LatticeLayout

/// `type: aligned`, FSQCollectionViewAlignedLayout (FixtureFormat §8): its section attributes
/// (alignments, item spacing, line spacing 5 by FSQ's `topLeftAlignment`, AlignedLayoutRules §1)
/// and its cell attributes (`insets`, `shouldBeginLine`, `shouldEndLine`,
/// `startLineIndentation`, a `fill` width).
public struct AlignedLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "aligned" }
    var optionKeys: [String]? { FixtureDecoder.alignedKeys }
    public var ownItemKeys: [String] { FixtureDecoder.alignedItemKeys }
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

    /// The common section values, then the section attributes: its own, else `defaults:`'s,
    /// else FSQ's (left, top, item spacing 5).
    func resolve(_ s: SectionSettings, into section: inout FixtureSection, options: AlignedLayoutOptions) {
        section.resolve(s, defaults: sectionDefaults(options))
        var a = section.aligned
        if let v = s.horizontalAlignment { a.horizontalAlignment = v }
        if let v = s.verticalAlignment { a.verticalAlignment = v }
        if let v = s.itemSpacing { a.itemSpacing = v }
        section.aligned = a
    }

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
            let aligned = s.aligned, attributes = aligned.items
            var section = AlignedSection()
            section.horizontalAlignment = aligned.horizontalAlignment
            section.verticalAlignment = aligned.verticalAlignment
            section.itemSpacing = aligned.itemSpacing
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
    /// The aligned layout's data of a section: its section attributes (FSQ's
    /// `FSQCollectionViewAlignedLayoutSectionAttributes` but the line spacing and insets every
    /// type has) and its items' cell attributes.
    public struct SectionData: SectionPayload, Equatable {
        /// `horizontalAlignment`: where a line's cells sit across it.
        public var horizontalAlignment = AlignedHorizontalAlignment.left
        /// `verticalAlignment`: where a cell sits in its line's height.
        public var verticalAlignment = AlignedVerticalAlignment.top
        /// `itemSpacing`: the gap between cells on a line.
        public var itemSpacing = 5.0
        /// Cell attributes for the items that set any; absent: `AlignedItemAttributes()`.
        public var items = ItemRuns<AlignedItemAttributes>()

        /// True when every value is the default (a section without the payload says the same).
        var isDefault: Bool { self == SectionData() }
    }
}

extension FixtureSection {
    /// The aligned layout's section and cell attributes, the defaults where the section has none
    /// (set to the defaults, the section keeps no payload).
    var aligned: AlignedLayoutType.SectionData {
        get { payload(as: AlignedLayoutType.SectionData.self) ?? AlignedLayoutType.SectionData() }
        set { payload = newValue.isDefault ? nil : newValue }
    }
    /// The aligned layout's `horizontalAlignment` (left for the other types).
    public var horizontalAlignment: AlignedHorizontalAlignment {
        get { aligned.horizontalAlignment }
        set { aligned.horizontalAlignment = newValue }
    }
    /// The aligned layout's `verticalAlignment` (top for the other types).
    public var verticalAlignment: AlignedVerticalAlignment {
        get { aligned.verticalAlignment }
        set { aligned.verticalAlignment = newValue }
    }
    /// The aligned layout's `itemSpacing`, the gap between cells on a line (5 for the other types).
    public var itemSpacing: Double {
        get { aligned.itemSpacing }
        set { aligned.itemSpacing = newValue }
    }
    /// Aligned-layout cell attributes for items that set any; absent means
    /// `AlignedItemAttributes()` (insets 0, all flags false).
    public var alignedItems: ItemRuns<AlignedItemAttributes> {
        get { aligned.items }
        set { aligned.items = newValue }
    }
    /// The aligned-layout attributes of an item (defaults when it set none).
    public func alignedAttributes(ofItem item: Int) -> AlignedItemAttributes { alignedItems[item] ?? AlignedItemAttributes() }
}
