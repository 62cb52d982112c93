import Testing
@testable import LatticeLayout

/// The layout side of updates (UICollectionViewLayout "Responding to Collection View Updates"),
/// on `StackLayout`, a test double whose frames are easy to work out by hand: headers and items
/// stacked from y = 0, 100 wide.
@Suite struct UpdatesLayoutTests {
    /// Section 0: header 10, items 20 and 30 → header y 0, items at y 10 and 30.
    /// Section 1: header 10 at y 60, item 40 at y 70. Viewport 100 x 100 at the top.
    func make() -> UpdatingLayout<StackLayout> {
        UpdatingLayout(StackLayout([StackSection(header: 10, items: [20, 30]), StackSection(header: 10, items: [40])]))
    }

    @Test func invalidatesFromTheLowestAffectedSection() throws {
        let layout = make()
        let record = try layout.performBatchUpdates(.deleteItems([ip(1, 0)]))
        #expect(record.modifiedSection == 1)
        #expect(layout.base.lastContext == InvalidationContext(invalidateDataSourceCounts: true, modifiedSection: 1))
        #expect(layout.numberOfItems(inSection: 1) == 0)
    }

    @Test func insertedItemFadesInAtItsNewFrame() throws {
        let layout = make()
        // Insert a copy of item 0.0 (length 20) at 0.1: new items 20, 20, 30 at y 10, 30, 50.
        try layout.performBatchUpdates(.insertItems([ip(0, 1)]), copying: ip(0, 0))
        let start = try #require(layout.initialAttributesForAppearingItem(at: ip(0, 1)))
        #expect(start.frame == Rect(x: 0, y: 30, width: 100, height: 20))
        #expect(start.alpha == 0)
        // The old item 0.1 (y 30) is now 0.2 at y 50: it starts from its old frame, fully opaque.
        let moved = try #require(layout.initialAttributesForAppearingItem(at: ip(0, 2)))
        #expect(moved.frame == Rect(x: 0, y: 30, width: 100, height: 30))
        #expect(moved.alpha == 1)
        #expect(moved.indexPath == ip(0, 2))
        // And its final attributes (old path 0.1) are where it goes.
        #expect(layout.finalAttributesForDisappearingItem(at: ip(0, 1))?.frame == Rect(x: 0, y: 50, width: 100, height: 30))
        layout.finalizeCollectionViewUpdates()
        #expect(layout.initialAttributesForAppearingItem(at: ip(0, 1)) == nil)   // only during an update
    }

    @Test func deletedItemFadesOutAtItsOldFrame() throws {
        let layout = make()
        try layout.performBatchUpdates(.deleteItems([ip(0, 0)]))
        let end = try #require(layout.finalAttributesForDisappearingItem(at: ip(0, 0)))
        #expect(end.frame == Rect(x: 0, y: 10, width: 100, height: 20))
        #expect(end.alpha == 0)
    }

    @Test func deletedSectionHeaderFadesOut() throws {
        let layout = make()
        try layout.performBatchUpdates(.deleteSections([0]))
        let end = try #require(layout.finalAttributesForDisappearingSupplementaryElement(ofKind: ElementKind.header, at: ip(0, 0)))
        #expect(end.frame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(end.alpha == 0)
        // Old section 1's header (y 60) becomes section 0's header at y 0: it slides there.
        let slid = try #require(layout.initialAttributesForAppearingSupplementaryElement(ofKind: ElementKind.header, at: ip(0, 0)))
        #expect(slid.frame == Rect(x: 0, y: 60, width: 100, height: 10))
        #expect(slid.alpha == 1)
    }

    @Test func insertedSectionHeaderFadesIn() throws {
        let layout = make()
        try layout.performBatchUpdates(.insertSections([0]), copying: ip(1, 0))   // a copy of section 1: header 10, item 40
        let start = try #require(layout.initialAttributesForAppearingSupplementaryElement(ofKind: ElementKind.header, at: ip(0, 0)))
        #expect(start.frame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(start.alpha == 0)
    }

    @Test func customizerChangesTheDefaults() throws {
        let layout = make()
        // IGList-style delegate hook: inserted items grow from zero height instead of fading.
        layout.customizer = UpdateAnimationClosures(appearing: { _, current, proposed, _ in
            guard proposed.alpha == 0 else { return proposed }
            var a = current
            a.frame.size.height = 0
            return a
        }, disappearing: { _, _, _, _ in nil })
        try layout.performBatchUpdates(.insertItems([ip(0, 0)]), copying: ip(0, 0))
        let start = try #require(layout.initialAttributesForAppearingItem(at: ip(0, 0)))
        #expect(start.frame == Rect(x: 0, y: 10, width: 100, height: 0))
        #expect(start.alpha == 1)
        #expect(layout.finalAttributesForDisappearingItem(at: ip(0, 0)) == nil)
    }

    @Test func invalidBatchChangesNothing() {
        let layout = make()
        #expect(throws: BatchUpdateError.self) { try layout.performBatchUpdates(.deleteItems([ip(3, 0)])) }
        #expect(layout.base.sections.map(\.items) == [[20, 30], [40]])
        #expect(layout.base.lastContext == nil)
    }

    @Test func undoRestoresTheData() throws {
        let layout = make()
        let delete = try #require(try layout.performBatchUpdates(.deleteItems([ip(0, 1)])).undo)
        let move = try #require(try layout.performBatchUpdates(.moveItem(from: ip(0, 0), to: ip(1, 1))).undo)
        #expect(layout.base.sections.map(\.items) == [[], [40, 20]])
        let undoneMove = try layout.undoBatchUpdate(move)
        #expect(undoneMove?.undo == nil)                             // a redo runs the batch again
        #expect(layout.base.sections.map(\.items) == [[20], [40]])
        let record = try layout.undoBatchUpdate(delete)
        #expect(record?.batch == BatchUpdate([.insertItem(ip(0, 1))]))
        #expect(layout.base.sections.map(\.items) == [[20, 30], [40]])
    }
}

/// Snapping (`targetContentOffset(proposed:velocity:)`), worked out by hand on StackLayout.
@Suite struct UpdatesSnapTests {
    /// Ten sections, each a header of 10 and two items of 45: section k starts at 100k,
    /// items at 100k + 10 and 100k + 55. Content 1000 high, viewport 100: offsets 0...900.
    func make(_ mode: SnapMode) -> UpdatingLayout<StackLayout> {
        UpdatingLayout(StackLayout(Array(repeating: StackSection(header: 10, items: [45, 45]), count: 10)), snapMode: mode)
    }

    @Test func noneKeepsTheProposal() {
        #expect(make(.none).targetContentOffset(proposed: Point(x: 0, y: 123), velocity: Point(x: 0, y: 500)) == Point(x: 0, y: 123))
    }

    @Test func itemsFollowTheVelocity() {
        let layout = make(.items)
        // Item starts around 230: 210, 255 in section 2, 300 is a header, 310, 355.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 230), velocity: Point(x: 0, y: 800)).y == 255)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 230), velocity: Point(x: 0, y: -800)).y == 210)
        // No velocity: nearest (230 - 210 = 20 < 25).
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 230), velocity: .zero).y == 210)
        // Exactly on a start: stays.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 255), velocity: Point(x: 0, y: 800)).y == 255)
    }

    @Test func headersSnapToSectionStarts() {
        let layout = make(.headers)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 230), velocity: Point(x: 0, y: 800)).y == 300)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 230), velocity: Point(x: 0, y: -1)).y == 200)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 260), velocity: .zero).y == 300)
    }

    @Test func clampedIntoTheContent() {
        let layout = make(.headers)
        // Past the end: the last header start 900 is also the largest offset (1000 - 100).
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 2000), velocity: Point(x: 0, y: 800)).y == 900)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: -50), velocity: Point(x: 0, y: -800)).y == 0)
        // Items: the last item start 955 is beyond the largest offset 900.
        #expect(make(.items).targetContentOffset(proposed: Point(x: 0, y: 940), velocity: Point(x: 0, y: 800)).y == 900)
    }
}

/// Snapping on the real list layout with sticky headers (ListLayoutRules §4.1 and §6, by hand):
/// three sections, header 10, four 100 x 20 items each, viewport 100 x 100. Section k: header at
/// 90k, items at 90k + 10 + 20i, bounds 90k ... 90k + 90. Content 270.
@Suite struct UpdatesListSnapTests {
    func make(offset: Double) -> UpdatingLayout<ListLayout> {
        let section = ListSection(headerSize: Size(width: 10, height: 10), itemSizes: Array(repeating: Size(width: 100, height: 20), count: 4))
        let layout = ListLayout(sections: Array(repeating: section, count: 3), options: ListLayoutOptions(stickyHeaders: true),
                                collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: offset, width: 100, height: 100)))
        layout.prepare()
        return UpdatingLayout(layout, snapMode: .headers)
    }

    @Test func pinnedHeaderCountsAtItsRestingStart() throws {
        // At offset 50, section 0's header is pinned at y 50 (line 50, lo 0, hi 90 − 10 = 80).
        let layout = make(offset: 50)
        let pinned = try #require(layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: ip(0, 0)))
        #expect(pinned.isPinned && pinned.frame.y == 50)
        // Backward from 60: section 0's resting start 0 (not the pinned 50).
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 60), velocity: Point(x: 0, y: -300)).y == 0)
        // Forward from 60: section 1 at 90.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 60), velocity: Point(x: 0, y: 300)).y == 90)
        // Forward from 100: section 2 at 180, but the largest offset is 270 − 100 = 170.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 100), velocity: Point(x: 0, y: 300)).y == 170)
        // The layout's geometry is left as it was.
        #expect(layout.collectionView.bounds.y == 50)
        #expect(layout.attributesForSupplementaryView(ofKind: ElementKind.header, at: ip(0, 0)) == pinned)
    }

    @Test func itemsSnapInTheListLayout() {
        let layout = make(offset: 0)
        layout.snapMode = .items
        // Section 1 items start at 100, 120, 140, 160; 125 lies between 120 and 140.
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 125), velocity: Point(x: 0, y: 1)).y == 140)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 125), velocity: Point(x: 0, y: -1)).y == 120)
        #expect(layout.targetContentOffset(proposed: Point(x: 0, y: 125), velocity: .zero).y == 120)
    }
}
