import LatticeUIKit

/// Sticky section headers the way they were written before iOS 9 added
/// `sectionHeadersPinToVisibleBounds`: every header of a section with cells in the rect is
/// returned (asked for when the rect misses it) and moved to the top of the visible area,
/// but not below its section's last cell.
open class StickyHeaderFlowLayout: UICollectionViewFlowLayout {
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard var answer = super.layoutAttributesForElements(in: rect)?.map({ $0.copy() as! UICollectionViewLayoutAttributes }) else {
            return nil
        }
        let missingSections = NSMutableIndexSet()
        for attributes in answer where attributes.representedElementCategory == .cell {
            missingSections.add(attributes.indexPath.section)
        }
        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            missingSections.remove(attributes.indexPath.section)
        }
        missingSections.enumerate { idx, _ in
            let indexPath = IndexPath(item: 0, section: idx)
            if let attributes = self.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: indexPath) {
                answer.append(attributes)
            }
        }

        for attributes in answer where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = attributes.indexPath.section
            let numberOfItemsInSection = collectionView!.numberOfItems(inSection: section)
            guard numberOfItemsInSection > 0 else { continue }
            let firstCellAttrs = layoutAttributesForItem(at: IndexPath(item: 0, section: section))!
            let lastCellAttrs = layoutAttributesForItem(at: IndexPath(item: numberOfItemsInSection - 1, section: section))!

            let headerHeight = attributes.frame.height
            var origin = attributes.frame.origin
            let contentOffset = collectionView!.contentOffset
            origin.y = min(max(contentOffset.y + collectionView!.contentInset.top, firstCellAttrs.frame.minY - headerHeight),
                           lastCellAttrs.frame.maxY - headerHeight)
            attributes.zIndex = 1024
            attributes.frame = CGRect(origin: origin, size: attributes.frame.size)
        }
        return answer
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}
