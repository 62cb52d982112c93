import LatticeLayout

/// A layout with no viewer file of its own (a `LayoutType` a program adds through
/// `LatticeCLI.main(types:)`, which cannot see LatticeViewer) in the viewer: named by its type,
/// scrolling along the axis its type reports for it, with no knobs and the inspector's common
/// lines. It answers every `CollectionLayout` call with the layout's own answer.
final class PlainLayout: ViewerLayout {
    let base: CollectionLayout
    let layoutName: String
    private let direction: ScrollDirection

    init(_ base: CollectionLayout, name: String, scrollDirection: ScrollDirection) {
        self.base = base; layoutName = name; direction = scrollDirection
    }

    var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: direction) }
        set {}
    }
    var supportedKnobs: KnobSupport { [] }

    func inspectorBody(_ context: InspectorContext) -> InspectorBody {
        InspectorBody(title: layoutName, lines: [.init("\(base.numberOfSections) sections, \(base.totalItemCount) items")])
    }

    var collectionView: CollectionViewGeometry {
        get { base.collectionView }
        set { base.collectionView = newValue }
    }
    func prepare() { base.prepare() }
    var contentSize: Size { base.contentSize }
    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) { base.attributes(in: rect, into: &result) }
    func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { base.attributesForItem(at: indexPath) }
    func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        base.attributesForDecorationView(ofKind: kind, at: indexPath)
    }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { base.shouldInvalidate(forBoundsChange: newBounds) }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { base.invalidationContext(forBoundsChange: newBounds) }
    func invalidate(with context: InvalidationContext) { base.invalidate(with: context) }
    func targetContentOffset(proposed: Point, velocity: Point) -> Point { base.targetContentOffset(proposed: proposed, velocity: velocity) }
    var warnings: [LayoutWarning] { base.warnings }
    var warningCount: Int { base.warningCount }
    var firstWarning: LayoutWarning? { base.firstWarning }
    var numberOfSections: Int { base.numberOfSections }
    func numberOfItems(inSection section: Int) -> Int { base.numberOfItems(inSection: section) }
}
