import LatticeLayout

/// The runtime around a collection view: what UIKit's scroll view, run loop and screen give a
/// layout beyond layout itself. The simulated ``CollectionView`` owns one per host; a layout of
/// lattice's own has none (no offset adjustments, UIScrollView's default physics, no timed work,
/// the fixture's screen scale).
///
/// LatticeUIKit's hosting bridge implements it for a UIKit layout: the content offset moves its
/// invalidation contexts ask for (`UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment`),
/// the view's `decelerationRate` and `isPagingEnabled`, its display links, dynamic animators and
/// main-queue work, and the screen it draws on (`UIScreen.main.scale`, `traitCollection.displayScale`).
/// Each host has its own screen and media clock; only the main queue (`DispatchQueue.main`) is
/// shared by every host in the process, as it is on a device.
public protocol CollectionViewHost: AnyObject {
    /// The content offset move asked for since the collection view last asked, then forgotten.
    /// The collection view adds it to its offset after each layout pass.
    func takeContentOffsetAdjustment() -> Point

    /// How the host's scroll view decelerates and pages (`decelerationRate`, `isPagingEnabled`).
    var scrollPhysics: ScrollPhysics { get }

    /// True while the host has work of its own to run as time passes (a display link, a
    /// dynamic animator, work queued on the main queue): the viewer keeps ticking.
    var hasTimedWork: Bool { get }

    /// Lets `milliseconds` of virtual time pass for the host's timed work (its own media clock).
    func advanceTime(milliseconds: Double)

    /// The scale of the host's screen (`UIScreen.scale`): pixels per point.
    var screenScale: Double { get }
}

/// A layout that comes with the runtime hosting it (a UIKit layout hosted by LatticeUIKit): the
/// ``CollectionView`` made for it takes that host as its own.
public protocol HostedCollectionLayout: CollectionLayout {
    /// The runtime that hosts this layout.
    var collectionViewHost: CollectionViewHost { get }
}
