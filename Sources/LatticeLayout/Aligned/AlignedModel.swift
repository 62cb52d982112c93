/// The inputs of `AlignedLayout`, mirroring FSQCollectionViewAlignedLayout 1.1.1's
/// `FSQCollectionViewAlignedLayoutSectionAttributes`, `FSQCollectionViewAlignedLayoutCellAttributes`
/// and the layout's top-level properties (AlignedLayoutRules §1).

/// `FSQCollectionViewHorizontalAlignment`: where each line of a section sits (AlignedLayoutRules §5).
public enum AlignedHorizontalAlignment: String, Sendable, CaseIterable {
    case left, center, right
}

/// `FSQCollectionViewVerticalAlignment`: how cells of different heights line up on a line (AlignedLayoutRules §6).
public enum AlignedVerticalAlignment: String, Sendable, CaseIterable {
    case top, center, bottom
}

/// One cell: `FSQCollectionViewAlignedLayoutCellAttributes` plus the cell's size.
public struct AlignedItem: Hashable, Sendable {
    /// The cell's size (FSQ's sizing delegate). `nil`: the layout's `defaultCellSize`.
    public var size: Size?
    /// Width `fill` (a lattice extra, written `size: [fill, h]` in fixtures): the cell takes the
    /// rest of the current line, the `remainingLineSpace` FSQ passes to its sizing delegate. The
    /// height comes from `size` or `defaultCellSize`.
    public var fillsLine: Bool
    /// Cell insets: added to the size for positioning, the frame stays the size (AlignedLayoutRules §3).
    public var insets: EdgeInsets
    /// `shouldBeginLine`: the cell starts a new line (unless it already would).
    public var shouldBeginLine: Bool
    /// `shouldEndLine`: the next cell starts a new line.
    public var shouldEndLine: Bool
    /// `startLineIndentation`: later lines of the section line up with this cell (AlignedLayoutRules §8).
    public var startLineIndentation: Bool

    public init(size: Size? = nil, fillsLine: Bool = false, insets: EdgeInsets = .zero,
                shouldBeginLine: Bool = false, shouldEndLine: Bool = false, startLineIndentation: Bool = false) {
        self.size = size; self.fillsLine = fillsLine; self.insets = insets
        self.shouldBeginLine = shouldBeginLine; self.shouldEndLine = shouldEndLine
        self.startLineIndentation = startLineIndentation
    }

    /// A cell of `width` x `height` with no insets or flags.
    public init(_ width: Double, _ height: Double) { self.init(size: Size(width: width, height: height)) }
}

/// One section: `FSQCollectionViewAlignedLayoutSectionAttributes` (defaults of `topLeftAlignment`),
/// the header height (FSQ's header size delegate) and the items.
public struct AlignedSection: Hashable, Sendable {
    public var horizontalAlignment: AlignedHorizontalAlignment
    public var verticalAlignment: AlignedVerticalAlignment
    /// Horizontal gap between cells on a line.
    public var itemSpacing: Double
    /// Vertical gap between consecutive lines.
    public var lineSpacing: Double
    /// Around the section's cells (not around its header); not added when the section has no items.
    public var insets: EdgeInsets
    /// The header's height; 0 means no header. The header is full width, ignoring every inset.
    public var headerHeight: Double
    public var items: [AlignedItem]

    public init(horizontalAlignment: AlignedHorizontalAlignment = .left,
                verticalAlignment: AlignedVerticalAlignment = .top,
                itemSpacing: Double = 5, lineSpacing: Double = 5, insets: EdgeInsets = .zero,
                headerHeight: Double = 0, items: [AlignedItem] = []) {
        self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment
        self.itemSpacing = itemSpacing; self.lineSpacing = lineSpacing; self.insets = insets
        self.headerHeight = headerHeight; self.items = items
    }
}

/// The layout's top-level properties (FSQ: `defaultCellSize`, `sectionSpacing`, `contentInsets`,
/// `shouldPinSectionHeadersToTop`), with the documented defaults (AlignedLayoutRules §1 and §12.1).
public struct AlignedLayoutOptions: Hashable, Sendable {
    /// Used by items without a size. Documented as 100 x 100 (FSQ's code actually leaves 0 x 0, see
    /// AlignedLayoutRules §12.1).
    public var defaultCellSize: Size
    /// Vertical gap between consecutive sections, empty ones included.
    public var sectionSpacing: Double
    /// Around all the content.
    public var contentInsets: EdgeInsets
    /// `shouldPinSectionHeadersToTop`.
    public var pinSectionHeaders: Bool

    public init(defaultCellSize: Size = Size(width: 100, height: 100), sectionSpacing: Double = 10,
                contentInsets: EdgeInsets = EdgeInsets(all: 5), pinSectionHeaders: Bool = true) {
        self.defaultCellSize = defaultCellSize; self.sectionSpacing = sectionSpacing
        self.contentInsets = contentInsets; self.pinSectionHeaders = pinSectionHeaders
    }
}
