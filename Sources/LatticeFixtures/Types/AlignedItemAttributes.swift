import LatticeLayout

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
