import LatticeUIKit
import Testing

/// A layout subclass that tags what `super` answers and moves the first item 5 points right,
/// as an app's subclass adding an attribute would.
private final class TaggingListLayout: IGListCollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let found = super.layoutAttributesForElements(in: rect)
        for a in found ?? [] {
            (a as? TaggedAttributes)?.tag = 10 + a.indexPath.item
            if a.indexPath.item == 0 { a.frame.origin.x += 5 }
        }
        return found
    }
}

/// The attributes objects of an engine-backed layout (`UICollectionViewLayoutAttributes`
/// itself) take their values when first read: whatever is read, kept, copied or changed, and
/// whenever, shows the values of the query that returned it, as filled objects would.
@MainActor
@Suite struct AttributesOnDemandTests {
    private func row(_ y: CGFloat) -> CGRect { CGRect(x: 0, y: y, width: 100, height: 20) }

    @Test func anArrayKeptUnreadShowsItsOwnQueryAfterTheNext() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let kept = try #require(layout.layoutAttributesForElements(in: row(0)))   // nothing read yet
        let later = try #require(layout.layoutAttributesForElements(in: row(40)))
        #expect(later.map(\.frame) == [CGRect(x: 0, y: 40, width: 40, height: 20), CGRect(x: 40, y: 40, width: 40, height: 20)])
        #expect(kept.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)])
        #expect(kept.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        withExtendedLifetime((view, items)) {}
    }

    @Test func anObjectKeptWithoutItsArrayShowsItsOwnQuery() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let kept = try #require(layout.layoutAttributesForElements(in: row(20))?.last)   // item 3, unread
        for y in [0.0, 40.0, 20.0] { _ = layout.layoutAttributesForElements(in: row(y)) }
        #expect(kept.indexPath == IndexPath(item: 3, section: 0))
        #expect(kept.frame == CGRect(x: 40, y: 20, width: 40, height: 20))
        #expect(kept.representedElementCategory == .cell && kept.representedElementKind == nil)
        withExtendedLifetime((view, items)) {}
    }

    @Test func aCopyOfAnUnreadObjectHasItsValuesAndIsEqualToIt() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let original = try #require(layout.layoutAttributesForElements(in: row(20))?.first)   // item 2, unread
        let copy = try #require(original.copy() as? UICollectionViewLayoutAttributes)
        #expect(copy !== original && copy.isEqual(original) && original.isEqual(copy))
        _ = layout.layoutAttributesForElements(in: row(40))
        #expect(copy.frame == CGRect(x: 0, y: 20, width: 40, height: 20) && copy.indexPath == IndexPath(item: 2, section: 0))
        #expect(copy.isEqual(original))
        withExtendedLifetime((view, items)) {}
    }

    @Test func aChangedObjectKeepsItsChangeAndTheNextQueryIsTheEngines() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let changed = try #require(layout.layoutAttributesForElements(in: row(0))?.first)
        changed.alpha = 0.5                                         // set before anything was read
        #expect(changed.frame == CGRect(x: 0, y: 0, width: 40, height: 20) && changed.alpha == 0.5)
        let next = try #require(layout.layoutAttributesForElements(in: row(40)))
        #expect(next.map(\.alpha) == [1, 1] && next.map(\.frame.origin.y) == [40, 40])
        #expect(changed.alpha == 0.5 && changed.frame.origin.y == 0)
        withExtendedLifetime((view, items)) {}
    }

    @Test func aChangedObjectNobodyKeepsIsRightAtTheNextQuery() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        try #require(layout.layoutAttributesForElements(in: row(0))?.first).zIndex = 700
        // The same row again: the changed object (dropped) may be reused; it shows the engine's
        // values, zIndex 1000·section + item (ListLayoutRules §7).
        let next = try #require(layout.layoutAttributesForElements(in: row(0)))
        #expect(next.map(\.zIndex) == [0, 1])
        #expect(next.map(\.frame.origin.y) == [0, 0] && next.map(\.indexPath.item) == [0, 1])
        withExtendedLifetime((view, items)) {}
    }

    @Test func aSubclassesObjectsAreFilledThroughItsClassAndKeepItsProperty() throws {
        let layout = TaggingListLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        let (view, items) = SixSmallItems.laidOut(layout)
        let first = try #require(layout.layoutAttributesForElements(in: row(0)))
        let tagged = first.compactMap { $0 as? TaggedAttributes }
        #expect(tagged.count == 2 && tagged.map(\.tag) == [10, 11])
        #expect(tagged.map(\.frame) == [CGRect(x: 5, y: 0, width: 40, height: 20), CGRect(x: 40, y: 0, width: 40, height: 20)])
        let copy = try #require(tagged[1].copy() as? TaggedAttributes)
        #expect(copy.tag == 11 && copy.isEqual(tagged[1]))
        copy.tag = 12
        #expect(!copy.isEqual(tagged[1]))
        let second = try #require(layout.layoutAttributesForElements(in: row(20))).compactMap { $0 as? TaggedAttributes }
        #expect(second.map(\.tag) == [12, 13] && second.map(\.frame.origin) == [CGPoint(x: 0, y: 20), CGPoint(x: 40, y: 20)])
        #expect(tagged.map(\.tag) == [10, 11] && tagged[0].frame.origin == CGPoint(x: 5, y: 0))
        withExtendedLifetime((view, items)) {}
    }
}
