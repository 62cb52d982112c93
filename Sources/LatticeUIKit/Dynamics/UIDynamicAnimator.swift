import Foundation

/// `UIDynamicAnimatorDelegate`: told when the animator comes to rest and starts again.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// `UIDynamicAnimator(collectionViewLayout:)`: runs its behaviours on layout attributes in
/// lattice's virtual time (LatticeGraphics' `MediaClock`, 60 steps a second) and invalidates the
/// layout after each step that moved something, so a layout that answers
/// `layoutAttributesForElements(in:)` from `items(in:)` is drawn where the springs hold its
/// items. It pauses when every item is at rest (under 0.05 point from where its behaviours hold
/// it, moving under 0.05 point a second) and resumes when a behaviour is added, an anchor moves,
/// or `updateItem(usingCurrentState:)` is called. An approximation of UIKit Dynamics
/// (UIKitDifferences §6).
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The layout whose attributes it moves (weak, as in UIKit).
    open private(set) weak var collectionViewLayout: UICollectionViewLayout?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// True while it steps (not at rest).
    public private(set) var isRunning = false
    /// The media clock stepping the animator while it runs (the host's that was running when it woke).
    private var clock: MediaTimeline?
    /// Virtual seconds it has run.
    private var runTime: Double = 0
    /// Each item's velocity, in points per second.
    private var velocities: [ObjectIdentifier: CGPoint] = [:]

    static let restDistance: CGFloat = 0.05
    static let restSpeed: CGFloat = 0.05

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    isolated deinit { clock?.removeFrameObserver(self) }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        behaviors.append(behavior)
        wake()
    }
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: nil)
        behavior.dynamicAnimator = nil
        behaviors.removeAll { $0 === behavior }
    }
    open func removeAllBehaviors() { for b in behaviors { removeBehavior(b) } }

    /// `elapsedTime()`: virtual seconds of running.
    open func elapsedTime() -> TimeInterval { runTime }

    /// Every item of every behaviour, once each, in the order the behaviours were added.
    private var allItems: [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return behaviors.flatMap(\.dynamicItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// `items(in:)`: the items whose frame meets `rect` (attributes: their `frame`; other items:
    /// the bounds about the centre).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            let frame: CGRect
            if let a = item as? UICollectionViewLayoutAttributes { frame = a.frame } else {
                let b = item.bounds, c = item.center
                frame = CGRect(x: c.x - b.width / 2, y: c.y - b.height / 2, width: b.width, height: b.height)
            }
            return !frame.intersection(rect).isEmpty
        }
    }

    /// `updateItem(usingCurrentState:)`: the item was moved by hand; the animator continues from
    /// where it now is.
    open func updateItem(usingCurrentState item: UIDynamicItem) { wake() }

    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath }
    }
    private func attributes(where match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        allItems.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: match)
    }

    /// Starts stepping on the media clock if it was at rest.
    func wake() {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        let clock = MediaClock.current
        self.clock = clock
        clock.addFrameObserver(self) { [weak self] _ in self?.step(MediaClock.frameDuration) }
    }

    /// One step of `dt` seconds: forces, then velocities and positions (semi-implicit Euler),
    /// then rigid constraints; the layout is invalidated; at rest, the animator pauses.
    func step(_ dt: Double) {
        let dt = CGFloat(dt)
        runTime += Double(dt)
        var acceleration: [ObjectIdentifier: CGPoint] = [:]
        for b in behaviors { b.accumulate(into: &acceleration, velocity: velocities) }
        for item in allItems {
            let id = ObjectIdentifier(item)
            let a = acceleration[id] ?? .zero
            var v = velocities[id] ?? .zero
            v.x += a.x * dt; v.y += a.y * dt
            velocities[id] = v
            if v != .zero { item.center = CGPoint(x: item.center.x + v.x * dt, y: item.center.y + v.y * dt) }
        }
        for b in behaviors { b.constrain(velocity: &velocities) }
        for b in behaviors { b.action?() }
        if let layout = collectionViewLayout { layout.invalidateLayout(with: layout.makeInvalidationContext()) }
        let fastest = velocities.values.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }.max() ?? 0
        let strain = behaviors.map(\.strain).max() ?? 0
        if fastest < Self.restSpeed, strain < Self.restDistance { pause() }
    }

    private func pause() {
        isRunning = false
        velocities = velocities.mapValues { _ in .zero }
        clock?.removeFrameObserver(self)
        clock = nil
        delegate?.dynamicAnimatorDidPause(self)
    }
}
