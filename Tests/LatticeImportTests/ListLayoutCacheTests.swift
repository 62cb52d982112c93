import LatticeFixtures
@testable import LatticeImport
import LatticeLayout
import Testing

/// `ListLayoutCache`: the fit's layouts laid out again only from the first changed section, with
/// the frames a fresh layout gives.
@Suite struct ListLayoutCacheTests {
    static func fixture(_ tops: [Double]) -> Fixture {
        Fixture(name: "cache", viewportWidth: 100, viewportHeight: 200, screenScale: 1, layout: .list(ListLayoutOptions()),
                sections: tops.map { FixtureSection(insets: EdgeInsets(top: $0, left: 0, bottom: 0, right: 0), itemSizes: [Size(width: 100, height: 20)]) })
    }

    /// Vertical, 100 wide, one 100 × 20 cell a section. Tops 0, 0, 0: section 2's cell at
    /// 2 · 20 = 40. Section 1's top inset set to 10: its cell at 20 + 10 = 30, section 2's at
    /// 50, and only sections 1 and 2 are laid out again. Section 2 removed: two sections.
    @Test func aChangedSectionIsLaidOutFromItsIndex() throws {
        let cache = ListLayoutCache(), viewport = Size(width: 100, height: 200)
        let first = cache.layout(Self.fixture([0, 0, 0]), viewport: viewport)
        #expect(first.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 40)
        let changed = try #require(cache.layout(Self.fixture([0, 10, 0]), viewport: viewport) as? ListLayout)
        #expect(changed.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.y == 30)
        #expect(changed.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 50)
        #expect(changed.lastPrepareLaidOutSections == 2)
        let same = try #require(cache.layout(Self.fixture([0, 10, 0]), viewport: viewport) as? ListLayout)
        #expect(same.lastPrepareLaidOutSections == 0)
        let shorter = cache.layout(Self.fixture([0, 10]), viewport: viewport)
        #expect(shorter.numberOfSections == 2 && shorter.attributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(shorter.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.y == 30)
    }
}
