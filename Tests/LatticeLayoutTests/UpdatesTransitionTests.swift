import Testing
@testable import LatticeLayout

/// `UpdateTransition` (the ~250 ms batch-update animation) and `Fling` (UIScrollView deceleration
/// ending on `targetContentOffset`), in virtual time. Expected values worked out by hand.
@Suite struct UpdatesTransitionTests {
    let a = LayoutAttributes.cell(ip(0, 0), frame: Rect(x: 0, y: 0, width: 100, height: 20))

    @Test func trackInterpolatesFrameAndAlpha() {
        var from = a; from.alpha = 0
        var to = a; to.frame = Rect(x: 0, y: 40, width: 100, height: 40)
        let transition = UpdateTransition(tracks: [.init(from: from, to: to)])
        #expect(transition.attributes(at: 0) == [from])
        #expect(transition.attributes(at: 1) == [to])
        // Ease-in-out 3t² − 2t³ is 0.5 at 0.5: halfway, y 20, height 30, alpha 0.5.
        let mid = transition.attributes(at: 0.5)[0]
        #expect(mid.frame == Rect(x: 0, y: 20, width: 100, height: 30))
        #expect(mid.alpha == 0.5)
        #expect(transition.attributes(atMilliseconds: 125) == transition.attributes(at: 0.5))
        // At 0.25: 0.0625 · 2.5 = 0.15625 of the way, y = 40 · 0.15625 = 6.25.
        #expect(transition.attributes(at: 0.25)[0].frame.y == 6.25)
        #expect(UpdateTransition(tracks: [.init(from: from, to: to)], curve: .linear).attributes(at: 0.25)[0].frame.y == 10)
        #expect(transition.isFinished(atMilliseconds: 250) && !transition.isFinished(atMilliseconds: 249))
        #expect(transition.attributes(atMilliseconds: 900) == [to])
    }

    /// StackLayout [header 10, items 20 30] [header 10, item 40], viewport 100 at the top.
    /// Deleting item 0.0: it fades out at y 10; old 0.1 slides 30 → 10, header 1 60 → 40,
    /// item 1.0 70 → 50; header 0 stays at 0.
    @Test func deleteAnimation() throws {
        let layout = UpdatingLayout(StackLayout([StackSection(header: 10, items: [20, 30]), StackSection(header: 10, items: [40])]))
        let record = try layout.performBatchUpdates(.deleteItems([ip(0, 0)]))
        let transition = UpdateTransition.make(layout: layout, record: record, newBounds: layout.collectionView.bounds)
        layout.finalizeCollectionViewUpdates()
        #expect(transition.tracks.count == 5)
        func at(_ t: Double, _ c: LayoutAttributes.Category, _ p: IndexPath, alpha: Double? = nil) -> [Double] {
            transition.attributes(at: t).filter { $0.category == c && $0.indexPath == p && (alpha == nil || $0.alpha == alpha) }.map(\.frame.y)
        }
        #expect(at(0, .cell, ip(0, 0)).sorted() == [10, 30])        // the deleted one and the one taking its place
        #expect(at(0.5, .cell, ip(0, 0), alpha: 1) == [20])
        #expect(at(0.5, .cell, ip(0, 0), alpha: 0.5) == [10])       // fading out in place
        #expect(at(1, .cell, ip(0, 0), alpha: 0) == [10])
        #expect(at(0.5, .supplementary, ip(1, 0)) == [50])
        #expect(at(0.5, .cell, ip(1, 0)) == [60])
        #expect(at(0.5, .supplementary, ip(0, 0)) == [0])
    }

    @Test func insertAnimationFadesIn() throws {
        let layout = UpdatingLayout(StackLayout([StackSection(header: 0, items: [20, 20])]))
        let record = try layout.performBatchUpdates(.insertItems([ip(0, 1)]), copying: ip(0, 0))
        let transition = UpdateTransition.make(layout: layout, record: record, newBounds: layout.collectionView.bounds)
        // New 0.1 at y 20 fading in; old 0.1 (now 0.2) sliding 20 → 40.
        let mid = transition.attributes(at: 0.5).filter { $0.indexPath == ip(0, 1) }
        #expect(mid.map(\.frame.y) == [20] && mid.map(\.alpha) == [0.5])
        #expect(transition.attributes(at: 0.5).first { $0.indexPath == ip(0, 2) }?.frame.y == 30)
    }

    // MARK: Fling

    @Test func proposalIsWhereDecelerationStops() {
        // 1000 pt/s = 1 pt/ms, decaying by 0.998 per ms: 1 / −ln 0.998 = 499.50 points.
        let p = Fling.proposedOffset(start: Point(x: 0, y: 100), velocity: Point(x: 0, y: 1000))
        #expect(abs(p.y - 599.50) < 0.01)
        #expect(p.x == 0)
    }

    @Test func flingEndsExactlyAtTheTarget() {
        let fling = Fling(start: .zero, velocity: Point(x: 0, y: 1000)) { _, _ in Point(x: 0, y: 400) }
        #expect(abs(fling.proposed.y - 499.5) < 0.01)
        #expect(fling.target == Point(x: 0, y: 400))
        // Until 400 · 0.998ᵗ < 0.5: t = ln(0.5/400) / ln 0.998 = 3338.97 ms.
        #expect(abs(fling.durationMs - 3338.97) < 0.1)
        #expect(fling.offset(atMilliseconds: 0) == .zero)
        #expect(fling.offset(atMilliseconds: fling.durationMs) == Point(x: 0, y: 400))
        #expect(fling.offset(atMilliseconds: 10_000) == Point(x: 0, y: 400))
        // Halfway in time: (1 − √0.00125) / (1 − 0.00125) = 0.965851 of the way → 386.34.
        #expect(abs(fling.offset(atMilliseconds: fling.durationMs / 2).y - 386.34) < 0.01)
        // Never overshoots, always moving forward.
        var last = -1.0
        for ms in stride(from: 0.0, through: 3400, by: 120) {
            let y = fling.offset(atMilliseconds: ms).y
            #expect(y >= last && y <= 400)
            last = y
        }
    }

    @Test func flingAsksTheLayoutToSnap() {
        // StackLayout sections of header 10 + items 45, 45 (items at 100k + 10, 100k + 55).
        let layout = UpdatingLayout(StackLayout(Array(repeating: StackSection(header: 10, items: [45, 45]), count: 10)), snapMode: .items)
        // 500 pt/s → proposal 249.75; moving forward: the next item start is 255.
        let fling = Fling(start: .zero, velocity: Point(x: 0, y: 500), layout: layout)
        #expect(fling.target == Point(x: 0, y: 255))
        #expect(fling.offset(atMilliseconds: fling.durationMs) == fling.target)
        // Backward from 500 at −500 pt/s: proposal 250.25, previous item start 210.
        #expect(Fling(start: Point(x: 0, y: 500), velocity: Point(x: 0, y: -500), layout: layout).target.y == 210)
    }

    @Test func flingWithoutVelocityStaysPut() {
        let fling = Fling(start: Point(x: 3, y: 4), velocity: .zero) { p, _ in p }
        #expect(fling.durationMs == 0)
        #expect(fling.offset(atMilliseconds: 120) == Point(x: 3, y: 4))
        let bad = Fling(start: .zero, velocity: Point(x: .nan, y: .infinity)) { p, _ in p }
        #expect(bad.target == .zero)
    }
}

/// The viewer's edit keys on top of the engine: `a` insert after the focused item, `x` delete,
/// `m` + direction move, `u` undo, each animated.
@Suite struct UpdatesViewerFlowTests {
    /// Two sections of two items of 30 (no headers): items at y 0, 30 | 60, 90. Viewport 100.
    func make() -> UpdatingLayout<StackLayout> {
        UpdatingLayout(StackLayout([StackSection(items: [30, 30]), StackSection(items: [30, 30])]))
    }

    @Test func moveCrossesSectionEdges() {
        let layout = make()
        #expect(BatchUpdate.movingItem(at: ip(0, 0), by: 1, in: layout) == .moveItem(from: ip(0, 0), to: ip(0, 1)))
        #expect(BatchUpdate.movingItem(at: ip(0, 1), by: 1, in: layout) == .moveItem(from: ip(0, 1), to: ip(1, 0)))
        #expect(BatchUpdate.movingItem(at: ip(1, 0), by: -1, in: layout) == .moveItem(from: ip(1, 0), to: ip(0, 2)))
        #expect(BatchUpdate.movingItem(at: ip(1, 1), by: 1, in: layout) == nil)
        #expect(BatchUpdate.movingItem(at: ip(0, 0), by: -1, in: layout) == nil)
        #expect(BatchUpdate.movingItem(at: ip(5, 0), by: 1, in: layout) == nil)
        // Every answer is a valid batch: moving 0.1 into section 1 gives [30] [30 30 30].
        let batch = BatchUpdate.movingItem(at: ip(0, 1), by: 1, in: layout)!
        #expect(throws: Never.self) { try layout.performBatchUpdates(batch) }
        #expect(layout.base.sections.map(\.items.count) == [1, 3])
    }

    /// The animated sequence `CollectionView.performAnimatedBatchUpdates` runs: apply, make the
    /// transition at the unchanged bounds, finalize.
    func animated(_ layout: UpdatingLayout<StackLayout>, _ record: BatchUpdateRecord) -> UpdateTransition {
        let transition = UpdateTransition.make(layout: layout, record: record, newBounds: layout.collectionView.bounds)
        layout.finalizeCollectionViewUpdates()
        return transition
    }

    @Test func insertDeleteUndoAnimated() throws {
        let layout = make()
        // a: insert a copy after 0.0 → 0.1 fades in at y 30 while old 0.1 slides 30 → 60.
        let insertRecord = try layout.performBatchUpdates(.insertItems([ip(0, 1)]), copying: ip(0, 0))
        let insert = animated(layout, insertRecord)
        #expect(layout.currentUpdate == nil)                         // finalized
        let mid = insert.attributes(atMilliseconds: 125)
        #expect(mid.first { $0.indexPath == ip(0, 1) }?.alpha == 0.5)
        #expect(mid.first { $0.indexPath == ip(0, 2) }?.frame.y == 45)
        // x: delete 0.0 → fades out at y 0.
        let deleteRecord = try layout.performBatchUpdates(.deleteItems([ip(0, 0)]))
        let delete = animated(layout, deleteRecord)
        #expect(delete.attributes(at: 0.5).contains { $0.indexPath == ip(0, 0) && $0.alpha == 0.5 && $0.frame.y == 0 })
        #expect(layout.base.sections.map(\.items.count) == [2, 2])
        // u twice: back to the start.
        let deleteStep = try #require(deleteRecord.undo)
        _ = animated(layout, try #require(try layout.undoBatchUpdate(deleteStep)))
        let insertStep = try #require(insertRecord.undo)
        let undo = animated(layout, try #require(try layout.undoBatchUpdate(insertStep)))
        #expect(layout.base.sections.map(\.items.count) == [2, 2])
        #expect(layout.base.sections == [StackSection(items: [30, 30]), StackSection(items: [30, 30])])
        // Undoing the insert: the copy at 0.1 fades out, old 0.2 slides back 60 → 30.
        #expect(undo.attributes(at: 0.5).first { $0.indexPath == ip(0, 1) && $0.alpha == 1 }?.frame.y == 45)
        // A step from another layout is not this layout's to take back.
        let other = make()
        #expect(try other.undoBatchUpdate(insertStep) == nil)
    }
}
