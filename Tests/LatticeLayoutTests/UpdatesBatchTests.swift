import Testing
@testable import LatticeLayout

/// Batch semantics worked out by hand from UIKit's rules (UICollectionView
/// `performBatchUpdates:`: deletes and reloads name old paths, inserts new ones, moves old → new;
/// inserted and moved-in elements take exactly the new indices named, the others keep their order
/// and fill the rest).
@Suite struct UpdatesBatchTests {
    let five = [Labelled(id: 0, items: [10, 11, 12, 13, 14])]

    @Test func deleteInsertMoveInOneSection() throws {
        // [a b c d e] delete b (old 1), insert X at new 0, move d (old 3) to new 4.
        // New count 5 - 1 - 1 + 1 + 1 = 5; X at 0, d at 4, a c e fill 1 2 3: [X a c e d].
        let batch = BatchUpdate([.deleteItem(ip(0, 1)), .insertItem(ip(0, 0)), .moveItem(from: ip(0, 3), to: ip(0, 4))])
        let (new, m) = try five.applying(batch, content: UpdateContent(item: { _ in 99 }))
        #expect(new[0].items == [99, 10, 12, 14, 13])
        #expect(m.newIndexPath(forOld: ip(0, 0)) == ip(0, 1))
        #expect(m.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(m.newIndexPath(forOld: ip(0, 2)) == ip(0, 2))
        #expect(m.newIndexPath(forOld: ip(0, 3)) == ip(0, 4))
        #expect(m.newIndexPath(forOld: ip(0, 4)) == ip(0, 3))
        #expect(m.oldIndexPath(forNew: ip(0, 0)) == nil)
        #expect(m.oldIndexPath(forNew: ip(0, 4)) == ip(0, 3))
        #expect(m.newItemCount(inSection: 0) == 5)
        #expect(!m.hasSameItems(newSection: 0))
        #expect(batch.lowestAffectedSection == 0)
    }

    @Test func orderInsideTheBatchDoesNotMatter() throws {
        let a = BatchUpdate([.insertItem(ip(0, 2)), .deleteItem(ip(0, 0))])
        let b = BatchUpdate([.deleteItem(ip(0, 0)), .insertItem(ip(0, 2))])
        let content = UpdateContent<Labelled>(item: { _ in 99 })
        // Delete a → [b c d e], then insert at 2 → [b c X d e].
        #expect(try five.applying(a, content: content).sections[0].items == [11, 12, 99, 13, 14])
        #expect(try five.applying(b, content: content).sections[0].items == [11, 12, 99, 13, 14])
    }

    @Test func reloadKeepsTheSlotButIsANewElement() throws {
        // [a b c] reload b, delete a → [b' c]; b' sits at new 0 but is not "the same" element.
        let data = [Labelled(id: 0, items: [1, 2, 3])]
        let (new, m) = try data.applying(BatchUpdate([.reloadItem(ip(0, 1)), .deleteItem(ip(0, 0))]),
                                         content: UpdateContent(item: { p in 100 + p.item }))
        #expect(new[0].items == [100, 3])
        #expect(m.newIndexPath(forOld: ip(0, 1)) == nil)
        #expect(m.newIndexPath(forReloadedItem: ip(0, 1)) == ip(0, 0))
        #expect(m.oldIndexPath(forNew: ip(0, 0)) == nil)
        #expect(m.newIndexPath(forOld: ip(0, 2)) == ip(0, 1))
        // Without content, a reload keeps the old item (the data source answers the same).
        #expect(try data.applying(.reloadItems([ip(0, 1)])).sections[0].items == [1, 2, 3])
    }

    @Test func moveAcrossSections() throws {
        // S0 [a b], S1 [c]: move a (item 0.0) → 1.1 gives S0 [b], S1 [c a].
        let data = [Labelled(id: 0, items: [1, 2]), Labelled(id: 1, items: [3])]
        let (new, m) = try data.applying(.moveItem(from: ip(0, 0), to: ip(1, 1)))
        #expect(new.map(\.items) == [[2], [3, 1]])
        #expect(m.newIndexPath(forOld: ip(0, 0)) == ip(1, 1))
        #expect(m.newIndexPath(forOld: ip(0, 1)) == ip(0, 0))
        #expect(m.oldIndexPath(forNew: ip(1, 0)) == ip(1, 0))
    }

    @Test func sectionDeleteInsertMove() throws {
        // [A B C D]: delete 1 (B), insert N at 0, move D (3) → 1. New count 4; N at 0, D at 1,
        // A C fill 2 3: [N D A C].
        let data = (0..<4).map { Labelled(id: $0, items: [$0]) }
        let batch = BatchUpdate([.deleteSection(1), .insertSection(0), .moveSection(from: 3, to: 1)])
        let (new, m) = try data.applying(batch, content: UpdateContent(section: { Labelled(id: 100 + $0, items: []) }))
        #expect(new.map(\.id) == [100, 3, 0, 2])
        #expect(m.newSection(forOld: 0) == 2)
        #expect(m.newSection(forOld: 1) == nil)
        #expect(m.newSection(forOld: 3) == 1)
        #expect(m.oldSection(forNew: 0) == nil)
        #expect(m.newIndexPath(forOld: ip(3, 0)) == ip(1, 0))   // items ride with their section
        #expect(m.newItemCount(inSection: 0) == nil)              // inserted: the data source's count
        #expect(m.hasSameItems(newSection: 1) && m.newItemCount(inSection: 1) == 1)   // D moved whole
    }

    @Test func sectionReload() throws {
        let data = (0..<3).map { Labelled(id: $0, items: [$0]) }
        let (new, m) = try data.applying(.reloadSections([1]), content: UpdateContent(section: { Labelled(id: 50 + $0, items: [7, 7]) }))
        #expect(new.map(\.id) == [0, 51, 2])
        #expect(m.newSection(forOld: 1) == 1)
        #expect(m.survivingSection(forOld: 1) == nil)             // its header is a new element
        #expect(m.newIndexPath(forOld: ip(1, 0)) == nil)
        #expect(m.newElementID(forOld: ElementID(category: .supplementary, kind: "header", indexPath: ip(2, 0)))?.indexPath == ip(2, 0))
    }

    @Test func lowestAffectedSection() {
        #expect(BatchUpdate().lowestAffectedSection == nil)
        #expect(BatchUpdate([.insertItem(ip(3, 0)), .moveSection(from: 5, to: 2)]).lowestAffectedSection == 2)
        #expect(BatchUpdate([.moveItem(from: ip(4, 1), to: ip(1, 0))]).lowestAffectedSection == 1)
    }

    @Test func inverseUndoesABatch() throws {
        let data = [Labelled(id: 0, items: [1, 2, 3, 4]), Labelled(id: 1, items: [5])]
        let batch = BatchUpdate([.deleteItem(ip(0, 1)), .insertItem(ip(1, 0)), .moveItem(from: ip(0, 3), to: ip(0, 0)),
                                 .reloadItem(ip(0, 2)), .insertSection(2)])
        let (new, m) = try data.applying(batch, content: UpdateContent(item: { _ in 9 }, section: { Labelled(id: $0, items: []) }))
        #expect(new.map(\.items) == [[4, 1, 9], [9, 5], []])
        let back = try new.applying(batch.inverse(m), content: UpdateContent(item: { data[$0.section].items[$0.item] }, section: { data[$0] }))
        #expect(back.sections == data)
    }

    // MARK: Invalid batches: reported, nothing crashes.

    @Test(arguments: [
        (BatchUpdate([.deleteItem(ip(0, 5))]), BatchUpdateError.itemOutOfRange(.deleteItem(ip(0, 5)), count: 5)),
        (BatchUpdate([.deleteItem(ip(0, -1))]), .itemOutOfRange(.deleteItem(ip(0, -1)), count: 5)),
        // [5 items] + 1 insert = 6 items: new index 6 is past the end.
        (BatchUpdate([.insertItem(ip(0, 6))]), .itemOutOfRange(.insertItem(ip(0, 6)), count: 6)),
        (BatchUpdate([.deleteItem(ip(1, 0))]), .sectionOutOfRange(.deleteItem(ip(1, 0)), count: 1)),
        (BatchUpdate([.deleteItem(ip(0, 2)), .moveItem(from: ip(0, 2), to: ip(0, 0))]),
         .conflict(.deleteItem(ip(0, 2)), .moveItem(from: ip(0, 2), to: ip(0, 0)))),
        (BatchUpdate([.insertItem(ip(0, 1)), .moveItem(from: ip(0, 3), to: ip(0, 1))]),
         .conflict(.insertItem(ip(0, 1)), .moveItem(from: ip(0, 3), to: ip(0, 1)))),
        (BatchUpdate([.deleteItem(ip(0, 0)), .deleteItem(ip(0, 0))]), .conflict(.deleteItem(ip(0, 0)), .deleteItem(ip(0, 0)))),
        (BatchUpdate([.deleteSection(0), .deleteItem(ip(0, 0))]), .itemInReplacedSection(.deleteItem(ip(0, 0)))),
        (BatchUpdate([.insertSection(0), .insertItem(ip(0, 0))]), .itemInReplacedSection(.insertItem(ip(0, 0)))),
        (BatchUpdate([.deleteSection(1)]), .sectionOutOfRange(.deleteSection(1), count: 1)),
        (BatchUpdate([.moveSection(from: 0, to: 1)]), .sectionOutOfRange(.moveSection(from: 0, to: 1), count: 1)),
        (BatchUpdate([.insertItem(ip(0, 0))]), .missingContent(.insertItem(ip(0, 0)))),
    ])
    func invalidBatchIsRejected(batch: BatchUpdate, error: BatchUpdateError) {
        #expect(throws: error) { try five.applying(batch) }
    }
}
