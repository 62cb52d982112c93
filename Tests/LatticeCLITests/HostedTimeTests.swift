import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect
import struct LatticeLayout.Point
import struct LatticeLayout.ScrollPhysics

/// Ten 100 x 100 cells in a column; `paging` and `fast` set the collection view's scrolling as
/// a layout does in `prepare()`; `ticking` moves every cell right 1 point per display-link frame.
@MainActor
final class TimedColumnLayout: UICollectionViewLayout {
    var paging = false, fast = false, ticking = false
    var shift: CGFloat = 0
    var link: CADisplayLink?
    override func prepare() {
        collectionView?.isPagingEnabled = paging
        if fast { collectionView?.decelerationRate = .fast }
        if ticking, link == nil {
            let l = CADisplayLink { [weak self] _ in
                self?.shift += 1
                self?.invalidateLayout()
            }
            l.add(to: .main, forMode: .common)
            link = l
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<10).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: 0))
            a.frame = CGRect(x: shift, y: CGFloat(i) * 100, width: 100, height: 100)
            return a
        }.filter { !$0.frame.intersection(rect).isEmpty }
    }
}

@MainActor
@Suite(.serialized) struct HostedTimeTests {
    let name = "timed-\(Int.random(in: 0..<1_000_000_000))"

    func model(_ configure: @escaping @MainActor (TimedColumnLayout) -> Void) throws -> ViewerModel {
        let layouts = LatticeCLI.catalogue([name: { _ in
            let l = TimedColumnLayout()
            configure(l)
            return l
        }])
        let fixture = try FixtureLoader.load(text: "viewport: {width: 100, height: 300}\nlayout: {type: \(name)}\nsections:\n  - items: [[100, 100], [100, 100], [100, 100], [100, 100], [100, 100], [100, 100], [100, 100], [100, 100], [100, 100], [100, 100]]\n",
                                             name: "timed.yaml", layouts: layouts)
        return ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 80, rows: 24), headless: true)
    }

    @Test func pageTargetsAreWorkedByHand() {
        // Pages of 300: from 250 forward, the next boundary is 300; back, 0. From exactly 300
        // going back, the page before it: 0. Forward from 450 is 600, held at an upper bound of 500.
        #expect(ScrollPhysics.pageTarget(offset: 250, page: 300, forward: true, lower: 0, upper: 700) == 300)
        #expect(ScrollPhysics.pageTarget(offset: 250, page: 300, forward: false, lower: 0, upper: 700) == 0)
        #expect(ScrollPhysics.pageTarget(offset: 300, page: 300, forward: false, lower: 0, upper: 700) == 0)
        #expect(ScrollPhysics.pageTarget(offset: 450, page: 300, forward: true, lower: 0, upper: 500) == 500)
    }

    @Test func aPagingLayoutsFlingStopsOnTheNextPage() throws {
        var m = try model { $0.paging = true }
        #expect(m.collectionView.scrollPhysics.isPagingEnabled)
        _ = m.handle(.char("J"))
        while m.isAnimating { _ = m.update(.tick(milliseconds: 1000 / 60)) }
        // One page of the 300-point viewport.
        #expect(m.collectionView.contentOffset == Point(x: 0, y: 300))
    }

    @Test func theLayoutsDecelerationRateIsUsed() throws {
        let m = try model { $0.fast = true }
        #expect(m.collectionView.scrollPhysics == ScrollPhysics(decelerationRate: 0.99, isPagingEnabled: false))
    }

    @Test func aDisplayLinkRunsInTheViewersVirtualTime() throws {
        MediaClock.reset()
        defer { MediaClock.reset() }
        var m = try model { $0.ticking = true }
        _ = m.displayedAttributes()                  // the first pass makes the link
        #expect(m.isAnimating)
        _ = m.update(.tick(milliseconds: 100))
        // 100 ms at 60 frames a second: 6 frames, 1 point each.
        #expect(m.displayedAttributes().first?.frame == Rect(x: 6, y: 0, width: 100, height: 100))
    }
}
