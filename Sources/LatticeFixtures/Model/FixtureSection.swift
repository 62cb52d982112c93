import LatticeLayout

/// One section of a fixture, as a layout's data source answers for it (UIKit's
/// `numberOfItemsInSection`, `sizeForItemAt`, `insetForSectionAt`, `referenceSizeForHeaderIn...`).
///
/// Values are resolved for the fixture's layout type: what the section leaves out comes from
/// `defaults:`, else from the layout (list: insets 0, spacings 0, no header or footer; aligned:
/// lineSpacing 5; line: `sectionInset`, `headerReferenceSize`, `footerReferenceSize`,
/// `minimumInteritemSpacing`). A layout type's own section values (the aligned layout's
/// alignments and item spacing) are in its `payload`.
///
/// Items are stored compactly: one `Size` per item (16 bytes), plus sparse run tables for the
/// rare per-item extras (label, no-size marker, the layout type's own attributes in `payload`).
/// An item that the file repeats N times costs one run, not N entries.
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
    /// Header reference size; a number n in the file is (n, n); zero length means none.
    public var header: Size
    /// Footer reference size, like `header`.
    public var footer: Size
    /// Text drawn in the header; nil means the section number.
    public var headerLabel: String?

    /// Every item's size, in order. An item that gave no size (`{}`, aligned and line layouts)
    /// holds the layout's default here (`defaultCellSize` / `itemSize`) and is listed in
    /// `defaultSizedItems`. An aligned item with a `fill` width holds width 0 here and has
    /// `fillWidth` in its type's payload (`alignedItems`).
    public var itemSizes: [Size]
    /// Item labels (`label:`) by item index; items without one are absent.
    public var itemLabels: ItemRuns<String>
    /// Items that gave no size, so the layout's default size applies.
    public var defaultSizedItems: ItemRuns<Bool>
    /// The layout type's own data for this section and its items, nil when it has none: the
    /// aligned layout's section and cell attributes (`horizontalAlignment`, `verticalAlignment`,
    /// `itemSpacing`, `alignedItems`), the line layout's sides and labels
    /// (`lineItems`), the compositional layout's section (`compositional`), the items' `data:`
    /// of a layout of a program's own (`itemData`). Each type's file reads and writes its own.
    public var payload: (any SectionPayload)?
    /// The section values the file gives, in the section or in `defaults:`: for a layout of a
    /// program's own, the fixture's delegate answers only these, and leaves the others to the
    /// layout's own properties (as an iOS delegate that does not implement a method does).
    public var given: FlowDelegateAnswers = []
    /// The part of `given` the section itself gives; the rest of `given` comes from
    /// `defaults:` (the viewer's inspector says which).
    public var givenInSection: FlowDelegateAnswers = []

    /// A section of these values; `itemSpacing` and the alignments are the aligned layout's
    /// (its payload, kept only where they differ from its defaults).
    public init(sourceIndex: Int = 0, insets: EdgeInsets = .zero, lineSpacing: Double = 0,
                interitemSpacing: Double = 0, itemSpacing: Double = 5, header: Size = .zero,
                footer: Size = .zero, headerLabel: String? = nil,
                horizontalAlignment: AlignedHorizontalAlignment = .left, verticalAlignment: AlignedVerticalAlignment = .top,
                itemSizes: [Size] = []) {
        self.sourceIndex = sourceIndex; self.insets = insets; self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.header = header; self.footer = footer; self.headerLabel = headerLabel
        self.itemSizes = itemSizes
        itemLabels = ItemRuns(); defaultSizedItems = ItemRuns()
        self.itemSpacing = itemSpacing
        self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment
    }

    /// Equal when every value and the payloads are.
    public static func == (a: FixtureSection, b: FixtureSection) -> Bool {
        a.sourceIndex == b.sourceIndex && a.insets == b.insets && a.lineSpacing == b.lineSpacing
            && a.interitemSpacing == b.interitemSpacing && a.header == b.header
            && a.footer == b.footer && a.headerLabel == b.headerLabel && a.itemSizes == b.itemSizes && a.itemLabels == b.itemLabels
            && a.defaultSizedItems == b.defaultSizedItems && a.given == b.given && a.givenInSection == b.givenInSection
            && (a.payload.map { x in b.payload.map { x.isEqual(to: $0) } ?? false } ?? (b.payload == nil))
    }

    public var itemCount: Int { itemSizes.count }

    /// The label of an item, if the file gave one.
    public func label(ofItem item: Int) -> String? { itemLabels[item] }
    /// True when the item gave no size (its size is the layout default).
    public func usesDefaultSize(item: Int) -> Bool { defaultSizedItems[item] ?? false }

    /// The payload when it is of type `P`, else nil.
    public func payload<P: SectionPayload>(as: P.Type) -> P? { payload as? P }

    /// Changes the payload of type `P` in place (`empty` when the section has none yet): the
    /// section lets go of it first, so its storage is changed without being copied.
    public mutating func updatePayload<P: SectionPayload>(_ empty: @autoclosure () -> P, _ change: (inout P) -> Void) {
        var p = payload(as: P.self) ?? empty()
        payload = nil
        change(&p)
        payload = p
    }
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
