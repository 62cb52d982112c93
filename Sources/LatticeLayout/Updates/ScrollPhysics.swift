/// How a scroll view ends a fling: UIScrollView's `decelerationRate` and `isPagingEnabled`.
public struct ScrollPhysics: Hashable, Sendable {
    /// The factor the velocity is multiplied by each millisecond (`Fling.normalDecelerationRate`
    /// 0.998, `.fastDecelerationRate` 0.99).
    public var decelerationRate: Double
    /// Flings stop on a page: a multiple of the bounds size along the scroll axis.
    public var isPagingEnabled: Bool

    public init(decelerationRate: Double = Fling.normalDecelerationRate, isPagingEnabled: Bool = false) {
        self.decelerationRate = decelerationRate; self.isPagingEnabled = isPagingEnabled
    }

    /// Where a paging scroll view's fling from `offset` stops along an axis with pages of
    /// `page` points, moving towards larger offsets when `forward`: the next page boundary in
    /// that direction (the one the offset is on when it is exactly on one and moving back),
    /// within `lower ... upper`. UIKit does not ask the layout's `targetContentOffset` when it pages.
    public static func pageTarget(offset: Double, page: Double, forward: Bool, lower: Double, upper: Double) -> Double {
        guard page > 0, page.isFinite else { return offset }
        let index = (offset / page).rounded(.down)
        let next = forward ? (index + 1) * page : (offset == index * page ? (index - 1) * page : index * page)
        return Swift.min(Swift.max(next, lower), upper)
    }
}
