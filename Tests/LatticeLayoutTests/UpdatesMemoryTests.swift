import Testing
@testable import LatticeLayout

/// An update costs memory in proportion to what it changes: the mapping of an insert into a big
/// section holds only the changed items, not a table with an entry per item of the section (two
/// such tables would be about 25 MB per `a` on a million items).
@Suite struct UpdatesMemoryTests {
    @Test func aMappingHoldsOnlyTheChanges() throws {
        let m = try UpdateMapping(oldItemCounts: [1_000_000, 5], batch: BatchUpdate([.insertItem(ip(0, 7)), .deleteItem(ip(0, 3)),
                                                                                    .moveItem(from: ip(1, 0), to: ip(0, 0))]))
        #expect(m.arrivals[0].count == 2 && m.departures[0].count == 1 && m.departures[1].count == 1)
        #expect(m.arrivals[1].isEmpty)
        // And answers by rule: old 0.0 …0.2 shift up one (a move arrives at 0); 0.3 is deleted;
        // 0.4 … 0.6 keep their index; 0.7 goes to 0.8 past the insert at 7.
        #expect(m.newIndexPath(forOld: ip(0, 0)) == ip(0, 1))
        #expect(m.newIndexPath(forOld: ip(0, 3)) == nil)
        #expect(m.newIndexPath(forOld: ip(0, 6)) == ip(0, 6))
        #expect(m.newIndexPath(forOld: ip(0, 7)) == ip(0, 8))
        #expect(m.newIndexPath(forOld: ip(1, 0)) == ip(0, 0))
        #expect(m.newIndexPath(forOld: ip(1, 1)) == ip(1, 0))
        #expect(m.oldIndexPath(forNew: ip(0, 7)) == nil)
        #expect(m.oldIndexPath(forNew: ip(0, 999_999)) == ip(0, 999_998))
        #expect(m.newItemCount(inSection: 0) == 1_000_001)
    }

    @Test func undoStepsKeepOnlyWhatTheirBatchRemoved() throws {
        let n = 20_000
        let layout = UpdatingLayout(StackLayout([StackSection(header: 10, items: [Double](repeating: 20, count: n))]))
        // 40 inserts: an insert removes nothing, so its step keeps nothing but its inverse.
        var steps: [BatchUndo] = []
        for k in 0..<40 {
            steps.append(try #require(try layout.performBatchUpdates(.insertItems([ip(0, 1 + k)]), copying: ip(0, 0)).undo))
        }
        #expect(steps.allSatisfy { $0.keptItems == 0 && $0.keptSections == 0 })
        // Two deletes keep the two items.
        let delete = try #require(try layout.performBatchUpdates(BatchUpdate([.deleteItem(ip(0, 2)), .deleteItem(ip(0, 5))])).undo)
        #expect(delete.keptItems == 2 && delete.keptSections == 0)
        try layout.undoBatchUpdate(delete)
        for step in steps.reversed() { try layout.undoBatchUpdate(step) }
        #expect(layout.numberOfItems(inSection: 0) == n)             // 40 inserts and 2 deletes, all taken back
    }

    @Test func undoRestoresDeletedContent() throws {
        let layout = UpdatingLayout(StackLayout([StackSection(header: 10, items: [20, 30, 40, 50])]))
        let items = try #require(try layout.performBatchUpdates(BatchUpdate([.deleteItem(ip(0, 1)), .deleteItem(ip(0, 3))])).undo)
        #expect(layout.base.sections[0].items == [20, 40])
        let section = try #require(try layout.performBatchUpdates(.deleteSections([0])).undo)
        #expect(layout.base.sections.isEmpty)
        #expect(section.keptSections == 1)
        try layout.undoBatchUpdate(section)
        try layout.undoBatchUpdate(items)
        #expect(layout.base.sections[0].items == [20, 30, 40, 50])
    }
}
