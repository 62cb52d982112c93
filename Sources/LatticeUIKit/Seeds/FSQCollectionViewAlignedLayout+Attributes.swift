import Foundation

/// How each line of a section is aligned horizontally (`FSQCollectionViewHorizontalAlignment`).
public enum FSQCollectionViewHorizontalAlignment: Int, Sendable {
    case left, right, center
}

/// How cells of different heights on one line align (`FSQCollectionViewVerticalAlignment`).
public enum FSQCollectionViewVerticalAlignment: Int, Sendable {
    case top, center, bottom
}

/// `FSQCollectionViewAlignedLayoutSectionAttributes`: a section's alignment, spacings and
/// insets. Immutable, as in FSQ.
@preconcurrency @MainActor
open class FSQCollectionViewAlignedLayoutSectionAttributes: NSObject {
    public let horizontalAlignment: FSQCollectionViewHorizontalAlignment
    public let verticalAlignment: FSQCollectionViewVerticalAlignment
    /// Horizontal space between cells on one line.
    public let itemSpacing: CGFloat
    /// Vertical space between lines.
    public let lineSpacing: CGFloat
    /// Space around the section's lines.
    public let insets: UIEdgeInsets

    public init(horizontalAlignment: FSQCollectionViewHorizontalAlignment, verticalAlignment: FSQCollectionViewVerticalAlignment,
                itemSpacing: CGFloat = 5, lineSpacing: CGFloat = 5, insets: UIEdgeInsets = .zero) {
        self.horizontalAlignment = horizontalAlignment; self.verticalAlignment = verticalAlignment
        self.itemSpacing = itemSpacing; self.lineSpacing = lineSpacing; self.insets = insets
        super.init()
    }

    /// `withHorizontalAlignment:verticalAlignment:` (spacings 5, no insets).
    public class func with(horizontalAlignment: FSQCollectionViewHorizontalAlignment,
                           verticalAlignment: FSQCollectionViewVerticalAlignment) -> FSQCollectionViewAlignedLayoutSectionAttributes {
        FSQCollectionViewAlignedLayoutSectionAttributes(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment)
    }
    /// `withHorizontalAlignment:verticalAlignment:itemSpacing:lineSpacing:insets:`.
    public class func with(horizontalAlignment: FSQCollectionViewHorizontalAlignment, verticalAlignment: FSQCollectionViewVerticalAlignment,
                           itemSpacing: CGFloat, lineSpacing: CGFloat, insets: UIEdgeInsets) -> FSQCollectionViewAlignedLayoutSectionAttributes {
        FSQCollectionViewAlignedLayoutSectionAttributes(horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
                                                        itemSpacing: itemSpacing, lineSpacing: lineSpacing, insets: insets)
    }

    public static var topLeftAlignment: FSQCollectionViewAlignedLayoutSectionAttributes { .init(horizontalAlignment: .left, verticalAlignment: .top) }
    public static var topCenterAlignment: FSQCollectionViewAlignedLayoutSectionAttributes { .init(horizontalAlignment: .center, verticalAlignment: .top) }
    public static var topRightAlignment: FSQCollectionViewAlignedLayoutSectionAttributes { .init(horizontalAlignment: .right, verticalAlignment: .top) }
    public static var centerCenterAlignment: FSQCollectionViewAlignedLayoutSectionAttributes { .init(horizontalAlignment: .center, verticalAlignment: .center) }
}

/// `FSQCollectionViewAlignedLayoutCellAttributes`: a cell's insets and line breaks. Immutable.
@preconcurrency @MainActor
open class FSQCollectionViewAlignedLayoutCellAttributes: NSObject {
    /// Space around the cell, added to its size for placement.
    public let insets: UIEdgeInsets
    /// The cell starts a new line.
    public let shouldBeginLine: Bool
    /// The cell ends its line.
    public let shouldEndLine: Bool
    /// Later lines of the section line up with this cell's edge.
    public let startLineIndentation: Bool

    public init(insets: UIEdgeInsets, shouldBeginLine: Bool, shouldEndLine: Bool, startLineIndentation: Bool) {
        self.insets = insets; self.shouldBeginLine = shouldBeginLine
        self.shouldEndLine = shouldEndLine; self.startLineIndentation = startLineIndentation
        super.init()
    }

    /// `withInsets:shouldBeginLine:shouldEndLine:startLineIndentation:`.
    public class func with(insets: UIEdgeInsets, shouldBeginLine: Bool, shouldEndLine: Bool,
                           startLineIndentation: Bool) -> FSQCollectionViewAlignedLayoutCellAttributes {
        FSQCollectionViewAlignedLayoutCellAttributes(insets: insets, shouldBeginLine: shouldBeginLine,
                                                     shouldEndLine: shouldEndLine, startLineIndentation: startLineIndentation)
    }

    /// No insets, no line breaks, no indentation.
    public static var defaultCellAttributes: FSQCollectionViewAlignedLayoutCellAttributes {
        .init(insets: .zero, shouldBeginLine: false, shouldEndLine: false, startLineIndentation: false)
    }
}

/// `FSQCollectionViewDelegateAlignedLayout`: sizes, section and cell attributes, header
/// heights. Every method has a default (the layout's `defaultCellSize`, `defaultSectionAttributes`,
/// `defaultCellAttributes`, no header): the nearest form of FSQ's optional methods.
@preconcurrency @MainActor
public protocol FSQCollectionViewDelegateAlignedLayout: UICollectionViewDelegate {
    /// `remainingLineSpace` is asked once per item, before lines are set: it is the section's
    /// whole line width. Return exactly `remainingLineSpace` as the width to fill the rest of
    /// the line where the cell lands.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        sizeForItemAt indexPath: Foundation.IndexPath, remainingLineSpace: CGFloat) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        attributesForSectionAt sectionIndex: Int) -> FSQCollectionViewAlignedLayoutSectionAttributes
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        attributesForCellAt indexPath: Foundation.IndexPath) -> FSQCollectionViewAlignedLayoutCellAttributes
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                        referenceHeightForHeaderInSection sectionIndex: Int) -> CGFloat
}

extension FSQCollectionViewDelegateAlignedLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                               sizeForItemAt indexPath: Foundation.IndexPath, remainingLineSpace: CGFloat) -> CGSize {
        collectionViewLayout.defaultCellSize
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                               attributesForSectionAt sectionIndex: Int) -> FSQCollectionViewAlignedLayoutSectionAttributes {
        collectionViewLayout.defaultSectionAttributes
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                               attributesForCellAt indexPath: Foundation.IndexPath) -> FSQCollectionViewAlignedLayoutCellAttributes {
        collectionViewLayout.defaultCellAttributes
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: FSQCollectionViewAlignedLayout,
                               referenceHeightForHeaderInSection sectionIndex: Int) -> CGFloat { 0 }
}
