import Foundation
internal import LatticeLayout

/// `SWCollectionViewLineLayoutAttributeSide`: the side of the line an item is on.
public enum SWCollectionViewLineLayoutAttributeSide: Int, Sendable {
    case left, right, both, either
}

/// `kSWSupplementaryViewKindItemTail`: the view between a cell and its grip.
public let kSWSupplementaryViewKindItemTail = LineElementKind.itemTail
/// `kSWSupplementaryViewKindItemGrip`: the view binding the tail to the line.
public let kSWSupplementaryViewKindItemGrip = LineElementKind.itemGrip
/// `kSWSupplementaryViewKindItemLineLabel`: the label on the line above the grip.
public let kSWSupplementaryViewKindItemLineLabel = LineElementKind.itemLineLabel
/// `kSWSupplementaryViewKindSectionHeader`.
public let kSWSupplementaryViewKindSectionHeader = LineElementKind.sectionHeader
/// `kSWSupplementaryViewKindSectionFooter`.
public let kSWSupplementaryViewKindSectionFooter = LineElementKind.sectionFooter

/// The line layout's own questions to its delegate: which side an item is on, and its line
/// label (both optional; the layout's `itemSide` and no label by default).
@preconcurrency @MainActor
public protocol SWCollectionViewDelegateLineLayout: UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                        sideForItemAt indexPath: Foundation.IndexPath) -> SWCollectionViewLineLayoutAttributeSide
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                        lineLabelForItemAt indexPath: Foundation.IndexPath) -> String?
}

extension SWCollectionViewDelegateLineLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                               sideForItemAt indexPath: Foundation.IndexPath) -> SWCollectionViewLineLayoutAttributeSide { collectionViewLayout.itemSide }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: SWCollectionViewLineLayout,
                               lineLabelForItemAt indexPath: Foundation.IndexPath) -> String? { nil }
}

/// `SWCollectionViewLineLayout`: items tied to one line along the scroll axis, on its left,
/// right or both sides, with tails, grips, line labels and arrows. Backed by lattice's line
/// layout.
///
/// As in UIKit it derives from `UICollectionViewFlowLayout`, whose properties it reads
/// (`scrollDirection`, `itemSize`, `sectionInset`, `minimumInteritemSpacing`,
/// `headerReferenceSize`, `footerReferenceSize`; a line has no rows, so `minimumLineSpacing` is
/// unused); a `UICollectionViewDelegateFlowLayout` method the delegate does not implement
/// answers with these properties. Its queries answer from the line layout, not the grid.
@preconcurrency @MainActor
open class SWCollectionViewLineLayout: UICollectionViewFlowLayout {
    // The line layout's own.
    /// The side of items whose side the delegate does not give.
    public var itemSide: SWCollectionViewLineLayoutAttributeSide = .left { didSet { invalidateLayout() } }
    /// The most space between the line and an item; infinity: no limit.
    public var maximumLineItemSpacing: CGFloat = .infinity { didSet { invalidateLayout() } }
    /// The line's (and arrows') thickness.
    public var lineThickness: CGFloat = 2 { didSet { invalidateLayout() } }
    /// Arrows at the line's ends when items lie beyond the visible part.
    public var displayArrows = false { didSet { invalidateLayout() } }
    /// lattice: the grip's side; nil: 3 x lineThickness, at least 6.
    public var gripSize: CGFloat? { didSet { invalidateLayout() } }
    /// lattice: a tail's thickness; nil: the grip's side.
    public var tailWidth: CGFloat? { didSet { invalidateLayout() } }
    /// lattice: the size of a line label view.
    public var lineLabelSize = CGSize(width: 60, height: 16) { didSet { invalidateLayout() } }

    /// The engine layout behind the class (its queries, decorations and `targetContentOffset`
    /// go through `UICollectionViewLayout`'s engine-backed defaults).
    private let engine: LineLayout

    public override init() {
        engine = LineLayout(sections: [], options: LineLayoutOptions(), collectionView: CollectionViewGeometry(bounds: .zero))
        super.init()
        // The line layout answers in place of the flow layout's grid.
        engineBacking = EngineBacking(engine)
    }
    /// `init?(coder:)`: as `init()` (lattice reads no storyboards or nibs).
    public required convenience init?(coder: NSCoder) { self.init() }

    private func options() -> LineLayoutOptions {
        LineLayoutOptions(scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical, itemSize: itemSize.engine,
                          sectionInset: sectionInset.engine, minimumInteritemSpacing: Double(minimumInteritemSpacing),
                          maximumLineItemSpacing: maximumLineItemSpacing.isFinite ? Double(maximumLineItemSpacing) : nil,
                          itemSide: Self.engine(itemSide), headerReferenceSize: headerReferenceSize.engine,
                          footerReferenceSize: footerReferenceSize.engine, lineThickness: Double(lineThickness),
                          displayArrows: displayArrows, gripSize: gripSize.map(Double.init), tailWidth: tailWidth.map(Double.init),
                          lineLabelSize: lineLabelSize.engine)
    }

    private static func engine(_ side: SWCollectionViewLineLayoutAttributeSide) -> LineItemSide {
        switch side {
        case .left: .left
        case .right: .right
        case .both: .both
        case .either: .either
        }
    }

    private func readSections() -> [LineSection] {
        guard let cv = collectionView else { return [] }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        let line = cv.delegate as? SWCollectionViewDelegateLineLayout
        return (0..<cv.numberOfSections).map { s in
            let items = (0..<cv.numberOfItems(inSection: s)).map { i in
                let p = Foundation.IndexPath(item: i, section: s)
                return LineItem(size: (flow?.collectionView(cv, layout: self, sizeForItemAt: p) ?? itemSize).engine,
                                side: Self.engine(line?.collectionView(cv, layout: self, sideForItemAt: p) ?? itemSide),
                                lineLabel: line?.collectionView(cv, layout: self, lineLabelForItemAt: p))
            }
            return LineSection(insets: (flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset).engine,
                               headerSize: (flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize).engine,
                               footerSize: (flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize).engine,
                               interitemSpacing: Double(flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing),
                               items: items)
        }
    }

    // MARK: UICollectionViewLayout

    /// `prepareLayout`: the delegate's values when the data changed, then the line layout's
    /// pass (not the flow layout's: `super.prepare()` is not called). The queries are
    /// `UICollectionViewLayout`'s engine-backed defaults.
    open override func prepare() {
        let o = options()
        if engine.options != o { engine.options = o }
        engineBacking?.prepare(collectionView) { engine.sections = readSections() }
    }
}
