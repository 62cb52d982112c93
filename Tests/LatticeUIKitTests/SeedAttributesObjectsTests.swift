import LatticeUIKit
import Testing

private final class TaggedListLayout: IGListCollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { TaggedAttributes.self }
}

/// The attributes objects the seeds' classes return: right values, however they are reused.
@MainActor
@Suite struct SeedAttributesObjectsTests {
    @Test func valuesAreTheCellsInTheRect() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let found = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 20, width: 100, height: 20)))
        #expect(found.map(\.indexPath) == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        #expect(found.map(\.frame) == [CGRect(x: 0, y: 20, width: 40, height: 20), CGRect(x: 40, y: 20, width: 40, height: 20)])
        #expect(found.allSatisfy { $0.representedElementCategory == .cell && $0.representedElementKind == nil && !$0.isHidden })
        withExtendedLifetime((view, items)) {}
    }

    @Test func objectsACallerKeepsAreNotChangedByTheNextQuery() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        let kept = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 20)))
        let later = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 40, width: 100, height: 20)))
        #expect(kept.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        #expect(kept.map(\.frame.origin.y) == [0, 0])
        #expect(later.map(\.indexPath) == [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
        #expect(zip(kept, later).allSatisfy { $0 !== $1 })
        withExtendedLifetime((view, items)) {}
    }

    @Test func reusedObjectsTellTheirNewIndexPath() throws {
        let layout = SixSmallItems.plainListLayout()
        let (view, items) = SixSmallItems.laidOut(layout)
        // Read (and so make) the index paths, drop the objects, query elsewhere.
        let first = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 20))).map(\.indexPath)
        #expect(first == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        let second = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 40, width: 100, height: 20)))
        #expect(second.map(\.indexPath) == [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
        #expect(second.map(\.frame.origin.y) == [40, 40])
        withExtendedLifetime((view, items)) {}
    }

    @Test func aSubclassesAttributesClassIsUsed() throws {
        let layout = TaggedListLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        let (view, items) = SixSmallItems.laidOut(layout)
        for y in [0.0, 40.0] {
            let found = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 100, height: 20)))
            #expect(found.count == 2 && found.allSatisfy { $0 is TaggedAttributes })
            #expect(found.map { $0.frame } == [CGRect(x: 0, y: y, width: 40, height: 20), CGRect(x: 40, y: y, width: 40, height: 20)])
        }
        withExtendedLifetime((view, items)) {}
    }
}
