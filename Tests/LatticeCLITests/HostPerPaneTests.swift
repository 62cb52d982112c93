import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect
import class LatticeLayout.UpdatingLayout

/// One 100 x 100 cell; records the screen scale and media time it sees in `prepare()` and
/// counts the frames of a display link it starts there.
@MainActor
final class ScreenAndClockLayout: UICollectionViewLayout {
    var scalesSeen: [CGFloat] = []
    var ticks = 0
    var timesSeen: [CFTimeInterval] = []
    var link: CADisplayLink?
    override func prepare() {
        scalesSeen.append(UIScreen.main.scale)
        guard link == nil else { return }
        let l = CADisplayLink { [weak self] _ in
            self?.ticks += 1
            self?.timesSeen.append(CACurrentMediaTime())
        }
        l.add(to: .main, forMode: .common)
        link = l
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100 / UIScreen.main.scale)
        return [a]
    }
}

/// Each host has its own screen and media clock (no process-wide `UIScreen.main.scale` or
/// `MediaClock` a scene can write): two compare panes with different screen scales and display
/// links each see their own.
@MainActor
@Suite(.serialized) struct HostPerPaneTests {
    let name = "screen-clock-\(Int.random(in: 0..<1_000_000_000))"

    func pane(scale: Int) throws -> ViewerModel {
        let layouts = LatticeCLI.catalogue([name: { _ in ScreenAndClockLayout() }])
        let fixture = try FixtureLoader.load(text: "viewport: {width: 100, height: 300}\nscreenScale: \(scale)\nlayout: {type: \(name)}\nsections:\n  - items: [[100, 100]]\n",
                                             name: "pane\(scale).yaml", layouts: layouts)
        return ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 80, rows: 24), headless: true)
    }

    func layout(_ m: ViewerModel) throws -> ScreenAndClockLayout {
        try #require((m.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base.layout as? ScreenAndClockLayout)
    }

    @Test func twoPanesEachSeeTheirOwnScreenAndClock() throws {
        let before = UIScreen.main.scale
        var compare = CompareModel(try pane(scale: 2), try pane(scale: 3), terminalSize: (cols: 120, rows: 30))
        _ = compare.frame()
        let left = try layout(compare.panes[0]), right = try layout(compare.panes[1])
        // Each prepare read its own fixture's scale, though the 3x pane was made last.
        #expect(!left.scalesSeen.isEmpty && left.scalesSeen.allSatisfy { $0 == 2 })
        #expect(!right.scalesSeen.isEmpty && right.scalesSeen.allSatisfy { $0 == 3 })
        // The queries too: a 100-point cell divided by the pane's own scale.
        #expect(compare.panes[0].layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).first?.frame.height == 50)
        #expect(compare.panes[1].layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).first?.frame.height == 100.0 / 3)
        // Building the panes wrote nothing process-wide.
        #expect(UIScreen.main.scale == before)

        #expect(compare.isAnimating)
        _ = compare.update(.tick(milliseconds: 100))
        // 100 ms at 60 frames a second: 6 frames on each pane's own clock (a shared clock
        // advanced by both panes would fire 12 on each link), at times 1/60 … 6/60 (each frame
        // 1/60 after the last, summed as the clock sums them).
        #expect(left.ticks == 6 && right.ticks == 6)
        var t = 0.0
        #expect(left.timesSeen == (1...6).map { _ in t += 1.0 / 60; return t })
        #expect(right.timesSeen == left.timesSeen)
    }

    @Test func aReplacedScenesClockIsNotTheNewOnes() throws {
        var first = try pane(scale: 2)
        _ = first.frame()
        _ = first.update(.tick(milliseconds: 50))        // 3 frames
        let second = try pane(scale: 2)
        _ = second.frame()
        let old = try layout(first), new = try layout(second)
        #expect(old.ticks == 3 && new.ticks == 0)
        // The new scene's link starts at the new clock's time 0, whatever the old one reached.
        var moved = second
        _ = moved.update(.tick(milliseconds: 1000 / 60))
        #expect(new.ticks == 1 && new.timesSeen == [1.0 / 60] && old.ticks == 3)
    }
}
