import LatticeLayout
import LatticeViewport

/// One target being checked: the layout in a simulated collection view (`CollectionView`, which
/// drives bounds changes as UIKit does), the content offsets sampled for it, and what the layout
/// answers at each (`OffsetState`). The rules read it; the sampling is drawn from `seed`.
public final class CheckRun {
    public let target: CheckTarget
    /// The collection view hosting the layout every offset is visited in.
    public let view: CollectionView
    /// The axis the content scrolls along (the longer scrollable range; vertical when neither scrolls).
    public let scrollAxis: ScrollDirection
    /// The sampled content offsets, in the order visited.
    public let offsets: [Point]
    /// The random numbers of this run's samples (rects, elements), after the offsets were drawn.
    public var random: SplitMix64

    private var cachedStates: [OffsetState]?

    /// Prepares the layout at the target's initial offset and samples `offsetCount` offsets:
    /// the initial one, the least and the greatest a user can scroll to, then alternately a
    /// random one in the scrollable range and one that puts a random element's leading or
    /// trailing edge at the edge of the visible area (where pinned headers reach their clamps).
    public init(target: CheckTarget, offsetCount: Int, seed: UInt64) {
        self.target = target
        view = CollectionView(layout: target.make(), viewportSize: target.viewport,
                              contentOffset: target.contentOffset, contentInset: target.contentInset)
        random = SplitMix64(seed: seed)
        let lo = view.minimumContentOffset, hi = view.maximumContentOffset
        scrollAxis = hi.x - lo.x > hi.y - lo.y ? .horizontal : .vertical
        var offsets: [Point] = []
        func add(_ p: Point) { if p.x.isFinite, p.y.isFinite, !offsets.contains(p) { offsets.append(p) } }
        let count = max(1, offsetCount)
        for p in [target.contentOffset, lo, hi] where offsets.count < count { add(p) }
        let initial = view.layout.attributes(in: Rect(origin: .zero, size: view.contentSize).union(view.bounds))
        var attempts = 0
        while offsets.count < count, attempts < 4 * count {
            attempts += 1
            let d = scrollAxis, inset = target.contentInset
            if attempts % 2 == 1 || initial.isEmpty {
                add(Point(x: Self.uniform(&random, lo.x, hi.x), y: Self.uniform(&random, lo.y, hi.y)))
            } else {
                let e = initial[Int(random.integer(in: 0, Int64(initial.count - 1)))].frame
                let s = random.next() % 2 == 0 ? e.minS(d) - inset.leadS(d) : e.maxS(d) - target.viewport.s(d) + inset.trailS(d)
                let clampedS = min(max(s, lo.s(d)), hi.s(d))
                add(Point(s: clampedS, f: lo.f(d), d))
            }
        }
        self.offsets = offsets
    }

    static func uniform(_ random: inout SplitMix64, _ lo: Double, _ hi: Double) -> Double {
        guard hi > lo else { return lo }
        return lo + (hi - lo) * Double(random.next() >> 11) / Double(1 << 53)
    }

    /// Passes over the sampled offsets before the answers stop changing (`settle()`): 2 for a
    /// layout whose answers do not depend on what it has shown; more for a self-sizing one.
    public private(set) var settlingPasses = 0
    /// When the answers still changed on the last pass allowed: the element that changed and
    /// its answers on the last two passes.
    public private(set) var unsettled: (element: ElementID?, offset: Point, before: String, after: String)?

    /// At most this many passes over the sampled offsets to settle (UIKit gives up on
    /// self-sizing after about a hundred layout passes; ten passes over every offset is more
    /// than a settling layout needs).
    public static let maximumSettlingPasses = 10

    /// What the layout answers at each sampled offset, once the answers have settled (`settle`).
    public var states: [OffsetState] {
        if let cachedStates { return cachedStates }
        let states = settle()
        cachedStates = states
        return states
    }

    /// Visits every sampled offset, again and again, until a pass reads the same answers as the
    /// one before (a self-sizing layout measures what each offset shows, which may move what
    /// others show), or `maximumSettlingPasses` passes.
    private func settle() -> [OffsetState] {
        var previous: [OffsetState] = []
        for pass in 1...Self.maximumSettlingPasses {
            var states: [OffsetState] = []
            visitOffsets { layout, bounds in states.append(OffsetState(layout: layout, bounds: bounds)) }
            settlingPasses = pass
            if pass > 1, let change = Self.firstChange(previous, states) {
                if pass == Self.maximumSettlingPasses { unsettled = change }
            } else if pass > 1 {
                return states
            }
            previous = states
        }
        return previous
    }

    /// The first element whose answer differs between two passes, or nil when none does.
    static func firstChange(_ a: [OffsetState], _ b: [OffsetState]) -> (element: ElementID?, offset: Point, before: String, after: String)? {
        for (x, y) in zip(a, b) {
            if x.contentSize != y.contentSize {
                return (nil, y.offset, "content size \(x.contentSize)", "content size \(y.contentSize)")
            }
            // NaN coordinates compare equal here (DeterminismRule.same): a NaN frame is the
            // geometry rule's finding, not a change.
            if x.elements == y.elements { continue }
            if x.elements.count == y.elements.count,
               zip(x.elements, y.elements).allSatisfy({ DeterminismRule.same($0, $1) }) { continue }
            for e in y.elements where !DeterminismRule.same(x.single(e.elementID), e) {
                return (e.elementID, y.offset, x.single(e.elementID).map(describe) ?? "absent", describe(e))
            }
            for e in x.elements where y.single(e.elementID) == nil {
                return (e.elementID, y.offset, describe(e), "absent")
            }
        }
        return nil
    }

    /// Moves the collection view to each sampled offset in turn (as code setting
    /// `contentOffset` does: not clamped) and calls `body` with the layout there and the state
    /// read there.
    public func visit(_ body: (OffsetState, CollectionLayout) -> Void) {
        let states = self.states
        for (i, offset) in offsets.enumerated() {
            view.setContentOffset(offset, clamped: false)
            body(states[i], view.layout)
        }
    }

    private func visitOffsets(_ body: (CollectionLayout, Rect) -> Void) {
        for offset in offsets {
            view.setContentOffset(offset, clamped: false)
            body(view.layout, view.bounds)
        }
    }

    /// A finding at this target's size (the rule fills in the rest).
    public func finding(_ rule: String, _ severity: CheckFinding.Severity, _ code: String, _ message: String,
                        element: ElementID? = nil, offset: Point? = nil, rect: Rect? = nil,
                        values: [CheckFinding.Value] = [], hint: String? = nil) -> CheckFinding {
        CheckFinding(rule: rule, severity: severity, code: code, message: message, element: element,
                     sizeName: target.size.name, viewport: target.viewport, contentOffset: offset, rect: rect,
                     values: values, hint: hint)
    }

    /// The pixel of the target's screen, the tolerance of comparisons on the pixel grid.
    public var pixel: Double { 1 / max(target.screenScale, 1) }
}
