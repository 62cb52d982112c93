import LatticeUIKit
import Testing

/// A one-cell layout answering from its dynamic animator, as spring-list layouts do.
@MainActor
final class SpringLayout: UICollectionViewLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)
    let cell: UICollectionViewLayoutAttributes = {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 50)   // centre (50, 25)
        return a
    }()
    var prepares = 0
    override func prepare() {
        prepares += 1
        guard animator.behaviors.isEmpty else { return }
        let spring = UIAttachmentBehavior(item: cell, attachedToAnchor: cell.center)
        spring.length = 0
        spring.damping = 0.5
        spring.frequency = 1
        animator.addBehavior(spring)
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 1000) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }
}

@MainActor
@Suite(.serialized) struct DynamicsTests {
    @Test func anAttachmentSpringStepsAsWorkedByHand() {
        MediaClock.reset()
        defer { MediaClock.reset() }
        let layout = SpringLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 600), collectionViewLayout: layout)
        let ds = Counts(1)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(layout.animator.behaviors.count == 1)
        // Pull the cell 10 points down and let go.
        layout.cell.center.y += 10
        layout.animator.updateItem(usingCurrentState: layout.cell)
        #expect(layout.animator.isRunning)
        MediaClock.advance(by: 1.0 / 60)
        // One step, dt = 1/60, ω = 2π·1: a = −ω²·(10 − 0) − 2·0.5·ω·0 = −394.784…;
        // v = a·dt = −6.5797…; y = 35 + v·dt = 35 − 0.10966… = 34.89034…
        let omega = 2 * Double.pi, dt = 1.0 / 60
        let v = -omega * omega * 10 * dt
        #expect(abs(Double(layout.cell.center.y) - (35 + v * dt)) < 1e-9)
        #expect(layout.cell.center.x == 50)
        // Second step: a = −ω²·(y₁ − 25) − 2·0.5·ω·v₁.
        let y1 = 35 + v * dt
        let v2 = v + (-omega * omega * (y1 - 25) - omega * v) * dt
        MediaClock.advance(by: 1.0 / 60)
        #expect(abs(Double(layout.cell.center.y) - (y1 + v2 * dt)) < 1e-9)
        // The layout is invalidated each step: the collection view sees the moved cell.
        cv.layoutIfNeeded()
        #expect(cv.visibleLayoutAttributes.first?.center.y == layout.cell.center.y)
        // Damped (ratio 0.5 at 1 Hz: amplitude × e^(−ζωt) = e^(−π t)), it is at rest well within
        // 10 s (10·e^(−10π) is far under 0.05 points) and the animator pauses.
        MediaClock.advance(by: 10)
        #expect(!layout.animator.isRunning)
        #expect(abs(layout.cell.center.y - 25) < 0.05)
        #expect(layout.animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 10)).count == 1)
        #expect(layout.animator.items(in: CGRect(x: 0, y: 500, width: 10, height: 10)).isEmpty)
    }

    @Test func aRigidAttachmentKeepsItsLength() {
        MediaClock.reset()
        defer { MediaClock.reset() }
        let layout = SpringLayout()
        let item = layout.cell
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 50, y: 0))   // length 25
        #expect(rod.length == 25 && rod.frequency == 0)
        layout.animator.addBehavior(rod)
        item.center = CGPoint(x: 50, y: 60)
        layout.animator.updateItem(usingCurrentState: item)
        MediaClock.advance(by: 1.0 / 60)
        // Put back on the rod: 25 points below the anchor.
        #expect(item.center == CGPoint(x: 50, y: 25))
    }
}
