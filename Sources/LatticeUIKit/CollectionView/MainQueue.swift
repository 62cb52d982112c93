import Foundation

/// The main dispatch queue, drained by lattice's loop: work a layout hands to
/// `DispatchQueue.main.async` runs at the next drain (the viewer drains before each frame;
/// `render` and `record` before each frame of their virtual time; a ``UICollectionView`` driven
/// by a test at each `layoutIfNeeded()`). UIKitDifferences §6.
@MainActor
package enum MainQueue {
    /// Rounds of draining: work queued by work that ran in one round runs in the next, up to
    /// this many (so a block that requeues itself cannot hang the loop).
    static let rounds = 4

    /// Runs the main run loop once per round without waiting, which runs the blocks queued on
    /// `DispatchQueue.main` (and due timers).
    package static func drain() {
        for _ in 0..<rounds { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0)) }
    }
}
