import Foundation
internal import LatticeLayout

/// Foursquare's `FSQCollectionViewAlignedLayout`: a typesetter that sets cells like words on
/// the lines of each section (paragraph), aligned left, centre or right, with pinned section
/// headers. Backed by lattice's aligned layout; it reads its
/// `FSQCollectionViewDelegateAlignedLayout` (the collection view's delegate) in `prepare()`.
@preconcurrency @MainActor
open class FSQCollectionViewAlignedLayout: UICollectionViewLayout {
    /// The size of cells the delegate does not size. 100 x 100.
    public var defaultCellSize = CGSize(width: 100, height: 100) { didSet { invalidateLayout() } }
    /// The attributes of sections the delegate does not describe. Top left.
    public var defaultSectionAttributes = FSQCollectionViewAlignedLayoutSectionAttributes.topLeftAlignment { didSet { invalidateLayout() } }
    /// The attributes of cells the delegate does not describe.
    public var defaultCellAttributes = FSQCollectionViewAlignedLayoutCellAttributes.defaultCellAttributes { didSet { invalidateLayout() } }
    /// Vertical space between sections. 10.
    public var sectionSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around all the content. 5 on every side.
    public var contentInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5) { didSet { invalidateLayout() } }
    /// The top-most section's header stays at the top. True.
    public var shouldPinSectionHeadersToTop = true { didSet { invalidateLayout() } }

    /// The engine layout behind the class (its queries go through `UICollectionViewLayout`'s
    /// engine-backed defaults).
    private let engine: AlignedLayout

    public override init() {
        engine = AlignedLayout(sections: [], collectionView: CollectionViewGeometry(bounds: .zero))
        super.init()
        engineBacking = EngineBacking(engine, kinds: [ElementKind.header: UICollectionView.elementKindSectionHeader],
                                      seedClass: FSQCollectionViewAlignedLayout.self)
    }
    /// `initWithCoder:`: as `init()` (lattice reads no storyboards or nibs).
    public required convenience init?(coder: NSCoder) { self.init() }

    private func options() -> AlignedLayoutOptions {
        AlignedLayoutOptions(defaultCellSize: defaultCellSize.engine, sectionSpacing: Double(sectionSpacing),
                             contentInsets: contentInsets.engine, pinSectionHeaders: shouldPinSectionHeadersToTop)
    }

    private func readSections() -> [AlignedSection] {
        guard let cv = collectionView else { return [] }
        let delegate = cv.delegate as? FSQCollectionViewDelegateAlignedLayout
        return (0..<cv.numberOfSections).map { s in
            let a = delegate?.collectionView(cv, layout: self, attributesForSectionAt: s) ?? defaultSectionAttributes
            let lineWidth = cv.bounds.width - contentInsets.left - contentInsets.right - a.insets.left - a.insets.right
            var section = AlignedSection(horizontalAlignment: Self.engine(a.horizontalAlignment), verticalAlignment: Self.engine(a.verticalAlignment),
                                         itemSpacing: Double(a.itemSpacing), lineSpacing: Double(a.lineSpacing), insets: a.insets.engine,
                                         headerHeight: Double(delegate?.collectionView(cv, layout: self, referenceHeightForHeaderInSection: s) ?? 0))
            let n = cv.numberOfItems(inSection: s)
            section.items.reserveCapacity(n)
            for i in 0..<n {
                let p = Foundation.IndexPath(item: i, section: s)
                let size = delegate?.collectionView(cv, layout: self, sizeForItemAt: p, remainingLineSpace: lineWidth) ?? defaultCellSize
                let c = delegate?.collectionView(cv, layout: self, attributesForCellAt: p) ?? defaultCellAttributes
                let fills = size.width == lineWidth
                section.items.append(AlignedItem(size: Size(width: fills ? 0 : Double(size.width), height: Double(size.height)), fillsLine: fills,
                                                 insets: c.insets.engine, shouldBeginLine: c.shouldBeginLine, shouldEndLine: c.shouldEndLine,
                                                 startLineIndentation: c.startLineIndentation))
            }
            return section
        }
    }

    private static func engine(_ a: FSQCollectionViewHorizontalAlignment) -> AlignedHorizontalAlignment {
        switch a {
        case .left: .left
        case .right: .right
        case .center: .center
        }
    }
    private static func engine(_ a: FSQCollectionViewVerticalAlignment) -> AlignedVerticalAlignment {
        switch a {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }

    // MARK: UICollectionViewLayout

    /// `prepareLayout`: the delegate's values when the data changed, then the engine's layout
    /// pass. The queries are `UICollectionViewLayout`'s engine-backed defaults.
    open override func prepare() {
        let options = options()
        if engine.options != options { engine.options = options }
        engineBacking?.prepare(collectionView) { engine.sections = readSections() }
    }
}
