import Foundation

/// `UICollectionViewTransitionLayout`: the layout a collection view uses while an interactive
/// transition moves it from `currentLayout` to `nextLayout`
/// (`UICollectionView.startInteractiveTransition(to:completion:)`). Subclasses override its
/// queries, call `super` and adjust what it gives, as in UIKit.
///
/// What it lays out: every element either layout gives for the rectangle, at `transitionProgress`
/// of the way from its attributes in `currentLayout` to those in `nextLayout` (centre, size and
/// alpha linearly; the rest, the class included, from `currentLayout`'s copy); an element only
/// one layout has keeps that layout's attributes. The content size is interpolated the same way.
/// lattice's reading of UIKit's documentation ("updates the positions of affected cells" as the
/// progress moves), not checked on a device. The viewer does not animate the progress: it lays
/// out whatever progress the program sets.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition ends on.
    public let nextLayout: UICollectionViewLayout
    /// How far the transition has gone, from 0 to 1. Setting another value invalidates the
    /// layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }
    /// Set while the transition is an interactive one a collection view started: what to call
    /// when it finishes or is cancelled.
    var interactiveCompletion: UICollectionView.LayoutInteractiveTransitionCompletion?
    /// The values `updateValue(_:forAnimatedKey:)` keeps, by key.
    private var animatedValues: [String: CGFloat] = [:]

    /// `init(currentLayout:nextLayout:)`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }
    /// `init?(coder:)`: no storyboards or nibs are read; there are no layouts to transition
    /// between, so nil.
    public required init?(coder: NSCoder) { return nil }

    /// `updateValue(_:forAnimatedKey:)`: keeps a value of the transition's own under `key`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) { animatedValues[key] = value }
    /// `value(forAnimatedKey:)`: the value last kept under `key`, else 0.
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Prepares both layouts, each seeing this layout's collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.assignedCollectionView = collectionView
            layout.prepare()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var result: [UICollectionViewLayoutAttributes] = []
        var matched = Set<ElementKey>()
        for a in from {
            let key = ElementKey(a)
            let b = to.first { ElementKey($0) == key } ?? counterpart(of: a, in: nextLayout)
            if b != nil { matched.insert(key) }
            result.append(blend(a, b))
        }
        for b in to where !matched.contains(ElementKey(b)) {
            result.append(blend(counterpart(of: b, in: currentLayout), b) )
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        pair(currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
             nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    // MARK: Interpolation

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    private func pair(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        switch (a, b) {
        case (let a?, _): blend(a, b)
        case (nil, let b?): blend(nil, b)
        case (nil, nil): nil
        }
    }

    /// The element at `progress` between `a` (current) and `b` (next): a copy of `a` (else of
    /// `b`) with centre, size and alpha mixed when both are there.
    private func blend(_ a: UICollectionViewLayoutAttributes?, _ b: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes {
        // swiftlint:disable:next force_cast
        let result = (a ?? b)!.copy() as! UICollectionViewLayoutAttributes
        guard let a, let b else { return result }
        result.center = CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        result.size = CGSize(width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height))
        result.alpha = mix(a.alpha, b.alpha)
        return result
    }

    /// The same element in `layout`, asked by index path.
    private func counterpart(of a: UICollectionViewLayoutAttributes, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch a.representedElementCategory {
        case .cell: layout.layoutAttributesForItem(at: a.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: a.representedElementKind ?? "", at: a.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: a.representedElementKind ?? "", at: a.indexPath)
        }
    }

    /// An element's identity: category, kind and index path.
    private struct ElementKey: Hashable {
        var category: Int, kind: String?, indexPath: IndexPath
        init(_ a: UICollectionViewLayoutAttributes) {
            category = a.representedElementCategory.rawValue; kind = a.representedElementKind; indexPath = a.indexPath
        }
    }
}
