import Foundation

/// `UIAttachmentBehavior`: an item held to an anchor point (or to another item) by a spring of
/// rest length `length`, oscillating at `frequency` hertz with damping ratio `damping` (0: no
/// damping, 1: critically damped), or by a rigid rod when `frequency` is 0.
///
/// lattice steps it in virtual time at 60 frames per second with semi-implicit Euler and unit
/// mass per item: an approximation of UIKit Dynamics, not its solver (UIKitDifferences §6). Per
/// step of dt, with r the vector from the anchor to the item's centre (attachment point offset
/// ignored) and v the item's velocity: a = −ω²(|r| − length)·r̂ − 2·damping·ω·v, ω = 2π·frequency.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable { case items, anchor }

    public let items: [UIDynamicItem]
    public let attachedBehaviorType: AttachmentType
    /// Where the item is held (anchor attachments). Moving it wakes the animator.
    open var anchorPoint: CGPoint {
        didSet { dynamicAnimator?.wake() }
    }
    /// The rest length: the distance from the anchor (or the other item) at which the spring pulls
    /// nothing. The item's distance when the behaviour is made.
    open var length: CGFloat
    /// The damping ratio (0 … 1).
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0
    /// Accepted; lattice does not rotate items.
    open var frictionTorque: CGFloat = 0

    /// `init(item:attachedToAnchor:)`.
    public init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        items = [item]; attachedBehaviorType = .anchor; anchorPoint = point
        length = Self.distance(item.center, point)
        super.init()
    }
    /// `init(item:offsetFromCenter:attachedToAnchor:)`: the offset is accepted and not modelled
    /// (the item is held by its centre).
    public convenience init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(item: item, attachedToAnchor: point)
    }
    /// `init(item:attachedTo:)`: two items held to each other.
    public init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        items = [item1, item2]; attachedBehaviorType = .items; anchorPoint = .zero
        length = Self.distance(item1.center, item2.center)
        super.init()
    }

    nonisolated static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    override var dynamicItems: [UIDynamicItem] { items + super.dynamicItems }

    /// The point the first item is pulled towards: the anchor, or the second item's centre.
    private var other: CGPoint { attachedBehaviorType == .anchor ? anchorPoint : items[1].center }

    override func accumulate(into acceleration: inout [ObjectIdentifier: CGPoint], velocity: [ObjectIdentifier: CGPoint]) {
        super.accumulate(into: &acceleration, velocity: velocity)
        guard frequency > 0 else { return }
        let omega = 2 * CGFloat.pi * frequency
        let a = items[0].center, b = other
        let d = Self.distance(a, b)
        let (ux, uy): (CGFloat, CGFloat) = d > 0 ? ((a.x - b.x) / d, (a.y - b.y) / d) : (0, 0)
        let pull = -omega * omega * (d - length)
        for (index, item) in items.enumerated() {
            let id = ObjectIdentifier(item)
            let v = velocity[id] ?? .zero
            let sign: CGFloat = index == 0 ? 1 : -1
            var acc = acceleration[id] ?? .zero
            acc.x += sign * pull * ux - 2 * damping * omega * v.x
            acc.y += sign * pull * uy - 2 * damping * omega * v.y
            acceleration[id] = acc
        }
    }

    /// Rigid (frequency 0): the first item is put back at `length` from the anchor and loses the
    /// velocity along the rod.
    override func constrain(velocity: inout [ObjectIdentifier: CGPoint]) {
        super.constrain(velocity: &velocity)
        guard frequency == 0 else { return }
        let item = items[0], b = other, a = item.center
        let d = Self.distance(a, b)
        guard d > 0 else { return }
        let (ux, uy) = ((a.x - b.x) / d, (a.y - b.y) / d)
        item.center = CGPoint(x: b.x + ux * length, y: b.y + uy * length)
        let id = ObjectIdentifier(item)
        let v = velocity[id] ?? .zero
        let radial = v.x * ux + v.y * uy
        velocity[id] = CGPoint(x: v.x - radial * ux, y: v.y - radial * uy)
    }

    override var strain: CGFloat { Swift.max(super.strain, abs(Self.distance(items[0].center, other) - length)) }
}

/// `UIOffset`: a horizontal and a vertical offset.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// `UIOffsetZero`.
    public static let zero = UIOffset()
}
