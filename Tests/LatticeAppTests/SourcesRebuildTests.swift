import Foundation
import Testing
import LatticeFixtures
import LatticeViewer
@testable import LatticeApp
@testable import LatticeSources

/// The viewer of a `sources:` fixture rebuilds when a source is saved (SourcesWatch), driven as
/// the run loop drives it: the save arrives as `.fileChanged`, the build is a task the effect
/// runner runs on its own thread, its end arrives as the task's message. A compile error is shown, located in the
/// user's file, in the status bar over the last good layout; a good build quits the viewer with
/// the new program to hand over to, which draws the new layout.
///
/// The cache is the tests' shared one (`SourcesCorpusTests.cache`), where lattice is already
/// compiled (or is compiled by the first build): each save costs its own target only.
@Suite(.serialized) struct SourcesRebuildTests {
    /// Rows `rowHeight` tall, full width, stacked.
    static func layout(rowHeight: String) -> String {
        """
        import UIKit

        final class RowsLayout: UICollectionViewLayout {
            var rowHeight: CGFloat = \(rowHeight)

            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0,
                       height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * rowHeight)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView = collectionView else { return nil }
                return (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: collectionView.bounds.width, height: rowHeight)
                    return attributes
                }
            }
        }

        """
    }
    static let setup = """
        import UIKit
        import LatticeCLI

        @MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = ["rows": { _ in RowsLayout() }]

        """
    static let fixture = """
        viewport: {width: 100, height: 300}
        layout:
          type: rows
          sources: [RowsLayout.swift, setup.swift]
        sections:
          - items:
              - {size: [100, 10], repeat: 3}

        """

    /// Sends `.fileChanged` for `path` as the run loop would on the save, then polls the watched
    /// files until the build's end arrives (at most 20 minutes: the first build compiles lattice).
    /// `building`: the build surely takes a while (a compile error is never cached; a program
    /// built by an earlier run is ready at once), so the status bar says it is building.
    static func save(_ text: String, to path: String, building: Bool, _ watch: inout SourcesWatch, _ effects: inout EffectRunner) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        effects.send(.fileChanged(path: path, exists: true), to: &watch)
        if building {
            #expect(watch.building)
            #expect(watch.frame().line(0).contains("⟳ building the sources"))
        }
        // The build's end is a problem shown (failure) or the viewer quitting (success).
        let deadline = Date(timeIntervalSinceNow: 1200)
        while watch.problem == nil && !effects.quit {
            try #require(Date() < deadline, "the build did not end in 20 minutes")
            Thread.sleep(forTimeInterval: 0.2)
            effects.receive(&watch)
        }
    }

    @Test func aSavedSourceIsBuiltAndAnErrorShowsOverTheLastGoodLayout() throws {
        setenv("LATTICE_CACHE_DIR", SourcesCorpusTests.cache, 1)
        let dir = try SourcesErrorTests.folder(["RowsLayout.swift": Self.layout(rowHeight: "40"), "setup.swift": Self.setup,
                                                 "f.yaml": Self.fixture])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = dir + "/RowsLayout.swift"
        // The last good layout: any model does; the viewer keeps drawing it while building.
        let shown = try FixtureLoader.load(text: "viewport: {width: 100, height: 300}\nsections:\n  - items: [[100, 40], [100, 40]]\n",
                                           name: "shown.yaml")
        let inner = ViewerModel(fixture: shown, path: nil, terminalSize: (cols: 250, rows: 20), headless: true)
        var watch = SourcesWatch(inner: inner, fixture: dir + "/f.yaml", files: [source, dir + "/setup.swift"])
        var effects = EffectRunner()
        effects.start(&watch)

        // A type error on line 4: `var rowHeight: CGFloat = "sixty"`.
        try Self.save(Self.layout(rowHeight: "\"sixty\""), to: source, building: true, &watch, &effects)
        let failed = watch.frame()
        #expect(failed.line(0).contains("RowsLayout.swift:4:"), "status bar: \(failed.line(0))")
        #expect(failed.line(0).contains("error:"))
        #expect(!effects.quit)
        #expect(Array(failed.text().split(separator: "\n").dropFirst()) == Array(inner.frame().text().split(separator: "\n").dropFirst()),
                "below the status bar, the last good layout")

        // E opens the whole diagnostic: the compiler's error with its source line and caret.
        #expect(failed.line(0).hasPrefix("⚠ (E: all of it) "), "status bar: \(failed.line(0))")
        _ = watch.update(.key(DiagnosticPanel.openKey))
        let panel = watch.frame().text()
        #expect(panel.contains("the build's diagnostic") && panel.contains("\"sixty\"") && panel.contains("^"), "\(panel)")
        _ = watch.update(.key(.escape))
        #expect(watch.panel == nil)

        // Fixed, with rows 60 tall: the build succeeds, the viewer quits to hand over.
        try Self.save(Self.layout(rowHeight: "60"), to: source, building: false, &watch, &effects)
        #expect(effects.quit)
        let next = try #require(watch.takeHandOver())
        let r = try Self.run(next.path, key: next.key, ["dump", dir + "/f.yaml", "--allow-sources"])
        try #require(r.status == 0, "the new program: \(r.stderr)")
        let e = try CLIProcessTests.elements(r.stdout)
        // Rows of 60: item 1 at y 60, item 2 at 2 × 60.
        #expect(SourcesCorpusTests.frame(e["cell 0.1"]) == [0, 60, 100, 60])
        #expect(SourcesCorpusTests.frame(e["cell 0.2"]) == [0, 120, 100, 60])
    }

    /// Runs a built program as `SourcesLaunch` hands over to it.
    static func run(_ path: String, key: String, _ arguments: [String]) throws -> CLIProcessTests.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[SourcesLaunch.programVariable] = key
        environment["LATTICE_CACHE_DIR"] = SourcesCorpusTests.cache
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIProcessTests.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
