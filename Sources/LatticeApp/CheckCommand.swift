import ArgumentParser
import LatticeLayout
import LatticeCheck
import LatticeFixtures
import LatticeTerminal

/// `lattice check FIXTURE|FOLDER… [--sizes LIST|all] [--offsets N] [--seed N] [--json | --junit FILE] [--force]`:
/// the UICollectionViewLayout contract (LatticeCheck's rules; CommandLineContract §2.6a) checked on each fixture's layout
/// at each size. Exit 1 on any error finding that the fixture does not expect, or a fixture that
/// does not load; warnings do not fail.
struct CheckCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check layouts against UIKit's layout contract (rect queries, content size, geometry, pinning, invalidation).",
        discussion: """
            Rules: \(CheckRules.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")).
            Exit status 1 when a fixture has an error finding it does not expect (check: expect: in the fixture) \
            or does not load; warnings do not fail. Sampling is deterministic: the same seed checks the same offsets and rects.
            """)

    @Argument(help: "Fixture files or folders of fixtures.")
    var fixtures: [String]

    @Option(help: ArgumentHelp("Viewport sizes: WxH in points, device names (\(DeviceTable.devices.map(\.slug).joined(separator: ", ")); add -portrait or -landscape for one orientation), or all (ten sizes); comma-separated. Default: the fixture's own viewport.", valueName: "LIST"))
    var sizes: String?

    @Option(help: "Content offsets sampled per size (the initial one, both ends of the scrollable range, then random ones).")
    var offsets: Int = 8

    @Option(help: "Seed of the random samples (the same seed samples the same offsets and rects).")
    var seed: UInt64 = 1

    @Flag(help: "Print one JSON object instead of the text report.")
    var json = false

    @Option(help: ArgumentHelp("Write a JUnit XML report to FILE (each rule of each fixture a test case).", valueName: "FILE"))
    var junit: String?

    @Flag(help: "Replace the --junit file if it exists.")
    var force = false

    /// A fixture's `sources:` run only once allowed (`lattice allow`), or with this for one run.
    @OptionGroup var consent: SourcesConsentOptions

    func validate() throws {
        if json && junit != nil { throw ValidationError("--json and --junit are alternatives: give one") }
    }

    func run(in environment: LatticeEnvironment) throws {
        var reports: [FixtureCheckReport] = []
        var sizeList: [CheckSize] = []
        var output: OutputFile?
        try runReportingInvalidInput {
            if let sizes {
                do { sizeList = try CheckSize.parseList(sizes) } catch {
                    throw OptionValueError(option: "--sizes", value: sizes, expected: "\(error)")
                }
            }
            guard (1...1000).contains(offsets) else {
                throw OptionValueError(option: "--offsets", value: "\(offsets)", expected: "a whole number from 1 to 1000")
            }
            // Before the long work: an existing file without --force stops here.
            if let junit { output = try OutputFile(junit, force: force) }
        }
        let emptyFolders = FixtureFolder.emptyFolders(fixtures)
        for folder in emptyFolders {
            printError("\(folder): error: no fixture files (.yaml, .yml or .json) in this folder")
        }
        let checker = Checker(offsetCount: offsets, seed: seed)
        var hinted: Set<String> = []
        for path in FixtureFolder.expand(fixtures) {
            let report = Self.check(path, sizes: sizeList, checker: checker, layouts: environment.layouts)
            if !json {
                for line in CheckText.lines(report, hinted: &hinted) {
                    report.loadError != nil ? printError(line) : print(visibleText(line))
                }
            }
            reports.append(report)
        }
        if json {
            print(CheckJSON.document(reports, sizes: sizeList, offsets: offsets, seed: seed))
        } else {
            print(CheckText.summary(reports, sizes: sizeList.count, offsets: offsets, seed: seed))
        }
        if let output, let junit {
            try runReportingInvalidInput {
                let bytes = try output.write { CheckJUnit.document(reports) }
                OutputFile.summary(junit, bytes: bytes, "\(reports.count) fixture\(reports.count == 1 ? "" : "s")")
            }
        }
        if !emptyFolders.isEmpty || reports.contains(where: { $0.errorCount > 0 }) { throw ExitCode(1) }
    }

    /// One fixture loaded as every command loads it, then checked at `sizes` (its own viewport
    /// when empty).
    static func check(_ path: String, sizes: [CheckSize], checker: Checker, layouts: LayoutCatalogue) -> FixtureCheckReport {
        let fixture: Fixture
        do {
            fixture = try SceneOptions.loadFixture(path: path, viewport: nil, assignments: [], offset: nil, layouts: layouts)
        } catch {
            let text = "\(error)"
            return FixtureCheckReport(path: path, loadError: text.contains(": error: ") ? text : "\(path): error: \(text)")
        }
        let chosen = sizes.isEmpty ? [FixtureCheckTargets.ownSize(of: fixture)] : sizes
        // The rules at each size are the long part: the checker tells the fraction done.
        let progress = WorkProgress.reporter
        progress.begin("checking \(path) at \(chosen.count) size\(chosen.count == 1 ? "" : "s")")
        let outcome = checker.check(FixtureCheckTargets.targets(fixture, sizes: chosen))
        progress.finish()
        return FixtureCheckReport(path: path, fixture: fixture, outcome: outcome, sizes: chosen, ownSize: sizes.isEmpty)
    }
}
