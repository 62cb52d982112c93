import ArgumentParser

/// `lattice bench [--json]`: the built-in benchmark (CommandLineContract §2.6), in this process,
/// on the main actor (the command line runs on the main thread; the conformance checks it).
struct BenchCommand: @preconcurrency ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure layout, query and frame times in this process (build with -c release).",
        discussion: "A full run (million-item cases of the engine's layouts) takes about 3 s in a release build, and the check case (check-flow-10k-10sizes: six runs of lattice check) about 6 s more.")

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "10,000-item cases of each layout (list, flow, aligned, line, compositional): a smoke test of a few seconds even in a debug build.")
    var quick = false

    @Option(help: "Run only the cases whose name contains this text (e.g. aligned, 1M).")
    var filter: String?

    @MainActor
    func run() throws {
        let frame = BenchFrame()
        let runner = BenchRunner(drawFrame: frame.draw)
        var results: [BenchResult] = []
        let all = BenchWorkload.all(quick: quick)
        // An empty filter is contained in every name: all cases.
        let cases = all.filter { c in filter.map { f in f.isEmpty || c.name.contains(f) } ?? true }
        let checking = filter.map { $0.isEmpty || BenchCheck.name.contains($0) } ?? true
        if cases.isEmpty, !checking, let filter {
            try runReportingInvalidInput {
                throw OptionValueError(option: "--filter", value: filter,
                                       expected: "text in a case's name (\((all.map(\.name) + [BenchCheck.name]).joined(separator: ", ")))")
            }
        }
        if !json { print(BenchTable.header) }
        for benchCase in cases {
            let result = runner.run(benchCase.make())
            results.append(result)
            if !json { print(BenchTable.row(result)) }
        }
        // The check of a generated flow layout at the ten device sizes (`lattice check`).
        let check = checking ? BenchCheck.run() : nil
        if json {
            print("{\"cases\": [" + results.map(\.json).joined(separator: ",\n  ") + "]"
                  + (check.map { ",\n \"check\": " + $0.json } ?? "") + "}")
        }
        if !json {
            for line in BenchTable.ratios(results) { print(line) }
            if let check { print(check.line) }
        }
    }
}

/// The readable table `lattice bench` prints without `--json`.
enum BenchTable {
    static let header = pad("case", 22) + pad("layout", 14) + lpad("items", 10) + lpad("sections", 10)
        + lpad("prepare ns/item", 17) + lpad("query ns", 11) + lpad("hits", 7) + lpad("frame µs", 10)

    static func row(_ r: BenchResult) -> String {
        pad(r.name, 22) + pad(r.layout, 14) + lpad("\(r.items)", 10) + lpad("\(r.sections)", 10)
            + lpad(fixed(r.prepareNsPerItem, 2), 17) + lpad(fixed(r.queryNs, 0), 11)
            + lpad(fixed(r.hitsPerQuery, 1), 7) + lpad(fixed(r.frameUs, 1), 10)
    }

    /// For each LatticeUIKit case measured with its engine case: how many times slower the facade is.
    static func ratios(_ results: [BenchResult]) -> [String] {
        results.compactMap { r in
            guard let name = BenchWorkload.engineCase(of: r.name), let e = results.first(where: { $0.name == name }),
                  e.prepareNsPerItem > 0, e.queryNs > 0 else { return nil }
            return "\(r.name) / \(name): prepare \(fixed(r.prepareNsPerItem / e.prepareNsPerItem, 2))x, query \(fixed(r.queryNs / e.queryNs, 2))x"
        }
    }

    static func fixed(_ v: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let n = Int64((v * scale).rounded())
        if digits == 0 { return String(n) }
        var frac = String(abs(n) % Int64(scale))
        while frac.count < digits { frac = "0" + frac }
        return (n < 0 ? "-" : "") + String(abs(n) / Int64(scale)) + "." + frac
    }
    static func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }
    static func lpad(_ s: String, _ n: Int) -> String { s.count >= n ? " " + s : String(repeating: " ", count: n - s.count) + s }
}
