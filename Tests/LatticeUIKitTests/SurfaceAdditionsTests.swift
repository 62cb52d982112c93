import LatticeUIKit
import struct LatticeLayout.Rect
import struct LatticeLayout.IndexPath
import Testing

/// A list of `count` 100 x 50 cells stacked from y = 0 in a 375-wide content, each at x = 10:
/// cell i at (10, 50·i, 100, 50).
@MainActor
class StackLayout: UICollectionViewLayout {
    var count = 20
    var flips = false
    var onPrepare: (() -> Void)?
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
    override func prepare() { onPrepare?() }
    override var collectionViewContentSize: CGSize { CGSize(width: 375, height: CGFloat(count) * 50) }
    func cell(_ i: Int) -> UICollectionViewLayoutAttributes {
        let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: 0))
        a.frame = CGRect(x: 10, y: CGFloat(i) * 50, width: 100, height: 50)
        return a
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).map(cell).filter { !$0.frame.intersection(rect).isEmpty }
    }
    override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? { cell(indexPath.item) }
}

@MainActor
final class Counts: NSObject, UICollectionViewDataSource {
    let n: Int
    init(_ n: Int) { self.n = n }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { n }
}

@MainActor
private func makeView(_ layout: UICollectionViewLayout, count: Int = 20, height: CGFloat = 600) -> (UICollectionView, Counts) {
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
    let ds = Counts(count)
    cv.dataSource = ds
    return (cv, ds)
}

@MainActor
@Suite(.serialized) struct SurfaceAdditionsTests {
    @Test func safeAreaAddsToTheInsetAsTheBehaviourSays() {
        let layout = StackLayout()                         // 1000 tall: scrolls vertically only
        let (cv, ds) = makeView(layout)
        _ = ds
        cv.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        cv.setSafeAreaInsets(UIEdgeInsets(top: 44, left: 5, bottom: 34, right: 5))
        cv.layoutIfNeeded()
        // automatic = scrollableAxes: top 10 + 44, bottom 0 + 34; x does not scroll (375 ≤ 375).
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        cv.contentInsetAdjustmentBehavior = .always
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 54, left: 5, bottom: 34, right: 5))
        cv.contentInsetAdjustmentBehavior = .never
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        cv.contentInsetAdjustmentBehavior = .scrollableAxes
        layout.count = 2                                   // 100 tall in 600 − 10: fits, no axis scrolls
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        cv.alwaysBounceVertical = true
        #expect(cv.adjustedContentInset == UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        #expect(cv.contentInset == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test func traitsComeFromTheScreenTheSizeAndTheDirection() {
        let (cv, ds) = makeView(StackLayout())
        _ = ds
        UIScreen.main.scale = 3
        defer { UIScreen.main.scale = 2 }
        #expect(cv.traitCollection.displayScale == 3)
        #expect(cv.traitCollection.horizontalSizeClass == .compact)        // 375 < 736
        cv.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(cv.traitCollection.horizontalSizeClass == .regular && cv.traitCollection.verticalSizeClass == .regular)
        #expect(cv.traitCollection.layoutDirection == .leftToRight)
        cv.setEffectiveUserInterfaceLayoutDirection(.rightToLeft)
        #expect(cv.traitCollection.layoutDirection == .rightToLeft && cv.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99 && cv.decelerationRate == .normal && !cv.isPagingEnabled)
    }

    @Test func aFlippingLayoutIsMirroredInARightToLeftView() {
        let layout = StackLayout()
        layout.flips = true
        let (cv, ds) = makeView(layout)
        _ = ds
        cv.setEffectiveUserInterfaceLayoutDirection(.rightToLeft)
        cv.layoutIfNeeded()
        // Cell 1 at (10, 50, 100, 50) in a 375-wide content mirrors to x = 375 − (10 + 100) = 265.
        let shown = cv.hosted.attributesForItem(at: LatticeLayout.IndexPath(item: 1, section: 0))
        #expect(shown?.frame == Rect(x: 265, y: 50, width: 100, height: 50))
        // The layout itself still answers in its own direction, as UIKit's does.
        #expect(cv.layoutAttributesForItem(at: Foundation.IndexPath(item: 1, section: 0))?.frame.minX == 10)
        // A layout that does not flip is not mirrored.
        layout.flips = false
        layout.invalidateLayout()
        cv.layoutIfNeeded()
        #expect(cv.hosted.attributesForItem(at: LatticeLayout.IndexPath(item: 1, section: 0))?.frame.minX == 10)
    }

    @Test func contentOffsetObserversSeeEachChangeOnce() {
        let (cv, ds) = makeView(StackLayout())
        _ = ds
        cv.layoutIfNeeded()
        var seen: [(CGPoint?, CGPoint?)] = []
        let observation = cv.observe(\.contentOffset, options: [.old, .new]) { _, change in
            seen.append((change.oldValue, change.newValue))
        }
        cv.contentOffset = CGPoint(x: 0, y: 100)
        cv.layoutIfNeeded()                                  // nothing moved: no second call
        cv.contentOffset = CGPoint(x: 0, y: 150)
        #expect(seen.count == 2)
        #expect(seen.first?.0 == CGPoint(x: 0, y: 0) && seen.first?.1 == CGPoint(x: 0, y: 100))
        #expect(seen.last?.0 == CGPoint(x: 0, y: 100) && seen.last?.1 == CGPoint(x: 0, y: 150))
        observation.invalidate()
        cv.contentOffset = CGPoint(x: 0, y: 0)
        #expect(seen.count == 2)
        var initial = 0
        let o2 = cv.observe(\.bounds, options: [.initial]) { _, _ in initial += 1 }
        #expect(initial == 1)
        _ = o2
    }

    @Test func anInvalidationsOffsetAndSizeAdjustmentsAreApplied() {
        let layout = StackLayout()
        let (cv, ds) = makeView(layout)
        _ = ds
        cv.layoutIfNeeded()
        cv.contentOffset = CGPoint(x: 0, y: 100)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.contentSizeAdjustment = CGSize(width: 0, height: 50)
        layout.invalidateLayout(with: context)
        // 100 + 30; the size reads 1000 + 50 until the next layout pass, then the layout's 1000.
        #expect(cv.contentOffset == CGPoint(x: 0, y: 130))
        #expect(cv.contentSize == CGSize(width: 375, height: 1050))
        cv.layoutIfNeeded()
        #expect(cv.contentSize == CGSize(width: 375, height: 1000))
    }

    @Test func displayLinksAndMediaTimeFollowTheVirtualClock() {
        MediaClock.reset()
        var ticks: [CFTimeInterval] = []
        let link = CADisplayLink { ticks.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        MediaClock.advance(by: 0.1)
        // 0.1 s at 60 frames a second: 6 frames, the last at 6/60 = 0.1.
        #expect(ticks.count == 6 && abs(ticks.last! - 0.1) < 1e-12 && CACurrentMediaTime() == 0.1)
        link.isPaused = true
        MediaClock.advance(by: 0.05)
        #expect(ticks.count == 6)
        link.invalidate()
        #expect(!MediaClock.isAnimating)
        var done = false, changed = false
        UIView.animate(withDuration: 0.3, animations: { changed = true }, completion: { done = $0 })
        #expect(changed && done)                           // applied at once (UIKitDifferences §4)
        MediaClock.reset()
    }
}
