import LatticeCheck
import LatticeLayout

/// The benchmark of `lattice check`: the whole check (every rule, eight sampled offsets) of a
/// generated 10,000-item flow layout — 100 sections of 100 items, the list workload's sizes and
/// pinned headers (`BenchWorkload.flow`) — at the ten device sizes of `--sizes all`. The figure
/// is the median of five timed runs after one untimed warm-up.
enum BenchCheck {
    static let name = "check-flow-10k-10sizes"
    static let runs = 5

    struct Result {
        var milliseconds: [Double]
        var median: Double { LatticeApp.median(milliseconds) }
        var findings: Int

        var json: String {
            "{\"name\": \"\(name)\", \"layout\": \"flow\", \"items\": 10000, \"sizes\": \(DeviceTable.allSizes.count), "
                + "\"runs\": \(runs), \"median_ms\": \(jsonNumber((median * 10).rounded() / 10)), \"findings\": \(findings)}"
        }

        var line: String {
            "\(name): the check of 10,000 flow items at \(DeviceTable.allSizes.count) sizes, median of \(runs) runs: "
                + "\(BenchTable.fixed(median, 0)) ms (\(findings) findings)"
        }
    }

    @MainActor
    static func run() -> Result {
        let sections: [FlowSection] = BenchWorkload.listSections(sections: 100, items: 100)
        var options = FlowLayoutOptions()
        options.sectionHeadersPinToVisibleBounds = true
        let targets = DeviceTable.allSizes.map { size in
            CheckTarget(size: size, screenScale: size.screenScale ?? 2) {
                FlowLayout(sections: sections, options: options, collectionView: CollectionViewGeometry(bounds: Rect(origin: .zero, size: size.viewport)))
            }
        }
        var findings = Checker().check(targets).findings.count
        var times: [Double] = []
        for _ in 0..<runs {
            let start = monotonicNanoseconds()
            findings = Checker().check(targets).findings.count
            times.append(Double(monotonicNanoseconds() - start) / 1e6)
        }
        return Result(milliseconds: times, findings: findings)
    }
}
