import LatticeLayout

/// One row of `lattice bench` (CommandLineContract §2.6).
struct BenchResult {
    var name: String
    var layout: String
    var items: Int
    var sections: Int
    var prepareNsPerItem: Double
    var queryNs: Double
    var hitsPerQuery: Double
    var frameUs: Double
}

/// Measures a workload in this process with the monotonic clock: medians after a warm-up. On
/// the main actor, where the workloads make their layouts.
@MainActor
struct BenchRunner {
    /// At least 5 (CommandLineContract §2.6); more, because a shared 2-core machine is noisy. Each timed
    /// layout allocates its output storage, so first-touch page faults are part of the figure.
    var prepareRuns = 11
    var queryRuns = 1001
    var frameRuns = 201
    /// Draws one terminal frame of `layout` at its current bounds (query + drawing into a screen
    /// buffer); returns something derived from the buffer so the work cannot be optimised away.
    var drawFrame: ((CollectionLayout) -> Int)?

    func run(_ workload: BenchWorkload) -> BenchResult {
        let geometry = CollectionViewGeometry(bounds: Rect(origin: .zero, size: BenchWorkload.viewport))
        let (layout, prepareTimes) = timePrepare(workload, geometry)
        var scroller = BenchScroller(layout: layout)
        let (queryTimes, hits) = timeQueries(&scroller)
        let frameTimes = timeFrames(&scroller)
        return BenchResult(
            name: workload.name, layout: workload.layoutName, items: workload.items, sections: workload.sections,
            prepareNsPerItem: median(prepareTimes) / Double(max(1, workload.items)),
            queryNs: median(queryTimes),
            hitsPerQuery: Double(hits) / Double(max(1, queryTimes.count)),
            frameUs: median(frameTimes) / 1000)
    }

    /// prepare: one untimed warm-up, then the median of full layouts from nothing. Returns the
    /// last layout prepared, for the queries.
    private func timePrepare(_ workload: BenchWorkload, _ geometry: CollectionViewGeometry) -> (CollectionLayout, [Double]) {
        var layout = workload.makeLayout(geometry)
        layout.prepare()
        var prepareTimes: [Double] = []
        for _ in 0..<prepareRuns {
            let start = monotonicNanoseconds()
            let fresh = workload.makeLayout(geometry)
            fresh.prepare()
            let end = monotonicNanoseconds()
            blackHole(fresh.contentSize)
            prepareTimes.append(Double(end - start))
            layout = fresh
        }
        return (layout, prepareTimes)
    }

    /// query: `attributes(in: viewport)` at random offsets over the scrollable range, as the
    /// collection view does it: new bounds, the bounds-change invalidation, prepare, query.
    private func timeQueries(_ scroller: inout BenchScroller) -> ([Double], Int) {
        var reusable: [LayoutAttributes] = []
        reusable.reserveCapacity(1024)
        var queryTimes: [Double] = []
        var hits = 0
        for run in 0..<(queryRuns + 10) {
            let bounds = scroller.randomBounds()
            let start = monotonicNanoseconds()
            scroller.scroll(to: bounds)
            reusable.removeAll(keepingCapacity: true)
            scroller.layout.attributes(in: bounds, into: &reusable)
            let end = monotonicNanoseconds()
            blackHole(reusable.count)
            if run >= 10 { queryTimes.append(Double(end - start)); hits += reusable.count }
        }
        return (queryTimes, hits)
    }

    /// frame: one terminal frame drawn at random offsets (when a drawing function is given).
    private func timeFrames(_ scroller: inout BenchScroller) -> [Double] {
        guard let drawFrame else { return [] }
        var frameTimes: [Double] = []
        for run in 0..<(frameRuns + 5) {
            scroller.scroll(to: scroller.randomBounds())
            let start = monotonicNanoseconds()
            let checksum = drawFrame(scroller.layout)
            let end = monotonicNanoseconds()
            blackHole(checksum)
            if run >= 5 { frameTimes.append(Double(end - start)) }
        }
        return frameTimes
    }
}

/// Scrolls a benchmarked layout the way `UICollectionView` does: random viewport-sized bounds
/// over the scrollable range (a fixed seed, so every run visits the same offsets), and for each
/// the bounds-change invalidation and prepare when the layout asks for them.
struct BenchScroller {
    let layout: CollectionLayout
    private var rng = SplitMix64(seed: 42)
    private let maxX: Double, maxY: Double

    init(layout: CollectionLayout) {
        self.layout = layout
        let content = layout.contentSize, viewport = BenchWorkload.viewport
        maxY = max(0, content.height - viewport.height)
        maxX = max(0, content.width - viewport.width)
    }

    mutating func randomBounds() -> Rect {
        let y = maxY > 0 ? Double(rng.next() % UInt64(maxY * 16 + 1)) / 16 : 0
        let x = maxX > 0 ? Double(rng.next() % UInt64(maxX * 16 + 1)) / 16 : 0
        return Rect(origin: Point(x: x, y: y), size: BenchWorkload.viewport)
    }

    func scroll(to bounds: Rect) {
        layout.applyBoundsChange(to: bounds)
    }
}

extension BenchResult {
    /// The JSON object of one case, keys as CommandLineContract §2.6 names them.
    var json: String {
        "{\"name\": \"\(name)\", \"layout\": \"\(layout)\", \"items\": \(items), \"sections\": \(sections), "
            + "\"prepare_ns_per_item\": \(jsonNumber(prepareNsPerItem)), \"query_ns\": \(jsonNumber(queryNs)), "
            + "\"hits_per_query\": \(jsonNumber(hitsPerQuery)), \"frame_us\": \(jsonNumber(frameUs))}"
    }
}
