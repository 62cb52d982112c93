import UIKit
import CoreGraphics
import QuartzCore

/// A month per section: a title header, then the days in seven square columns, the first day
/// shifted to its weekday. The weekday of each month's first day comes from `firstWeekdays`.
final class CalendarMonthLayout: UICollectionViewLayout {
    static let daysPerWeek = 7

    var headerHeight: CGFloat = 30
    var firstWeekdays: [Int] = []

    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headerAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero

    override var collectionViewContentSize: CGSize { contentSize }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        itemAttributes = [:]
        headerAttributes = [:]
        let width = collectionView.bounds.width
        let side = floor(width / CGFloat(Self.daysPerWeek))
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let headerPath = IndexPath(item: 0, section: section)
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: headerPath)
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            headerAttributes[headerPath] = header
            y += headerHeight
            let offset = section < firstWeekdays.count ? firstWeekdays[section] : 0
            let days = collectionView.numberOfItems(inSection: section)
            for day in 0..<days {
                let slot = day + offset
                let indexPath = IndexPath(item: day, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: CGFloat(slot % Self.daysPerWeek) * side,
                                          y: y + CGFloat(slot / Self.daysPerWeek) * side,
                                          width: side, height: side)
                itemAttributes[indexPath] = attributes
            }
            let weeks = (days + offset + Self.daysPerWeek - 1) / Self.daysPerWeek
            y += CGFloat(weeks) * side
        }
        contentSize = CGSize(width: width, height: y)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let all = Array(headerAttributes.values) + Array(itemAttributes.values)
        return all.filter { rect.intersects($0.frame) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        elementKind == UICollectionView.elementKindSectionHeader ? headerAttributes[indexPath] : nil
    }
}
