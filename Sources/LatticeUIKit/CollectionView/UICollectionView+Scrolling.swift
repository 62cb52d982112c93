import Foundation

extension UICollectionView {
    /// `UICollectionView.ScrollPosition`: where `scrollToItem(at:at:animated:)` puts the item,
    /// one vertical and one horizontal choice (UIKit's bits).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The content offset that puts the item's frame (the layout's
    /// `layoutAttributesForItem(at:)`) where `scrollPosition` says in the part of the bounds the
    /// adjusted content inset leaves visible, kept within the scrollable range (from minus the
    /// inset to the content size plus the inset less the bounds); an axis with no choice in
    /// `scrollPosition` keeps its offset. Nil when the layout has no such item.
    func contentOffset(showing indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let inset = adjustedContentInset, size = bounds.size, content = contentSize
        var offset = contentOffset
        let visibleWidth = size.width - inset.left - inset.right
        let visibleHeight = size.height - inset.top - inset.bottom
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        offset.x = Swift.min(Swift.max(offset.x, -inset.left), Swift.max(-inset.left, content.width + inset.right - size.width))
        offset.y = Swift.min(Swift.max(offset.y, -inset.top), Swift.max(-inset.top, content.height + inset.bottom - size.height))
        return offset
    }
}
