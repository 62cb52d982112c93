import LatticeLayout

/// One section of a fixture, as a layout's data source answers for it (UIKit's
/// `numberOfItemsInSection`, `sizeForItemAt`, `insetForSectionAt`, `referenceSizeForHeaderIn...`).
///
/// Values are resolved for the fixture's layout type: what the section leaves out comes from
/// `defaults:`, else from the layout (list: insets 0, spacings 0, no header or footer; aligned:
/// itemSpacing 5, lineSpacing 5; line: `sectionInset`, `headerReferenceSize`,
/// `footerReferenceSize`, `minimumInteritemSpacing`).
///
/// Items are stored compactly: one `Size` per item (16 bytes), plus sparse run tables for the
/// rare per-item extras (label, no-size marker, aligned and line attributes). An item that the
/// file repeats N times costs one run, not N entries.
public struct FixtureSection: Sendable, Equatable {
    /// The index of the `sections:` entry this section comes from (before `repeat` expands).
    public var sourceIndex: Int
    /// `insets` (UIKit `insetForSectionAt`); may be negative.
    public var insets: EdgeInsets
    /// `lineSpacing`: between rows (list) or lines (aligned).
    public var lineSpacing: Double
    /// `interitemSpacing`: the list layout's minimum interitem spacing; the line layout's
    /// `minimumInteritemSpacing`.
    public var interitemSpacing: Double
    /// `itemSpacing`: the aligned layout's gap between cells on a line.
    public var itemSpacing: Double
    /// Header reference size; a number n in the file is (n, n); zero length means none.
    public var header: Size
    /// Footer reference size, like `header`.
    public var footer: Size
    /// Text drawn in the header; nil means the section number.
    public var headerLabel: String?
    /// The aligned layout's alignments (ignored by the others).
    public var horizontalAlignment: AlignedHorizontalAlignment
    public var verticalAlignment: AlignedVerticalAlignment

    /// Every item's size, in order. An item that gave no size (`{}`, aligned and line layouts)
    /// holds the layout's default here (`defaultCellSize` / `itemSize`) and is listed in
    /// `defaultSizedItems`. An aligned item with a `fill` width holds width 0 here and has
    /// `fillWidth` in `alignedItems`.
    public var itemSizes: [Size]
    /// Item labels (`label:`) by item index; items without one are absent.
    public var itemLabels: ItemRuns<String>
    /// Items that gave no size, so the layout's default size applies.
    public var defaultSizedItems: ItemRuns<Bool>
    /// Aligned-layout cell attributes for items that set any; absent means
    /// `AlignedItemAttributes()` (insets 0, all flags false).
    public var alignedItems: ItemRuns<AlignedItemAttributes>
    /// Line-layout item attributes for items that set any; absent means side = the layout's
    /// `itemSide` and no line label.
    public var lineItems: ItemRuns<LineItemAttributes>
    /// The compositional layout's section (`NSCollectionLayoutSection`), `defaults:` applied;
    /// nil for the other layouts. Its `itemCount` is 0 here: the items are `itemSizes`.
    public var compositional: CompositionalSection?
    /// Items' `data:` (layouts of a program's own), for items that give one.
    public var itemData = ItemRuns<ItemData>()
    /// The section values the file gives, in the section or in `defaults:`: for a layout of a
    /// program's own, the fixture's delegate answers only these, and leaves the others to the
    /// layout's own properties (as an iOS delegate that does not implement a method does).
    public var given: FlowDelegateAnswers = []

    public init(sourceIndex: Int = 0, insets: EdgeInsets = .zero, lineSpacing: Double = 0,
                interitemSpacing: Double = 0, itemSpacing: Double = 5, header: Size = .zero,
                footer: Size = .zero, headerLabel: String? = nil,
                horizontalAlignment: AlignedHorizontalAlignment = .left, verticalAlignment: AlignedVerticalAlignment = .top,
                itemSizes: [Size] = []) {
        self.sourceIndex = sourceIndex; self.insets = insets; self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing; self.itemSpacing = itemSpacing
        self.header = header; self.footer = footer; self.headerLabel = headerLabel
        self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment
        self.itemSizes = itemSizes
        itemLabels = ItemRuns(); defaultSizedItems = ItemRuns(); alignedItems = ItemRuns(); lineItems = ItemRuns()
    }

    public var itemCount: Int { itemSizes.count }

    /// The label of an item, if the file gave one.
    public func label(ofItem item: Int) -> String? { itemLabels[item] }
    /// True when the item gave no size (its size is the layout default).
    public func usesDefaultSize(item: Int) -> Bool { defaultSizedItems[item] ?? false }
    /// The aligned-layout attributes of an item (defaults when it set none).
    public func alignedAttributes(ofItem item: Int) -> AlignedItemAttributes { alignedItems[item] ?? AlignedItemAttributes() }
    /// The line-layout side of an item: its own `side`, else `fallback` (the layout's `itemSide`).
    public func lineSide(ofItem item: Int, default fallback: LineItemSide) -> LineItemSide { lineItems[item]?.side ?? fallback }
    /// The line label of an item, if it has one.
    public func lineLabel(ofItem item: Int) -> String? { lineItems[item]?.lineLabel }
    /// An item's `data:`, nil when it gives none.
    public func data(ofItem item: Int) -> ItemData? { itemData[item] }
}

/// FSQCollectionViewAlignedLayout's per-cell attributes (`FSQCollectionViewAlignedLayoutCellAttributes`)
/// plus lattice's `fill` width.
public struct AlignedItemAttributes: Sendable, Equatable {
    /// Cell insets around the cell's box (may be negative).
    public var insets: EdgeInsets = .zero
    public var shouldBeginLine = false
    public var shouldEndLine = false
    public var startLineIndentation = false
    /// `size: [fill, h]`: the width is the room left on the current line (FSQ's
    /// `remainingLineSpace` passed to the sizing callback); the stored width is 0.
    public var fillWidth = false
    public init(insets: EdgeInsets = .zero, shouldBeginLine: Bool = false, shouldEndLine: Bool = false,
                startLineIndentation: Bool = false, fillWidth: Bool = false) {
        self.insets = insets; self.shouldBeginLine = shouldBeginLine; self.shouldEndLine = shouldEndLine
        self.startLineIndentation = startLineIndentation; self.fillWidth = fillWidth
    }
}

/// A line-layout item's own `side` and `lineLabel`.
public struct LineItemAttributes: Sendable, Equatable {
    /// nil: the layout's `itemSide`.
    public var side: LineItemSide?
    /// Text of the item's line label (`itemLineLabel` supplementary); nil: none.
    public var lineLabel: String?
    public init(side: LineItemSide? = nil, lineLabel: String? = nil) { self.side = side; self.lineLabel = lineLabel }
}

extension ItemRuns: Equatable where Value: Equatable {}
extension ItemRuns.Run: Equatable where Value: Equatable {}

/// A sparse per-item table stored as runs: `value` holds for items `start ..< start + count`.
/// Runs are sorted and disjoint; lookup is a binary search, O(log runs). An item written once in
/// the file with `repeat: 1000` is one run.
public struct ItemRuns<Value: Sendable>: Sendable {
    /// One run of consecutive items sharing a value.
    public struct Run: Sendable {
        public var start: Int
        public var count: Int
        public var value: Value
        public var range: Range<Int> { start ..< start + count }
    }

    /// The runs, sorted by `start`.
    public private(set) var runs: [Run] = []

    public init() {}

    public var isEmpty: Bool { runs.isEmpty }

    /// Adds a run after all existing ones (items are added in order).
    public mutating func append(start: Int, count: Int, value: Value) {
        guard count > 0 else { return }
        precondition(runs.last.map { $0.start + $0.count <= start } ?? true, "runs must be appended in order")
        runs.append(Run(start: start, count: count, value: value))
    }

    /// The value for an item, or nil when no run covers it.
    public subscript(item: Int) -> Value? {
        let after = partitionPoint(0 ..< runs.count) { runs[$0].start > item }
        guard after > 0 else { return nil }
        let run = runs[after - 1]
        return item < run.start + run.count ? run.value : nil
    }
}
