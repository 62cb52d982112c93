import LatticeFixtures
@testable import LatticeImport
import LatticeLayout
import Testing

/// `ListLayoutCache`: the fit's layouts laid out again only from the first changed section, with
/// the frames a fresh layout gives.
@Suite struct ListLayoutCacheTests {
    static let options = Fixture(name: "cache", viewportWidth: 100, viewportHeight: 200, screenScale: 1,
                                 layout: .list(ListLayoutOptions()), sections: [])

    static func section(top: Double) -> FixtureSection {
        FixtureSection(insets: EdgeInsets(top: top, left: 0, bottom: 0, right: 0), itemSizes: [Size(width: 100, height: 20)])
    }

    static func sections(_ tops: [Double]) -> SettlingArray<FixtureSection> { SettlingArray(tops.map { section(top: $0) }) }

    /// Vertical, 100 wide, one 100 × 20 cell a section. Tops 0, 0, 0: section 2's cell at
    /// 2 · 20 = 40. Section 1's top inset set to 10: its cell at 20 + 10 = 30, section 2's at
    /// 50, and only sections 1 and 2 are laid out again. Section 2 removed: two sections.
    @Test func aChangedSectionIsLaidOutFromItsIndex() throws {
        let cache = ListLayoutCache(), viewport = Size(width: 100, height: 200)
        let first = cache.layout(Self.options, sections: Self.sections([0, 0, 0]), viewport: viewport)
        #expect(first.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 40)
        let changed = try #require(cache.layout(Self.options, sections: Self.sections([0, 10, 0]), viewport: viewport) as? ListLayout)
        #expect(changed.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.y == 30)
        #expect(changed.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 50)
        #expect(changed.lastPrepareLaidOutSections == 2)
        let same = try #require(cache.layout(Self.options, sections: Self.sections([0, 10, 0]), viewport: viewport) as? ListLayout)
        #expect(same.lastPrepareLaidOutSections == 0)
        let shorter = cache.layout(Self.options, sections: Self.sections([0, 10]), viewport: viewport)
        #expect(shorter.numberOfSections == 2 && shorter.attributesForItem(at: IndexPath(item: 0, section: 2)) == nil)
        #expect(shorter.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.y == 30)
    }

    /// The settled front (`SettlingArray`) is compared again only when its token changes. Tops
    /// 0, 0, 0 with sections 0 and 1 settled: section 2's cell at 40. A copy whose settled
    /// section 1 gets a top inset of 10 (a new token): its cells at 30 and 50, sections 1 and 2
    /// laid out again. The original again (its own token, not the last one seen): compared from
    /// section 0, section 1 differs, 2 sections laid out, section 2 back at 40. A section added
    /// to its recent tail: only that one is laid out, its cell at 3 · 20 = 60.
    @Test func theSettledFrontIsComparedWhenItsTokenChanges() throws {
        let cache = ListLayoutCache(), viewport = Size(width: 100, height: 200)
        var original = Self.sections([0, 0, 0])
        original.settle(first: 2)
        #expect(original.settled.count == 2 && original.recent.count == 1)
        #expect(cache.layout(Self.options, sections: original, viewport: viewport).attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 40)
        var copy = original
        copy[1].insets.top = 10
        #expect(copy.token !== original.token)
        let edited = try #require(cache.layout(Self.options, sections: copy, viewport: viewport) as? ListLayout)
        #expect(edited.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame.y == 30)
        #expect(edited.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 50)
        #expect(edited.lastPrepareLaidOutSections == 2)
        let back = try #require(cache.layout(Self.options, sections: original, viewport: viewport) as? ListLayout)
        #expect(back.lastPrepareLaidOutSections == 2)
        #expect(back.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame.y == 40)
        original.append(Self.section(top: 0))
        let grown = try #require(cache.layout(Self.options, sections: original, viewport: viewport) as? ListLayout)
        #expect(grown.lastPrepareLaidOutSections == 1)
        #expect(grown.attributesForItem(at: IndexPath(item: 0, section: 3))?.frame.y == 60)
    }
}
