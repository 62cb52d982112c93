import Foundation
import Testing

/// One convention for the files commands write: `-o/--output`, the format chosen by the name or
/// `--format`, `--force`, the existence checked before the work, one summary line on stderr;
/// `record` as an animated SVG and `export` as an HTML page, as users run them (the real binary).
@Suite struct OutputConventionTests {
    typealias CLI = CLIProcessTests
    static let sticky = CLIProcessTests.sticky

    func folder() throws -> URL { try DemoCommandTests.temporaryFolder() }

    @Test func recordToAnSVGNameWritesALoopingAnimationWithoutScript() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("demo.svg").path
        let r = try CLI.lattice(["record", "Fixtures/list/sticky-mail.yaml", "--size", "60x20", "--keys", "jjj", "--key-delay", "250ms", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        // Four screens (before the keys and after each of three) 250 ms apart, then one more
        // pause: a 4 × 250 = 1000 ms loop.
        #expect(svg.contains("animation:1000ms steps(1,end) infinite"))
        #expect(!svg.contains("<script"))
        #expect(DemoCommandTests.isWellFormedXML(Data(svg.utf8)))
        #expect(r.stderr.hasPrefix("lattice: wrote \(out) ("), "\(r.stderr)")
        // --format cast wins over the name.
        let cast = dir.appendingPathComponent("demo2.svg").path
        #expect(try CLI.lattice(["record", Self.sticky, "--keys", "j", "--format", "cast", "--output", cast]).status == 0)
        #expect(try String(contentsOfFile: cast, encoding: .utf8).hasPrefix("{\"version\": 2"))
    }

    @Test func exportWritesAPageForAnHTMLNameAndKeepsTheOldSpelling() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html").path, old = dir.appendingPathComponent("old.svg").path
        let r = try CLI.lattice(["export", Self.sticky, "-o", page])
        #expect(r.status == 0, "\(r.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("data-lattice-viewport"))
        // Self-contained: no script, style sheet or image is loaded from anywhere.
        #expect(!html.contains("src=") && !html.contains("href=") && !html.contains("http"))
        #expect(r.stderr.contains("lattice: wrote \(page) ("))
        #expect(try CLI.lattice(["export", Self.sticky, "--svg", old]).status == 0)
        #expect(try String(contentsOfFile: old, encoding: .utf8).hasPrefix("<?xml"))
        let both = try CLI.lattice(["export", Self.sticky, "--svg", old + "2", "-o", page + "2"])
        #expect(both.status != 0 && both.stderr.contains("one file"))
    }

    @Test func exportRefusesANameOfAFormatItDoesNotWrite() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = dir.appendingPathComponent("out.txt").path
        let r = try CLI.lattice(["export", Self.sticky, "-o", text])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stderr.contains("export writes SVG (.svg) or HTML (.html, .htm), not \(text); name the file so, or give --format svg|html"))
        #expect(!FileManager.default.fileExists(atPath: text))
        // Said with --format, the name is the user's: SVG into out.txt.
        let said = try CLI.lattice(["export", Self.sticky, "-o", text, "--format", "svg"])
        #expect(said.status == 0, "\(said.stderr)")
        #expect(try String(contentsOfFile: text, encoding: .utf8).hasPrefix("<?xml"))
    }

    @Test func anExistingOutputIsRefusedBeforeTheWork() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let taken = dir.appendingPathComponent("taken.yaml").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: taken))
        // The paste does not exist: refusing the output first means the paste is never read.
        let missing = dir.appendingPathComponent("no-such-paste.txt").path
        let r = try CLI.lattice(["import", missing, "-o", taken])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(taken): error: the file exists; pass --force"), "\(r.stderr)")
        #expect(try String(contentsOfFile: taken, encoding: .utf8) == "keep me")
        let record = try CLI.lattice(["record", Self.sticky, "--keys", "j", "-o", taken])
        #expect(record.status == 1 && record.stderr.contains("--force"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken.yaml"])
    }

    @Test func importOverwritesWithForceAndSaysWhatItWrote() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let paste = dir.appendingPathComponent("paste.txt"), out = dir.appendingPathComponent("out.yaml").path
        try Data("<UICollectionViewLayoutAttributes: 0x1; index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 0}); frame = (0 0; 100 50);>\n".utf8)
            .write(to: paste)
        try Data("old".utf8).write(to: URL(fileURLWithPath: out))
        let r = try CLI.lattice(["import", paste.path, "-o", out, "--force"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("lattice: wrote \(out) ("))
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("type: snapshot"))
    }

    @Test func renderSVGIsInColourLikeExport() throws {
        // The status bar's title is drawn in its role's colour; without colour every glyph is the
        // default foreground #d0d0d0 (SVGColours.foreground).
        let coloured = try CLI.lattice(["render", Self.sticky, "--format", "svg"], environment: ["NO_COLOR": ""])
        let plain = try CLI.lattice(["render", Self.sticky, "--format", "svg"], environment: ["NO_COLOR": "1"])
        let fills = { (svg: String) in Set(svg.components(separatedBy: "fill=\"").dropFirst().map { String($0.prefix(7)) }) }
        #expect(fills(coloured.stdout).count > fills(plain.stdout).count, "\(fills(coloured.stdout)) vs \(fills(plain.stdout))")
    }

    /// Every shipped fixture exports to a page (the browser test scrolls the sticky ones).
    @Test func everyFixtureExportsToAPage() throws {
        let fixtures = DemoCommandTests.fixtures()
        try #require(fixtures.count >= 10, "no fixtures found under Fixtures/")
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (i, fixture) in fixtures.enumerated() {
            let out = dir.appendingPathComponent("\(i).html").path
            let r = try CLI.lattice(["export", fixture, "--html", out])
            #expect(r.status == 0, "\(fixture): \(r.stderr)")
            #expect(try String(contentsOfFile: out, encoding: .utf8).contains("data-lattice-viewport"), "\(fixture)")
        }
    }
}
