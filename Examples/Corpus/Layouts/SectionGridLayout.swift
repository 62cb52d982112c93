import UIKit

@objc public protocol SectionGridLayoutDelegate: NSObjectProtocol {
    /// Columns for a section; without it the layout's `defaultColumns`.
    @objc optional func sectionGridLayout(_ layout: SectionGridLayout, numberOfColumnsInSection section: Int) -> Int
    /// Told after every `prepare()`.
    @objc optional func sectionGridLayoutDidPrepare(_ layout: SectionGridLayout)
}

/// Square cells in a grid whose column count each section's delegate chooses, sections one
/// under another with `sectionSpacing` between them.
public class SectionGridLayout: UICollectionViewLayout {
    public weak var delegate: SectionGridLayoutDelegate?
    public var defaultColumns = 3
    public var sectionSpacing: CGFloat = 20

    private var frames: [IndexPath: CGRect] = [:]
    private var bottom: CGFloat = 0

    public override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        frames.removeAll()
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let columns = max(1, delegate?.sectionGridLayout?(self, numberOfColumnsInSection: section) ?? defaultColumns)
            let side = width / CGFloat(columns)
            let count = collectionView.numberOfItems(inSection: section)
            for item in 0..<count {
                frames[IndexPath(item: item, section: section)] =
                    CGRect(x: CGFloat(item % columns) * side, y: y + CGFloat(item / columns) * side, width: side, height: side)
            }
            y += CGFloat((count + columns - 1) / columns) * side + sectionSpacing
        }
        bottom = max(0, y - sectionSpacing)
        delegate?.sectionGridLayoutDidPrepare?(self)
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: bottom)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.keys.sorted().compactMap { layoutAttributesForItem(at: $0) }.filter { $0.frame.intersects(rect) }
    }
}
