import Foundation
internal import LatticeLayout

/// `UICollectionViewFlowLayout`: UIKit's grid, backed by lattice's flow layout (the rules are
/// LatticeLayout's `FlowLayoutRules`, implemented once in the engine).
///
/// Configure it with UIKit's properties and answer `UICollectionViewDelegateFlowLayout` for
/// per-item and per-section values, as on iOS. Subclass it as on iOS: every query
/// (`layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`, …,
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// `shouldInvalidateLayout(forBoundsChange:)`, `invalidationContext(forBoundsChange:)`) is
/// `open`, and `super` answers with the engine's attributes in new objects of
/// `layoutAttributesClass` that the subclass may copy and edit. Header and footer kinds are
/// `UICollectionView.elementKindSectionHeader` and `elementKindSectionFooter`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout, FlowLayoutDefaults {
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// `UICollectionViewFlowLayout.automaticSize`: as `estimatedItemSize`, items size
    /// themselves starting from `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    // Setting a property to a new value invalidates the layout (setting the same value does not,
    // so a subclass may set them in `prepare()`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// `.zero`: no self-sizing; `automaticSize`, or an estimate (FlowLayoutRules §8).
    open var estimatedItemSize = CGSize.zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    open var sectionInset = UIEdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// lattice's collection view has no safe area or layout margins: every reference gives the
    /// same frames (FlowLayoutRules §1).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }
    open var headerReferenceSize = CGSize.zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    open var footerReferenceSize = CGSize.zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }
    open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// The engine layout behind the class.
    private let engine = FlowLayout(sections: [], collectionView: CollectionViewGeometry(bounds: .zero))
    /// The sections the last `prepare()` read (the delegate's answers, the properties where it
    /// gives none): what the viewer's inspector shows, without calling the program's code.
    var preparedSections: [FlowSection] { engine.sections }

    public override init() {
        super.init()
        backWithEngine()
    }
    /// `init?(coder:)`: as `init()` (lattice reads no storyboards or nibs).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backWithEngine()
    }
    private func backWithEngine() {
        let backing = EngineBacking(engine, kinds: [ElementKind.header: UICollectionView.elementKindSectionHeader,
                                                     ElementKind.footer: UICollectionView.elementKindSectionFooter])
        backing.prepareOnDemand = { [unowned self] in prepareEngine() }
        engineBacking = backing
    }

    /// The engine's options: the properties, and the screen's scale for pixel snapping
    /// (FlowLayoutRules §11) from the collection view's `traitCollection.displayScale`, so that
    /// each hosted view stands for its own fixture's screen.
    private func options() -> FlowLayoutOptions {
        let estimate: FlowEstimatedItemSize = estimatedItemSize == .zero ? .none
            : estimatedItemSize == Self.automaticSize ? .automatic : .size(estimatedItemSize.engine)
        return FlowLayoutOptions(scrollDirection: scrollDirection == .horizontal ? .horizontal : .vertical,
                                 itemSize: itemSize.engine, estimatedItemSize: estimate,
                                 minimumLineSpacing: Double(minimumLineSpacing), minimumInteritemSpacing: Double(minimumInteritemSpacing),
                                 sectionInset: sectionInset.engine, headerReferenceSize: headerReferenceSize.engine,
                                 footerReferenceSize: footerReferenceSize.engine,
                                 sectionHeadersPinToVisibleBounds: sectionHeadersPinToVisibleBounds,
                                 sectionFootersPinToVisibleBounds: sectionFootersPinToVisibleBounds,
                                 sectionInsetReference: FlowSectionInsetReference.allCases[sectionInsetReference.rawValue],
                                 screenScale: Double(collectionView?.traitDisplayScale ?? UIScreen.main.scale))
    }

    /// The delegate's answers, section by section (the properties where it gives none).
    private func readSections() -> [FlowSection] {
        guard let cv = collectionView else { return [] }
        let flow = cv.delegate as? UICollectionViewDelegateFlowLayout
        return (0 ..< cv.numberOfSections).map { s in
            let sizes = (0 ..< cv.numberOfItems(inSection: s)).map { i in
                (flow?.collectionView(cv, layout: self, sizeForItemAt: Foundation.IndexPath(item: i, section: s)) ?? itemSize).engine
            }
            return FlowSection(insets: (flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset).engine,
                               lineSpacing: Double(flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing),
                               interitemSpacing: Double(flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing),
                               headerSize: (flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize).engine,
                               footerSize: (flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize).engine,
                               itemSizes: sizes)
        }
    }

    // MARK: UICollectionViewLayout

    /// `prepare()`: the delegate's values when the data or the metrics changed, then the
    /// engine's layout pass. Queries are `UICollectionViewLayout`'s engine-backed defaults. A
    /// subclass whose `prepare()` does not call `super` is prepared at its first query, as
    /// UIKit's flow layout lays out on demand.
    open override func prepare() { prepareEngine() }

    /// The flow layout's own preparation (what `super.prepare()` runs).
    private func prepareEngine() {
        let o = options()
        if engine.options != o { engine.options = o }
        engineBacking?.prepare(collectionView) { engine.sections = readSections() }
    }

    /// UIKit's flow context for a bounds change: the delegate's metrics stay; the attributes are
    /// recomputed only when the engine lays everything out again (a new width).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = flow.engineContext?.invalidateEverything ?? false
        }
        return context
    }

    /// A flow context asking for new delegate metrics or attributes lays everything out again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext, flow.engineContext == nil,
           flow.invalidateFlowLayoutDelegateMetrics || flow.invalidateFlowLayoutAttributes {
            flow.engineContext = .everything
        }
        super.invalidateLayout(with: context)
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`: a flow layout's invalidation, saying
/// whether the delegate's metrics and the layout's attributes must be recomputed (both true in
/// a new context, as in UIKit).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Ask the delegate again for sizes, insets, spacings and reference sizes.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Recompute the attributes from the metrics.
    open var invalidateFlowLayoutAttributes = true

    public required init() { super.init() }
}
