import Foundation
internal import LatticeLayout

/// IGListKit's `IGListCollectionViewLayout` (`ListCollectionViewLayout` in Swift): rows of
/// items flowing like a typewriter across sections, headers that newline their section and can
/// stick. Backed by lattice's list layout; sizes, insets, spacings and reference sizes come from
/// the collection view's `UICollectionViewDelegateFlowLayout`, as IGList reads them.
@preconcurrency @MainActor
open class IGListCollectionViewLayout: UICollectionViewLayout {
    /// The engine's options, which the properties below are a view of (one declaration of each
    /// option: `ListLayoutOptions`). The screen scale is read at every layout pass.
    private var engineOptions: ListLayoutOptions

    /// Direction in which the layout scrolls.
    public var scrollDirection: UICollectionView.ScrollDirection { engineOptions.scrollDirection == .horizontal ? .horizontal : .vertical }
    /// Section headers stick to the top (leading edge) while their section is in view.
    public var stickyHeaders: Bool { engineOptions.stickyHeaders }
    /// Offsets the sticky headers (top or left content inset); ignored without sticky headers.
    public var topContentInset: CGFloat { CGFloat(engineOptions.topContentInset) }
    /// Stretch the last item of a row to the edge when it ends within 1 point of it.
    public var stretchToEdge: Bool { engineOptions.stretchToEdge }
    /// Moves the sticky headers along the scroll axis; changing it invalidates the layout
    /// (supplementary views only).
    public var stickyHeaderYOffset: CGFloat {
        get { CGFloat(engineOptions.stickyHeaderYOffset) }
        set {
            guard Double(newValue) != engineOptions.stickyHeaderYOffset else { return }
            engineOptions.stickyHeaderYOffset = Double(newValue)
            let context = makeInvalidationContext()
            context.engineContext = .supplementaryOnly
            invalidateLayout(with: context)
        }
    }
    /// Empty sections still show their header and footer.
    public var showHeaderWhenEmpty: Bool {
        get { engineOptions.showHeaderWhenEmpty }
        set {
            guard newValue != engineOptions.showHeaderWhenEmpty else { return }
            engineOptions.showHeaderWhenEmpty = newValue
            invalidateLayout()
        }
    }

    /// The engine layout behind the class (its queries go through `UICollectionViewLayout`'s
    /// engine-backed defaults).
    private let engine: ListLayout

    /// `initWithStickyHeaders:scrollDirection:topContentInset:stretchToEdge:`.
    public init(stickyHeaders: Bool, scrollDirection: UICollectionView.ScrollDirection, topContentInset: CGFloat, stretchToEdge: Bool) {
        engineOptions = ListLayoutOptions(scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical,
                                          stickyHeaders: stickyHeaders, topContentInset: Double(topContentInset),
                                          stretchToEdge: stretchToEdge)
        engine = ListLayout(sections: [], options: ListLayoutOptions(), collectionView: CollectionViewGeometry(bounds: .zero))
        super.init()
        engineBacking = EngineBacking(engine, kinds: [ElementKind.header: UICollectionView.elementKindSectionHeader,
                                                  ElementKind.footer: UICollectionView.elementKindSectionFooter],
                                      seedClass: IGListCollectionViewLayout.self)
    }

    /// `initWithCoder:`: unavailable, as in IGListKit (a list layout is made in code).
    @available(*, unavailable, message: "IGListCollectionViewLayout is made with init(stickyHeaders:scrollDirection:topContentInset:stretchToEdge:)")
    public required init?(coder: NSCoder) { return nil }

    /// `initWithStickyHeaders:topContentInset:stretchToEdge:`: vertical scrolling.
    public convenience init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
        self.init(stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset, stretchToEdge: stretchToEdge)
    }

    /// `didModifySection:`: the sections from `modifiedSection` on are laid out again at the next
    /// layout pass (earlier ones are kept).
    public func didModifySection(_ modifiedSection: Int) {
        let context = makeInvalidationContext()
        context.engineContext = InvalidationContext(modifiedSection: modifiedSection)
        invalidateLayout(with: context)
    }

    // MARK: Reading the delegate

    /// The engine's options with the screen's scale: IGList reads `UIScreen.mainScreen.scale`;
    /// here the collection view's `traitCollection.displayScale`, the same on a device, so that
    /// each hosted view can stand for its own fixture's screen.
    private func options(_ view: UICollectionView?) -> ListLayoutOptions {
        var o = engineOptions
        o.screenScale = Double(view?.traitDisplayScale ?? UIScreen.main.scale)
        return o
    }

    private func readSections() -> [ListSection] {
        guard let cv = collectionView else { return [] }
        let delegate = cv.delegate as? UICollectionViewDelegateFlowLayout
        let fixture = delegate as? LatticeFixtureDelegate
        // lattice's own delegate in lattice's own view: every section's answers in one piece.
        if type(of: cv) == UICollectionView.self, let all = fixture?.everySection({ a in
            ListSection(insets: a.insets, lineSpacing: a.lineSpacing, interitemSpacing: a.interitemSpacing,
                        headerSize: a.header, footerSize: a.footer, itemSizes: a.sizes)
        }) {
            return all
        }
        return (0..<cv.numberOfSections).map { s in
            let sizes = itemSizes(cv, delegate, fixture, section: s, count: cv.numberOfItems(inSection: s))
            if let a = fixture?.flowAnswers(inSection: s) {
                return ListSection(insets: a.insets, lineSpacing: a.lineSpacing, interitemSpacing: a.interitemSpacing,
                                   headerSize: a.header, footerSize: a.footer, itemSizes: sizes)
            }
            return ListSection(insets: delegate?.collectionView(cv, layout: self, insetForSectionAt: s).engine ?? .zero,
                               lineSpacing: Double(delegate?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? 0),
                               interitemSpacing: Double(delegate?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? 0),
                               headerSize: delegate?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s).engine ?? .zero,
                               footerSize: delegate?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s).engine ?? .zero,
                               itemSizes: sizes)
        }
    }

    /// The items' sizes, asked item by item as IGList does (`sizeForItemAt`); from lattice's own
    /// fixture-backed delegate (the command line's and `lattice bench`'s), read in one piece:
    /// the same values without a call per item.
    private func itemSizes(_ cv: UICollectionView, _ delegate: UICollectionViewDelegateFlowLayout?, _ fixture: LatticeFixtureDelegate?,
                           section s: Int, count n: Int) -> [Size] {
        if let fixture, let sizes = fixture.itemSizes(inSection: s), sizes.count == n { return sizes }
        guard let delegate else { return Array(repeating: .zero, count: n) }
        var sizes: [Size] = []
        sizes.reserveCapacity(n)
        var p = Foundation.IndexPath(item: 0, section: s)
        for i in 0..<n {
            p.item = i
            sizes.append(delegate.collectionView(cv, layout: self, sizeForItemAt: p).engine)
        }
        return sizes
    }

    // MARK: UICollectionViewLayout

    /// `prepareLayout`: the delegate's values when the data changed, then the engine's layout
    /// pass. The queries are `UICollectionViewLayout`'s engine-backed defaults.
    open override func prepare() {
        let view = collectionView
        let options = options(view)
        if engine.options != options { engine.options = options }
        engineBacking?.prepare(view) { engine.sections = readSections() }
    }
}

/// IGListKit's Swift name for the layout (`NS_SWIFT_NAME(ListCollectionViewLayout)`).
public typealias ListCollectionViewLayout = IGListCollectionViewLayout
