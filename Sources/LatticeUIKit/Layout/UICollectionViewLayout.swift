import Foundation

/// `UICollectionViewLayout`: the abstract base class a layout subclasses. Override what UIKit
/// lets you override; the collection view (`UICollectionView`, or the lattice viewer through
/// it) calls these members in UIKit's order (see the LatticeUIKit documentation, "Lifecycle").
///
/// Every default is UIKit's: no content, no attributes, no invalidation on bounds changes, the
/// proposed offset, nil for the appearing / disappearing attributes. The seeds' classes
/// (`IGListCollectionViewLayout`, …) are the exception: they are made with an engine layout
/// behind them, which answers the queries and bounds-change invalidation in their place, so
/// that their subclasses reach it through `super`. Main-actor isolated, as in UIKit
/// (UIKitDifferences §2).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is assigned to one).
    /// Read-only, as in UIKit, so a subclass may override it with the non-optional type
    /// (`override var collectionView: UICollectionView { super.collectionView! }`).
    open var collectionView: UICollectionView? { assignedCollectionView }
    /// The view behind `collectionView`. Read on every query, so without Swift's dynamic
    /// exclusivity check (main thread only), and not `weak`: the view sets it back to nil as it
    /// goes (its `deinit`), which is what a weak reference would do, and a weakly referenced
    /// object pays for a side table at every retain and release (the view is retained at
    /// every call into the layout).
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var assignedCollectionView: UICollectionView?

    /// The engine layout answering this layout's queries: set once by the seeds' classes as
    /// they are made; nil for a layout of one's own, which gets UIKit's defaults. (A property,
    /// not an initialiser parameter: a non-public designated initialiser here would keep
    /// subclasses in other modules from inheriting the seeds' convenience initialisers.)
    final var engineBacking: EngineBacking?

    public override init() { super.init() }
    /// `init?(coder:)`, required as in UIKit (NSCoding): a subclass that declares a designated
    /// initialiser declares this one too. lattice decodes no storyboards or nibs, so the coder is
    /// not read: the layout is made as by `init()`.
    public required init?(coder: NSCoder) { super.init() }
    /// `awakeFromNib()`: never called (lattice loads no nibs).
    open func awakeFromNib() {}

    // MARK: Providing layout attributes

    /// The class of the attributes objects the layout makes (`UICollectionViewLayoutAttributes`
    /// or a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// `prepareLayout`: called first in every layout pass after an invalidation.
    open func prepare() {}
    /// The size of all the content.
    open var collectionViewContentSize: CGSize { engineBacking?.contentSize ?? .zero }
    /// Everything whose frame meets `rect`: cells, supplementary and decoration views.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        engineBacking?.elements(self, in: rect)
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engineBacking?.item(self, at: indexPath)
    }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engineBacking?.supplementary(self, kind: elementKind, at: indexPath)
    }
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        engineBacking?.decoration(self, kind: elementKind, at: indexPath)
    }
    /// Where scrolling stops; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        engineBacking?.targetContentOffset(self, proposed: proposedContentOffset, velocity: velocity) ?? proposedContentOffset
    }
    /// Where to scroll after a layout change or an update; the proposal by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Layout direction

    /// True when the collection view should mirror the layout's frames horizontally in a
    /// layout direction other than `developmentLayoutDirection` (right-to-left for a layout
    /// written left-to-right). False by default, as in UIKit (`UICollectionViewFlowLayout` says
    /// true).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
    /// The direction the layout's frames are written for: left-to-right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // MARK: Invalidating the layout

    /// Asked on every bounds change (every scroll, every resize); false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        engineBacking?.shouldInvalidate(collectionView, forBoundsChange: newBounds) ?? false
    }
    /// The context for a bounds change the layout said invalidates it. By default, a new context
    /// of `invalidationContextClass` with nothing marked but the bounds change itself.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        engineBacking?.context(self, forBoundsChange: newBounds) ?? makeInvalidationContext()
    }
    /// Invalidates everything: `invalidateLayout(with:)` with `invalidateEverything` set.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }
    /// Marks the layout invalid; the next layout pass calls `prepare()`. Overrides read the
    /// context and call `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        engineBacking?.invalidate(with: context)
        collectionView?.layoutDidInvalidate(with: context)
    }

    // MARK: Self-sizing cells

    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`: asked when
    /// a self-sizing cell prefers other attributes. lattice's cells have no content to size them,
    /// so it is never asked; false by default, as in UIKit.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: a new context of
    /// `invalidationContextClass` (never asked by lattice, as above).
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Responding to collection view updates

    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Coordinating animated changes

    /// Called after `prepare()` when a resize invalidated the layout, with the bounds before it.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    /// Called after the resize's layout pass.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Transitioning between layouts

    /// `prepareForTransition(from:)`, `prepareForTransition(to:)`, `finalizeLayoutTransition()`:
    /// never called (lattice does not switch a collection view's layout).
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}
    open func finalizeLayoutTransition() {}

    // MARK: Registering decoration views

    /// Registers (or, with nil, unregisters) the view class of a decoration kind. lattice makes
    /// no views (the viewer draws every element from its attributes), so the class is not kept.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// A new context of `invalidationContextClass` (UICollectionViewLayoutInvalidationContext if
    /// the class returned is not one).
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let cls = (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return cls.init()
    }
}
