@testable import LatticeLayout

/// A section of `StackLayout`: a header length and item lengths along S.
struct StackSection: UpdatableSection, Hashable {
    var header: Double = 0
    var items: [Double] = []
}

/// A minimal vertical test double for the update machinery (independent of the real layouts):
/// each section is its header (if > 0) then its items, stacked from y = 0, every frame 100 wide.
/// Section s: header at y = start, items one after the other.
final class StackLayout: SectionedLayout {
    var sections: [StackSection]
    var collectionView = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
    var scrollAxis: ScrollDirection { .vertical }
    var lastContext: InvalidationContext?
    private var frames: [LayoutAttributes] = []
    private var height = 0.0

    init(_ sections: [StackSection]) { self.sections = sections; prepare() }

    func prepare() {
        frames = []
        var y = 0.0
        for (s, sec) in sections.enumerated() {
            if sec.header > 0 {
                frames.append(LayoutAttributes(category: .supplementary, kind: ElementKind.header,
                                               indexPath: IndexPath(item: 0, section: s),
                                               frame: Rect(x: 0, y: y, width: 100, height: sec.header), zIndex: 1))
                y += sec.header
            }
            for (i, h) in sec.items.enumerated() {
                frames.append(.cell(IndexPath(item: i, section: s), frame: Rect(x: 0, y: y, width: 100, height: h)))
                y += h
            }
        }
        height = y
    }
    var contentSize: Size { Size(width: 100, height: height) }
    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        for a in frames where a.frame.meets(rect) { result.append(a) }
    }
    func attributesForItem(at p: IndexPath) -> LayoutAttributes? {
        frames.first { $0.category == .cell && $0.indexPath == p }
    }
    func attributesForSupplementaryView(ofKind kind: String, at p: IndexPath) -> LayoutAttributes? {
        frames.first { $0.category == .supplementary && $0.kind == kind && $0.indexPath.section == p.section }
    }
    func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { false }
    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .nothing }
    func invalidate(with context: InvalidationContext) { lastContext = context }
    var warnings: [LayoutWarning] { [] }
    var numberOfSections: Int { sections.count }
    func numberOfItems(inSection s: Int) -> Int { s >= 0 && s < sections.count ? sections[s].items.count : 0 }
}

/// Items labelled by Int, for checking where each one went.
struct Labelled: UpdatableSection, Hashable {
    var id: Int
    var items: [Int]
}

func ip(_ s: Int, _ i: Int) -> IndexPath { IndexPath(item: i, section: s) }
