import LatticeLayout
import Testing

/// The engine's section values as a package outside lattice uses them (`import LatticeLayout`):
/// `ListSection` and `FlowSection` are one delegate-answers type, each with its layout's default
/// spacings, laid out by `ListLayout` and `FlowLayout`.
@Suite struct EngineSectionTests {
    static let geometry = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 320, height: 480))
    static let sizes = Array(repeating: Size(width: 100, height: 50), count: 3)

    /// IGList asks its delegate for every spacing (0 unanswered); UIKit's flow layout has 10.
    @Test func eachLayoutHasItsOwnDefaultSpacings() {
        let list = ListSection(itemSizes: Self.sizes), flow = FlowSection(itemSizes: Self.sizes)
        #expect(list.lineSpacing == 0 && list.interitemSpacing == 0)
        #expect(flow.lineSpacing == 10 && flow.interitemSpacing == 10)
        #expect(list.itemSizes == flow.itemSizes && list.insets == flow.insets)
    }

    /// Three 100×50 items in 320 points. List, no spacing: x = 0, 100, 200 on one row
    /// (0 + 300 ≤ 320 + 1). Flow, 10 between items: 3·100 + 2·10 = 320 fills the row exactly,
    /// so nothing is spread: x = 0, 110, 220.
    @Test func bothLayoutsLayOutTheirSections() {
        let list = ListLayout(sections: [ListSection(itemSizes: Self.sizes)], options: ListLayoutOptions(),
                              collectionView: Self.geometry)
        let flow = FlowLayout(sections: [FlowSection(itemSizes: Self.sizes)], collectionView: Self.geometry)
        list.prepare()
        flow.prepare()
        func frames(_ layout: CollectionLayout) -> [Rect?] {
            (0 ..< 3).map { layout.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        }
        #expect(frames(list) == [0, 100, 200].map { Rect(x: $0, y: 0, width: 100, height: 50) })
        #expect(frames(flow) == [0, 110, 220].map { Rect(x: $0, y: 0, width: 100, height: 50) })
    }
}
