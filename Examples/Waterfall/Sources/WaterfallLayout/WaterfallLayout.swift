import LatticeUIKit  // in the iOS app: import UIKit

/// A Pinterest-style waterfall: each item goes under the shortest column, scaled to the column
/// width with its aspect ratio kept; section headers span the width and stick to the top while
/// their section is in view (the layout pins them itself, on every scroll).
///
/// Sizes, insets, line spacing and header heights come from the collection view's
/// `UICollectionViewDelegateFlowLayout`, as in UIKit.
public final class WaterfallLayout: UICollectionViewLayout {
    /// How many columns; at least 1.
    public var numberOfColumns: Int { didSet { invalidateLayout() } }
    /// The gap between columns.
    public var columnSpacing: CGFloat { didSet { invalidateLayout() } }
    /// Whether section headers stick to the top of the visible area.
    public var stickyHeaders = true { didSet { invalidateLayout() } }

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes] = []
    private var restingHeaderY: [CGFloat] = []
    private var sectionEnds: [CGFloat] = []
    private var contentHeight: CGFloat = 0
    private var laidOutWidth: CGFloat = -1
    private var needsCellLayout = true

    public init(numberOfColumns: Int = 2, columnSpacing: CGFloat = 8) {
        self.numberOfColumns = max(1, numberOfColumns)
        self.columnSpacing = columnSpacing
        super.init()
    }

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    private var contentWidth: CGFloat {
        guard let cv = collectionView else { return 0 }
        return cv.bounds.width - cv.adjustedContentInset.left - cv.adjustedContentInset.right
    }

    // MARK: Preparing

    public override func prepare() {
        super.prepare()
        guard collectionView != nil else { return }
        if needsCellLayout || contentWidth != laidOutWidth { layOutCells() }
        pinHeaders()
    }

    private func layOutCells() {
        guard let cv = collectionView else { return }
        cells = []; headers = []; restingHeaderY = []; sectionEnds = []
        let width = contentWidth
        var y: CGFloat = 0
        for section in 0..<cv.numberOfSections {
            let inset = flowDelegate?.collectionView(cv, layout: self, insetForSectionAt: section) ?? .zero
            let lineSpacing = flowDelegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: section) ?? 0
            let headerHeight = flowDelegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: section).height ?? 0

            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: y, width: width, height: headerHeight)
            header.zIndex = 10
            header.isHidden = headerHeight <= 0
            headers.append(header)
            restingHeaderY.append(y)
            y += headerHeight + inset.top

            let columns = max(1, numberOfColumns)
            let columnWidth = max(0, (width - inset.left - inset.right - CGFloat(columns - 1) * columnSpacing) / CGFloat(columns))
            var columnBottoms = [CGFloat](repeating: y, count: columns)
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            for item in 0..<cv.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = flowDelegate?.collectionView(cv, layout: self, sizeForItemAt: indexPath) ?? CGSize(width: 1, height: 1)
                let height = size.width > 0 ? (size.height * columnWidth / size.width).rounded() : size.height
                // The shortest column; the leftmost of equals.
                var column = 0
                for c in 1..<columns where columnBottoms[c] < columnBottoms[column] { column = c }
                let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                cell.frame = CGRect(x: inset.left + CGFloat(column) * (columnWidth + columnSpacing), y: columnBottoms[column],
                                    width: columnWidth, height: height)
                sectionCells.append(cell)
                columnBottoms[column] += height + lineSpacing
            }
            let bottom = sectionCells.isEmpty ? y : (columnBottoms.max() ?? y) - lineSpacing
            y = bottom + inset.bottom
            sectionEnds.append(y)
            cells.append(sectionCells)
        }
        contentHeight = y
        laidOutWidth = width
        needsCellLayout = false
    }

    /// Each header at rest, or pinned under the top edge while its section is in view (pushed up
    /// by the next section's header at the section's end).
    private func pinHeaders() {
        guard let cv = collectionView else { return }
        let top = cv.contentOffset.y + cv.adjustedContentInset.top
        for (section, header) in headers.enumerated() {
            var y = restingHeaderY[section]
            if stickyHeaders {
                y = min(max(y, top), sectionEnds[section] - header.frame.height)
                y = max(y, restingHeaderY[section])
            }
            header.frame.origin.y = y
        }
    }

    // MARK: Answering

    public override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (section, sectionCells) in cells.enumerated() {
            let header = headers[section]
            if !header.isHidden, !header.frame.intersection(rect).isEmpty { found.append(header) }
            // `intersection(_:).isEmpty`, not `intersects(_:)`: touching edges do not count, on iOS and
            // on Linux alike (UIKitDifferences).
            for cell in sectionCells where !cell.frame.intersection(rect).isEmpty { found.append(cell) }
        }
        return found
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < cells.count, indexPath.item < cells[indexPath.section].count else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    public override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                              at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader, indexPath.section < headers.count,
              !headers[indexPath.section].isHidden else { return nil }
        return headers[indexPath.section]
    }

    // MARK: Invalidating

    /// Sticky headers move on every scroll; a new width lays the cells out again.
    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        stickyHeaders || newBounds.width != collectionView?.bounds.width
    }

    public override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsCellLayout = true }
        super.invalidateLayout(with: context)
    }

    // MARK: Updates

    private var inserted: Set<IndexPath> = []

    public override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate : nil })
    }

    /// An inserted item drops in from 40 points above, fading in.
    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath),
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.frame.origin.y -= 40
        attributes.alpha = 0
        return attributes
    }

    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }
}

