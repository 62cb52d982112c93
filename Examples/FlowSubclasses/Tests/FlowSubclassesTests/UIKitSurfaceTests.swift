import LatticeUIKit
import Testing

/// The UIKit surface iOS layouts use beyond the flow layout, reached from a package outside
/// lattice through its public API only: transforms, key-value observing of `contentOffset`, the
/// safe area, traits, layout direction, scrolling physics, UIKit Dynamics, display links,
/// `UIView.animate`, invalidation adjustments and CoreGraphics' conveniences. Expected values are
/// worked out by hand beside each check.

/// Ten 100 × 50 rows stacked in a 375-wide content; `onPrepare` runs in `prepare()`.
@MainActor
final class RowsLayout: UICollectionViewLayout {
    var onPrepare: (RowsLayout) -> Void = { _ in }
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
    override func prepare() {
        super.prepare()
        onPrepare(self)
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 500) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<10).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { !$0.frame.intersection(rect).isEmpty }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10, y: CGFloat(indexPath.item) * 50, width: 100, height: 50)
        return attributes
    }
}

@MainActor
func rowsView(_ layout: RowsLayout, _ items: Items, width: CGFloat = 375, height: CGFloat = 200) -> UICollectionView {
    makeView(layout, items, width: width, height: height)
}

let tenRows = Array(repeating: CGSize(width: 100, height: 50), count: 10)

@MainActor
@Suite(.serialized) struct UIKitSurfaceTests {
    @Test func aTransformedElementsFrameIsItsTransformedBox() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)      // centre (50, 25)
        a.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        // Half size about the centre: 50 × 25 at (50 − 25, 25 − 12.5).
        #expect(a.frame.equalTo(CGRect(x: 25, y: 12.5, width: 50, height: 25)))
        #expect(a.size == CGSize(width: 100, height: 50))          // the bounds keep their size
        a.transform3D = CATransform3DMakeScale(2, 2, 1)
        // Twice the size about (50, 25): 200 × 100 at (50 − 100, 25 − 50).
        #expect(a.frame.equalTo(CGRect(x: -50, y: -25, width: 200, height: 100)))
        #expect(a.transform == CGAffineTransform(scaleX: 2, y: 2))  // the affine part
    }

    @Test func contentOffsetCanBeObserved() {
        let items = Items([tenRows])
        let view = rowsView(RowsLayout(), items)
        var seen: [CGPoint] = []
        let observation = view.observe(\.contentOffset, options: [.new]) { _, change in
            if let offset = change.newValue { seen.append(offset) }
        }
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.contentOffset = CGPoint(x: 0, y: 120)                 // unchanged: not reported
        view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(seen == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 200)])
        observation.invalidate()
        view.contentOffset = .zero
        #expect(seen.count == 2)
    }

    @Test func theSafeAreaAndTraitsComeFromTheView() {
        let items = Items([tenRows])
        let view = rowsView(RowsLayout(), items)
        view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        view.setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        view.contentInsetAdjustmentBehavior = .always
        // Always: 8 + 47 on top, 0 + 34 at the bottom.
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 55, left: 0, bottom: 34, right: 0))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0))
        #expect(view.safeAreaInsets.bottom == 34)
        // 375 wide: compact (regular from 736); 1024 × 768: regular both ways, an iPad.
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(view.traitCollection.horizontalSizeClass == .regular && view.traitCollection.userInterfaceIdiom == .pad)
    }

    @Test func theLayoutDirectionIsTheViews() {
        let items = Items([tenRows])
        let layout = RowsLayout()
        let view = rowsView(layout, items)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.setEffectiveUserInterfaceLayoutDirection(.rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitCollection.layoutDirection == .rightToLeft)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection && layout.developmentLayoutDirection == .leftToRight)
        // The layout answers in its own direction, as UIKit's does (lattice mirrors what it draws).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 10)
    }

    @Test func aLayoutSetsTheScrollingPhysicsInPrepare() {
        let items = Items([tenRows])
        let layout = RowsLayout()
        layout.onPrepare = { layout in
            layout.collectionView?.isPagingEnabled = true
            layout.collectionView?.decelerationRate = .fast
        }
        let view = rowsView(layout, items)
        #expect(view.isPagingEnabled)
        #expect(view.decelerationRate == .fast && view.decelerationRate.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    }

    @Test func invalidationAdjustmentsMoveTheOffsetAndTheSize() {
        let items = Items([tenRows])
        let layout = RowsLayout()
        let view = rowsView(layout, items)
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 30)
        context.contentSizeAdjustment = CGSize(width: 0, height: 40)
        layout.invalidateLayout(with: context)
        // The offset moves at once; the size is 500 + 40 until the next layout pass.
        #expect(view.contentOffset == CGPoint(x: 0, y: 30))
        #expect(view.contentSize == CGSize(width: 375, height: 540))
        view.layoutIfNeeded()
        #expect(view.contentSize == CGSize(width: 375, height: 500))
    }

    @Test func displayLinksAndDynamicsRunOnTheMediaClock() {
        MediaClock.reset()
        defer { MediaClock.reset() }
        var frames = 0
        let link = CADisplayLink { _ in frames += 1 }
        link.add(to: .main, forMode: .common)
        // 0.05 s at 60 frames a second: 3 frames; the time read is the clock's.
        MediaClock.advance(by: 0.05)
        #expect(frames == 3)
        #expect(abs(CACurrentMediaTime() - 0.05) < 1e-12)
        link.invalidate()
        MediaClock.advance(by: 0.05)
        #expect(frames == 3)

        // A cell on a spring of length 0 to its own centre, at rest: nothing moves.
        let layout = RowsLayout()
        let animator = UIDynamicAnimator(collectionViewLayout: layout)
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let spring = UIAttachmentBehavior(item: cell, attachedToAnchor: cell.center)
        spring.length = 0
        spring.damping = 0.5
        spring.frequency = 1
        animator.addBehavior(spring)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 375, height: 100)).count == 1)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(animator.items(in: CGRect(x: 0, y: 100, width: 375, height: 100)).isEmpty)   // below it
    }

    @Test func animationsRunAtOnceAndComplete() {
        var value = 0, finished: Bool?
        UIView.animate(withDuration: 0.3, animations: { value = 1 }, completion: { finished = $0 })
        #expect(value == 1 && finished == true)
    }

    @Test func coreGraphicsConveniences() {
        // CGRectEqualToRect standardizes: (10, 10, −10, −10) is (0, 0, 10, 10).
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        // Integral: floor the min edges, ceil the max: 0.5…10.5 → 0…11.
        #expect(CGRect(x: 0.5, y: 0.5, width: 10, height: 10).integral == CGRect(x: 0, y: 0, width: 11, height: 11))
        let (slice, rest) = CGRect(x: 0, y: 0, width: 100, height: 40).divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 0, y: 0, width: 30, height: 40) && rest == CGRect(x: 30, y: 0, width: 70, height: 40))
        #expect(CGVector(dx: 3, dy: 4).dx == 3)
    }
}
