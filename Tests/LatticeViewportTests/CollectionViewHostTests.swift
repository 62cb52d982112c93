import Testing
import LatticeLayout
import LatticeViewport

/// The runtime around a collection view (`CollectionViewHost`): the view owns it, applies the
/// offset moves it asks for after a layout pass, and asks it for physics and timed work.
@Suite struct CollectionViewHostTests {
    /// One 100 x 1000 point item; every bounds change invalidates it.
    final class TallLayout: CollectionLayout {
        var collectionView = CollectionViewGeometry(bounds: .zero)
        func prepare() {}
        var contentSize: Size { Size(width: 100, height: 1000) }
        func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {}
        func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }
        func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
        func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool { true }
        func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { InvalidationContext() }
        func invalidate(with context: InvalidationContext) {}
        var warnings: [LayoutWarning] { [] }
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 1 }
    }

    /// A host asking for a 7-point move once, paging, with 30 ms of timed work left.
    final class FakeHost: CollectionViewHost {
        var adjustment = Point(x: 0, y: 7)
        var timeLeft = 30.0
        var advanced: [Double] = []
        func takeContentOffsetAdjustment() -> Point { defer { adjustment = .zero }; return adjustment }
        var scrollPhysics: ScrollPhysics { ScrollPhysics(decelerationRate: 0.99, isPagingEnabled: true) }
        var hasTimedWork: Bool { timeLeft > 0 }
        func advanceTime(milliseconds: Double) { advanced.append(milliseconds); timeLeft -= milliseconds }
        var screenScale: Double { 3 }
    }

    @Test func aLayoutOfLatticesOwnHasNoHost() {
        let view = CollectionView(layout: TallLayout(), viewportSize: Size(width: 100, height: 100))
        #expect(view.host == nil)
        #expect(view.scrollPhysics == ScrollPhysics())
        #expect(!view.hasTimedWork)
        view.setContentOffset(Point(x: 0, y: 50), clamped: true)
        #expect(view.contentOffset == Point(x: 0, y: 50))
    }

    @Test func theHostsOffsetMoveIsAppliedOnceAfterALayoutPass() {
        let host = FakeHost()
        let view = CollectionView(layout: TallLayout(), viewportSize: Size(width: 100, height: 100), host: host)
        #expect(view.host === host)
        view.setContentOffset(Point(x: 0, y: 50), clamped: true)
        // 50 asked, then the 7 points the host asked for during the invalidating pass.
        #expect(view.contentOffset == Point(x: 0, y: 57))
        view.setContentOffset(Point(x: 0, y: 60), clamped: true)
        #expect(view.contentOffset == Point(x: 0, y: 60))
        #expect(view.scrollPhysics.isPagingEnabled)
    }

    @Test func timePassesForTheHostOnlyWhileItHasWork() {
        let host = FakeHost()
        let view = CollectionView(layout: TallLayout(), viewportSize: Size(width: 100, height: 100), host: host)
        view.advanceHostTime(milliseconds: 20)
        view.advanceHostTime(milliseconds: 20)
        #expect(!view.hasTimedWork)
        view.advanceHostTime(milliseconds: 20)      // 40 ms passed of 30: no more work, not asked
        #expect(host.advanced == [20, 20])
    }
}
