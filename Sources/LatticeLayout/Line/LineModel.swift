/// The inputs of the line layout (SWCollectionViewLineLayout): items, sections, options and the
/// element kinds it reports. The rules themselves are in LineLayoutRules; `LineLayout` applies them.

/// The side of the line an item hangs on (`SWCollectionViewLineLayoutAttributeSide`).
///
/// - `left` / `right`: one half of the box (above / below the line when scrolling horizontally).
/// - `both`: the item spans the whole box and covers the line.
/// - `either`: the layout picks the side whose last item ends earlier (a tie goes left).
public enum LineItemSide: String, Hashable, Sendable, CaseIterable {
    case left, right, both, either
}

/// One item of a line section: what the data source would answer for it
/// (`collectionView:layout:sizeForItemAtIndexPath:`, `sideForItemAtIndexPath:` and the text of
/// its line label). `nil` means "use the layout's default".
public struct LineItem: Hashable, Sendable {
    /// The item's size (`itemSize` when nil). Not turned for horizontal scrolling: w wide, h tall.
    public var size: Size?
    /// The item's side (`itemSide` when nil).
    public var side: LineItemSide?
    /// The text of its `itemLineLabel` view; nil means the item has no line label.
    public var lineLabel: String?

    public init(size: Size? = nil, side: LineItemSide? = nil, lineLabel: String? = nil) {
        self.size = size; self.side = side; self.lineLabel = lineLabel
    }
}

/// One section: its items and its own values of the flow-layout properties, as the flow layout's
/// delegate methods would give them (`insetForSectionAtIndex:`,
/// `referenceSizeForHeaderInSection:`, `referenceSizeForFooterInSection:`,
/// `minimumInteritemSpacingForSectionAtIndex:`). `nil` means the layout's value.
public struct LineSection: Hashable, Sendable {
    public var insets: EdgeInsets?
    /// Header reference size; only its length along the scroll axis is read (0 = no header).
    public var headerSize: Size?
    /// Footer reference size; only its length along the scroll axis is read (0 = no footer).
    public var footerSize: Size?
    public var interitemSpacing: Double?
    public var items: [LineItem]

    public init(insets: EdgeInsets? = nil, headerSize: Size? = nil, footerSize: Size? = nil,
                interitemSpacing: Double? = nil, items: [LineItem] = []) {
        self.insets = insets; self.headerSize = headerSize; self.footerSize = footerSize
        self.interitemSpacing = interitemSpacing; self.items = items
    }
}

/// The layout's properties: the ones it keeps from `UICollectionViewFlowLayout` plus its own
/// (`maximumLineItemSpacing`, `itemSide`, `lineThickness`, `displayArrows`). `lineImage`,
/// `lineColor` and `arrowImage` are drawing concerns and live in the renderer, not here.
public struct LineLayoutOptions: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// The size of an item that gives none.
    public var itemSize: Size
    public var sectionInset: EdgeInsets
    /// The minimum distance between a grip and whatever comes next on the line, and between
    /// consecutive items on one side.
    public var minimumInteritemSpacing: Double
    /// The widest gap allowed between an item and the line's edge; nil = no limit.
    public var maximumLineItemSpacing: Double?
    /// The side of an item that names none.
    public var itemSide: LineItemSide
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size
    public var lineThickness: Double
    /// Show the start / end arrows (decoration kind `arrow`) while items lie beyond the viewport.
    public var displayArrows: Bool
    /// The side of a grip and of an arrow; nil = 3 x lineThickness, but at least 6.
    public var gripSize: Double?
    /// A tail's thickness; nil = the grip's side.
    public var tailWidth: Double?
    /// The size of a line label (not turned: 60 x 16 is 60 long along a horizontal line).
    public var lineLabelSize: Size

    public init(scrollDirection: ScrollDirection = .vertical,
                itemSize: Size = Size(width: 50, height: 50),
                sectionInset: EdgeInsets = .zero,
                minimumInteritemSpacing: Double = 10,
                maximumLineItemSpacing: Double? = nil,
                itemSide: LineItemSide = .left,
                headerReferenceSize: Size = .zero,
                footerReferenceSize: Size = .zero,
                lineThickness: Double = 2,
                displayArrows: Bool = false,
                gripSize: Double? = nil,
                tailWidth: Double? = nil,
                lineLabelSize: Size = Size(width: 60, height: 16)) {
        self.scrollDirection = scrollDirection; self.itemSize = itemSize; self.sectionInset = sectionInset
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.maximumLineItemSpacing = maximumLineItemSpacing; self.itemSide = itemSide
        self.headerReferenceSize = headerReferenceSize; self.footerReferenceSize = footerReferenceSize
        self.lineThickness = lineThickness; self.displayArrows = displayArrows
        self.gripSize = gripSize; self.tailWidth = tailWidth; self.lineLabelSize = lineLabelSize
    }
}

/// The element kinds of the line layout (`kSWSupplementaryViewKind…` and its decoration kinds).
public enum LineElementKind {
    /// Supplementary: between an item's inner edge and its grip (usually drawn as an arrow).
    public static let itemTail = "itemTail"
    /// Supplementary: the square on the line that binds an item's tail to it.
    public static let itemGrip = "itemGrip"
    /// Supplementary: a label on the line, just before the grip.
    public static let itemLineLabel = "itemLineLabel"
    /// Supplementary: the section header (item 0).
    public static let sectionHeader = "sectionHeader"
    /// Supplementary: the section footer (item 0).
    public static let sectionFooter = "sectionFooter"
    /// Decoration: the line of a section that has items (item 0).
    public static let line = "line"
    /// Decoration: the start arrow (0, 0) and the end arrow (0, 1), which follow the viewport.
    public static let arrow = "arrow"
}
