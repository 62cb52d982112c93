import Foundation
import Testing

/// What a new user's first hour tripped on (issue 32, items 4, 6, 7, 8), through the real binary:
/// the first offset of a fixture with insets, messages that say why, the inspector's arithmetic
/// and the section the sideways keys scroll.
@Suite struct FirstHourProcessTests {
    static func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result { try CLIProcessTests.lattice(arguments) }

    /// Writes `text` as a fixture in a fresh folder; the folder is removed by the caller.
    static func fixture(_ text: String) throws -> (folder: URL, path: String) {
        let folder = try DemoCommandTests.temporaryFolder()
        let path = folder.appendingPathComponent("f.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// `"bounds": {"x": X, "y": Y, …}` of `lattice dump`.
    static func dumpedOrigin(_ path: String) throws -> (x: Double, y: Double) {
        let r = try lattice(["dump", path])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let bounds = try #require(json["bounds"] as? [String: Any])
        return (try #require(bounds["x"] as? Double), try #require(bounds["y"] as? Double))
    }

    /// A photo grid under a 47-pt safe area top (an iPhone's status bar and notch) and no
    /// `contentOffset`: UIKit starts at -adjustedContentInset.top, so the first row is below the
    /// bars (UIScrollView.adjustedContentInset; the automatic behaviour adds the safe area's top
    /// and bottom to a vertically scrolling view). Given as 0,0 it stays 0,0.
    @Test func aFixtureWithoutAnOffsetOpensWhereUIKitStarts() throws {
        let grid = """
            name: photos
            viewport: {width: 390, height: 844}
            safeAreaInsets: {top: 47, bottom: 34}
            layout: {type: flow, itemSize: [128, 128], minimumInteritemSpacing: 3, minimumLineSpacing: 3}
            sections:
              - items: [{repeat: 60}]

            """
        let (folder, path) = try Self.fixture(grid)
        defer { try? FileManager.default.removeItem(at: folder) }
        let o = try Self.dumpedOrigin(path)
        #expect(o.x == 0 && o.y == -47)
        // export and render start there too.
        let svg = folder.appendingPathComponent("p.svg").path
        let export = try Self.lattice(["export", path, "-o", svg])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("offset 0,-47"))
        let render = try Self.lattice(["render", path, "--size", "80x24", "--color", "never"])
        #expect(render.stdout.contains("offset 0,-47"), "\(render.stdout)")
        // g (the start of the content) comes back to it after scrolling.
        let back = try Self.lattice(["render", path, "--size", "80x24", "--color", "never", "--keys", "jjjg"])
        #expect(back.stdout.contains("offset 0,-47"), "\(back.stdout)")

        let (given, givenPath) = try Self.fixture(grid + "contentOffset: {x: 0, y: 0}\n")
        defer { try? FileManager.default.removeItem(at: given) }
        let g = try Self.dumpedOrigin(givenPath)
        #expect(g.x == 0 && g.y == 0)
    }

    /// Scrolling horizontally, the left inset counts too: contentInset {top: 5, left: 12}
    /// starts at -12,-5.
    @Test func aHorizontalFixtureStartsLeftOfItsInset() throws {
        let (folder, path) = try Self.fixture("""
            viewport: {width: 320, height: 200}
            contentInset: {top: 5, left: 12}
            layout: {type: flow, scrollDirection: horizontal, itemSize: [80, 80]}
            sections:
              - items: [{repeat: 20}]

            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        let o = try Self.dumpedOrigin(path)
        #expect(o.x == -12 && o.y == -5)
    }

    /// `s` on a compositional layout says where its pinning is decided; `d` on a flow layout
    /// whose reference sizes have no width says that is why the headers are gone.
    @Test func keysThatCannotActSayWhy() throws {
        let s = try Self.lattice(["render", "Fixtures/compositional/pinned-headers.yaml", "--size", "120x30", "--color", "never", "--keys", "s"])
        let said = s.stdout.split(separator: "\n").suffix(3).joined(separator: " ")
        #expect(said.contains("pinToVisibleBounds"), "\(said)")
        // pinned-headers.yaml repeats one pinning section 5 times.
        #expect(said.contains("5 sections pin one here"), "\(said)")
        #expect(!said.contains("has no sticky headers"))

        let d = try Self.lattice(["render", "Fixtures/flow/pinned.yaml", "--size", "120x30", "--color", "never", "--keys", "d"])
        let turned = d.stdout.split(separator: "\n").suffix(3).joined(separator: " ")
        #expect(turned.contains("headerReferenceSize [0, 30] has width 0"), "\(turned)")
        #expect(turned.contains("scrolling horizontally"), "\(turned)")
        let inspector = try Self.lattice(["render", "Fixtures/flow/pinned.yaml", "--size", "120x30", "--color", "never", "--keys", "di"])
        #expect(inspector.stdout.contains("no header or footer: headerReferenceSize [0, 30] has"), "\(inspector.stdout)")
        #expect(!inspector.stdout.contains("no header or footer near the viewport"))
    }

    /// The compositional inspector at offset 620 (pinned-headers.yaml: sections of 616 pt, a
    /// 44-pt header, twelve 44-pt rows and a 44-pt footer; viewport 480): the second section's footer follows
    /// line = 620 + 480 − 0 − 44 = 1056, below its resting place 1232 − 44 = 1188.
    @Test func theInspectorWritesSums() throws {
        let r = try Self.lattice(["render", "Fixtures/compositional/pinned-headers.yaml", "--offset", "0,620",
                                  "--size", "130x60", "--color", "never", "--keys", "i"])
        let text = r.stdout
        #expect(text.contains("line = off + view − inset − len"), "\(text)")
        #expect(text.contains("= 620 + 480 − 0 − 44 = 1056"), "\(text)")
        #expect(text.contains("= max(min(1056, 1188), 616) = 1056"), "\(text)")
        // The second section's header follows its line 620 + 0 between its resting place 616 and 1232 − 44.
        #expect(text.contains("= min(max(620, 616), 1188) = 620"), "\(text)")
        #expect(!text.contains("+ -"), "a subtracted term is written as a minus: \(text)")
    }

    /// Compositional groups nested `depth` deep around one item, as `validate` reads them.
    static func nestedGroups(_ depth: Int) -> String {
        var group = "{size: [fw 1, fh 1]}"
        for i in 0 ..< depth {
            group = "{\(i % 2 == 0 ? "horizontal" : "vertical"): [fw 1, fh 1], subitems: [\(group)]}"
        }
        return """
            viewport: {width: 320, height: 480}
            layout: {type: compositional}
            sections:
              - items: [{repeat: 3}]
                group: \(group)

            """
    }

    /// The nesting cap counts groups, not the file's levels (each group takes two: its mapping
    /// and its subitems list): 30 groups load, 64 too, 65 are refused naming groups.
    @Test func nestedGroupsAreCountedAsGroups() throws {
        for depth in [30, 64] {
            let (folder, path) = try Self.fixture(Self.nestedGroups(depth))
            defer { try? FileManager.default.removeItem(at: folder) }
            let r = try Self.lattice(["validate", path])
            #expect(r.status == 0, "\(depth) groups: \(r.stderr)")
        }
        let (folder, path) = try Self.fixture(Self.nestedGroups(65))
        defer { try? FileManager.default.removeItem(at: folder) }
        let r = try Self.lattice(["validate", path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("groups nested more than 64 deep"), "\(r.stderr)")
        #expect(!r.stderr.contains("levels deep"), "\(r.stderr)")
    }
}
