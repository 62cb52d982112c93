import Foundation
package import LatticeLayout
public import LatticeViewport

/// The UIKit runtime around a hosted layout, as the engine's collection view sees it
/// (``CollectionViewHost``): the offset moves its invalidation contexts ask for, the scroll
/// view's physics, the timed work of its display links, dynamic animators and main queue, and
/// its screen.
extension UIKitLayoutBridge: @preconcurrency CollectionViewHost {
    /// The content offset moves asked for since the host last asked (then forgotten).
    package func takeContentOffsetAdjustment() -> Point {
        defer { pendingContentOffsetAdjustment = .zero }
        return pendingContentOffsetAdjustment.engine
    }

    /// The collection view's `decelerationRate` and `isPagingEnabled`, as the layout set them.
    package var scrollPhysics: ScrollPhysics {
        guard let v = view else { return ScrollPhysics() }
        return ScrollPhysics(decelerationRate: Double(v.decelerationRate.rawValue), isPagingEnabled: v.isPagingEnabled)
    }

    /// Display links and dynamic animators on the host's media clock, or a layout pass since the
    /// last drain of the main queue (which may have queued work there).
    package var hasTimedWork: Bool { (runtime?.clock ?? MediaClock.current).isAnimating || mayHaveQueuedWork }

    /// Virtual time passes: the host's media clock moves on (UIKitDifferences §6). The main
    /// queue is the process's: the driver drains it before each tick (the effect runner's
    /// `drainMainQueue`), never from here.
    package func advanceTime(milliseconds: Double) {
        let entered = enterHost(); defer { leaveHost(entered) }
        mayHaveQueuedWork = false
        MediaClock.advance(by: milliseconds / 1000)
    }

    /// The scale of the host's screen (`UIScreen.main.scale` while the layout runs).
    package var screenScale: Double { Double((runtime?.screen ?? UIScreen.current).scale) }
}

/// A hosted UIKit layout with its batch updates: the engine's collection view takes its bridge
/// as its host. (A conformance of a public type: LatticeViewport is imported publicly.)
extension UpdatingLayout: HostedCollectionLayout where Base == UIKitLayoutBridge {
    package var collectionViewHost: CollectionViewHost { base }
}
