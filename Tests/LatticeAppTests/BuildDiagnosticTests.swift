import Foundation
import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer
@testable import LatticeApp
@testable import LatticeSources

/// A failed live rebuild shows its first error in the status bar, says which key shows the rest,
/// and that key opens every line of the diagnostic in a panel that scrolls and closes; while a
/// build runs, the status bar shows its step and fraction. Driven through `SourcesWatch` as the
/// run loop drives it: the build's outcome and progress arrive as messages from its task.
@Suite struct BuildDiagnosticTests {
    /// 30 lines of diagnostic: a located error, its source line and caret, then notes.
    static let lines = ["/tmp/p/RowsLayout.swift:4:30: error: cannot convert value of type 'String' to specified type 'CGFloat'",
                        "    var rowHeight: CGFloat = \"sixty\"",
                        "                             ^~~~~~~"]
        + (1...27).map { "/tmp/p/RowsLayout.swift:\($0 + 10):1: note: line \($0) of the rest" }

    static func watching(rows: Int = 12) throws -> (SourcesWatch, ViewerModel) {
        let shown = try FixtureLoader.load(text: "viewport: {width: 100, height: 300}\nsections:\n  - items: [{size: [100, 40], repeat: 40}]\n", name: "shown.yaml")
        let inner = ViewerModel(fixture: shown, path: nil, terminalSize: (cols: 100, rows: rows), headless: true)
        return (SourcesWatch(inner: inner, fixture: "/tmp/p/f.yaml", files: ["/tmp/p/RowsLayout.swift"]), inner)
    }

    /// The build task's end as it reaches the viewer: its outcome, sent as a message.
    static func failBuild(_ watch: inout SourcesWatch) throws {
        watch.building = true
        let result = SourcesBuildResult(files: watch.files, outcome: .failed(lines[0], lines: lines))
        _ = watch.update(.program(SourcesBuildMessage.finished(result)))
    }

    @Test func theStatusBarNamesTheKeyAndTheKeyShowsEveryLine() throws {
        var (watch, inner) = try Self.watching()
        try Self.failBuild(&watch)
        let bar = watch.frame().line(0)
        #expect(bar.hasPrefix("⚠ (E: all of it) /tmp/p/RowsLayout.swift:4:30: error: cannot convert"), "\(bar)")

        #expect(watch.update(.key(.char("E"))).isEmpty)
        // 12 rows: the status bar, the panel's top border, 8 lines (12 − 4), the position line,
        // the bottom border.
        var screen = watch.frame().text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(screen[0] == bar, "the status bar stays")
        #expect(screen[1].contains("the build's diagnostic"))
        #expect(screen[2].contains("error: cannot convert value of type 'String'"))
        #expect(screen[3].contains("var rowHeight: CGFloat = \"sixty\""))
        #expect(screen[4].contains("^~~~~~~"))
        #expect(screen[9].contains("note: line 5 of the rest"))
        #expect(screen[10].contains("lines 1-8 of 30"))

        // G: the last 8 lines (23 … 30); k: one up; g: back to the first.
        _ = watch.update(.key(.char("G")))
        screen = watch.frame().text().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(screen[2].contains("note: line 20 of the rest") && screen[9].contains("note: line 27 of the rest"))
        #expect(screen[10].contains("lines 23-30 of 30"))
        _ = watch.update(.key(.char("k")))
        #expect(watch.frame().line(10).contains("lines 22-29 of 30"))
        _ = watch.update(.key(.char(" ")))
        #expect(watch.frame().line(10).contains("lines 23-30 of 30"), "a page down stops at the end")
        _ = watch.update(.key(.char("g")))
        #expect(watch.frame().line(10).contains("lines 1-8 of 30"))

        // The panel takes the keys: `j` moved it, not the layout underneath.
        let offset = watch.panes[0].collectionView.contentOffset
        _ = watch.update(.key(.char("j")))
        #expect(watch.frame().line(10).contains("lines 2-9 of 30"))
        #expect(watch.panes[0].collectionView.contentOffset == offset)

        // Esc closes it: below the status bar, the layout again.
        _ = watch.update(.key(.escape))
        #expect(watch.panel == nil)
        #expect(Array(watch.frame().text().split(separator: "\n").dropFirst()) == Array(inner.frame().text().split(separator: "\n").dropFirst()))
        // q closes it too, without quitting the viewer.
        _ = watch.update(.key(.char("E")))
        #expect(watch.update(.key(.char("q"))).isEmpty)
        #expect(watch.panel == nil)
        // With the panel closed, `j` reaches the layout and scrolls it.
        _ = watch.update(.key(.char("j")))
        #expect(watch.panes[0].collectionView.contentOffset != offset)
    }

    @Test func withoutAFailedBuildEIsNotTaken() throws {
        var (watch, _) = try Self.watching()
        _ = watch.update(.key(.char("E")))
        #expect(watch.panel == nil)
    }

    @Test func aRunningBuildShowsItsStepAndFraction() throws {
        var (watch, _) = try Self.watching()
        watch.building = true
        #expect(watch.frame().line(0) == "⟳ building the sources…")
        // The task's reporter sends what the build reports, as messages.
        let sent = SentMessages()
        let reporter = SentProgress { step, fraction in sent.append(.program(SourcesBuildMessage.progress(step: step, fraction: fraction))) }
        reporter.begin("building f.yaml's sources")
        for message in sent.take() { _ = watch.update(message) }
        #expect(watch.frame().line(0) == "⟳ building f.yaml's sources…")
        // Fractions are sent at most four times a second: the next one after a pause.
        reporter.advance(6.0 / 48)
        #expect(sent.take().isEmpty, "a fraction right after the step is not sent")
        Thread.sleep(forTimeInterval: 0.3)
        reporter.advance(12.0 / 48)
        for message in sent.take() { _ = watch.update(message) }
        #expect(watch.frame().line(0) == "⟳ building f.yaml's sources 25%")
        // The end: the status bar no longer says building.
        _ = watch.update(.program(SourcesBuildMessage.finished(SourcesBuildResult(files: watch.files, outcome: .failed("x: error: y", lines: ["x: error: y"])))))
        #expect(watch.progress == nil)
        #expect(watch.frame().line(0).hasPrefix("⚠ (E: all of it) x: error: y"))
    }
}

/// Messages a task sent, kept for the test to hand to `update`.
private final class SentMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [ViewerMessage] = []
    func append(_ message: ViewerMessage) { lock.withLock { messages.append(message) } }
    func take() -> [ViewerMessage] { lock.withLock { defer { messages = [] }; return messages } }
}
