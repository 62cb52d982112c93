import Foundation
import Testing

/// `lattice import` as users run it: a paste on standard input or in a file, the fixture on
/// stdout or in a new file (never over an existing one), located errors with exit 1, the note on
/// stderr, and `--infer list` with its report. Expected frames are read off the paste by hand.
@Suite struct ImportProcessTests {
    /// Runs the binary with `input` on standard input.
    static func lattice(_ arguments: [String], input: String = "") throws -> CLIProcessTests.Result {
        let binary = try LatticeBinary.required()
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = CLIProcessTests.root
        let inPipe = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = inPipe
        process.standardOutput = out
        process.standardError = err
        try process.run()
        inPipe.fileHandleForWriting.write(Data(input.utf8))
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIProcessTests.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A sticky-mail-like paste: a header, two cells side by side, a footer, then a second
    /// section's header and one cell, all mixed with console noise. Worked out by hand with
    /// IGList's rules in a 200-point-wide view: insets 10 left and right (headers and footers
    /// span 180 from x 10), header 20, cells 85 x 30 with interitem spacing 10 (the second at
    /// 10 + 85 + 10 = 105), footer 10 right after the row (y 50); section 1 starts at the end of
    /// section 0's bounds (60): header 60...80, its 180 x 40 cell at 80.
    static let paste = """
        (lldb) po collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)
        <__NSArrayM 0x600000c5c0f0>(
        <UICollectionViewLayoutAttributes: 0x7fc9d8e0a2b0> index path: (<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0}); element kind: (UICollectionElementKindSectionHeader); frame = (10 0; 180 20); zIndex = 999; ,
        <UICollectionViewLayoutAttributes: 0x7fc9d8e0a3c0> index path: (<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0}); frame = (10 20; 85 30); ,
        <MyApp.LayoutAttributes: 0x7fc9d8e0a4d0> index path: (<NSIndexPath: 0xc000000000200016> {length = 2, path = 0 - 1}); frame = (105 20; 85 30); zIndex = 1; ,
        <UICollectionViewLayoutAttributes: 0x7fc9d8e0a5e0; index path: (0-0); element kind: (UICollectionElementKindSectionFooter); frame = (10 50; 180 10); zIndex = 999>,
        <UICollectionViewLayoutAttributes: 0x7fc9d8e0a6f0> index path: (<NSIndexPath: 0xc000000000000116> {length = 2, path = 1 - 0}); element kind: (UICollectionElementKindSectionHeader); frame = (10 60; 180 20); zIndex = 1999; ,
        <UICollectionViewLayoutAttributes: 0x7fc9d8e0a7f0> index path: (<NSIndexPath: 0xc000000000000116> {length = 2, path = 1 - 0}); frame = (10 80; 180 40); zIndex = 1000;
        )
        """

    @Test func stdinToStdoutWithANote() throws {
        let r = try Self.lattice(["import"], input: Self.paste)
        #expect(r.status == 0)
        #expect(r.stdout.contains("layout: {type: snapshot}"))
        #expect(r.stdout.contains("{category: supplementary, kind: \"UICollectionElementKindSectionHeader\", section: 1, item: 0, frame: [10, 60, 180, 20], zIndex: 1999}"))
        #expect(r.stdout.contains("{section: 0, item: 1, frame: [105, 20, 85, 30], zIndex: 1}"))
        // No --viewport: as wide as the content (190), as tall as a phone (844).
        #expect(r.stdout.contains("viewport: {width: 190, height: 844}"))
        #expect(r.stderr.contains("imported 6 elements from <stdin>; skipped 3 lines without attributes"))
        #expect(r.stderr.contains("844"))
    }

    @Test func fileToNewFileNeverOverwrites() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("paste.txt"), output = folder.appendingPathComponent("app.yaml")
        try Self.paste.write(to: input, atomically: true, encoding: .utf8)
        let r = try Self.lattice(["import", input.path, "--viewport", "200x100", "--output", output.path])
        #expect(r.status == 0 && r.stdout.isEmpty)
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.contains("viewport: {width: 200, height: 100}"))
        // The written fixture loads and dumps: the second section's cell is where the paste has it.
        let dump = try CLIProcessTests.lattice(["dump", output.path])
        #expect(dump.status == 0)
        let e = try CLIProcessTests.elements(dump.stdout)
        #expect(CLIProcessTests.y(e["cell 1.0"]) == 80)
        // A second import to the same name is refused and leaves the file alone.
        let again = try Self.lattice(["import", input.path, "-o", output.path])
        #expect(again.status == 1)
        #expect(again.stderr.contains("exists"))
        #expect(try String(contentsOf: output, encoding: .utf8) == written)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["app.yaml", "paste.txt"])
    }

    @Test func brokenLineIsALocatedErrorExit1() throws {
        let r = try Self.lattice(["import"], input: "noise\n<UICollectionViewLayoutAttributes: 0x1; index path: (0-0); frame = (0 0; 10)>\n")
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.hasPrefix("<stdin>:2:"), "\(r.stderr)")
        #expect(r.stderr.contains("error: cannot read the frame"))
    }

    @Test func emptyPasteAndBadOptionsAreErrors() throws {
        #expect(try Self.lattice(["import"], input: "(lldb) po nothing\n").status == 1)
        #expect(try Self.lattice(["import", "--infer", "grid"], input: Self.paste).status == 1)
        #expect(try Self.lattice(["import", "--viewport", "wide"], input: Self.paste).status == 1)
        #expect(try Self.lattice(["import", "no-such-paste.txt"]).status == 1)
        #expect(try Self.lattice(["import", "--bogus"]).status == 64)
    }

    @Test func decorationsOption() throws {
        let text = "<UICollectionViewLayoutAttributes: 0x1; index path: (0-0); element kind: (Background); frame = (0 0; 10 10)>"
        #expect(try Self.lattice(["import", "--decorations", "Other,Background"], input: text).stdout.contains("category: decoration, kind: \"Background\""))
        #expect(try Self.lattice(["import"], input: text).stdout.contains("category: supplementary, kind: \"Background\""))
    }

    /// The paste above is what IGList lays out for sticky-mail-like sections: header 20, insets
    /// 10 left and right, cells 85 x 30 with interitem spacing 10, footer 10, and a second section
    /// with one 180 x 40 cell. The fitted fixture must give back every frame.
    @Test func inferListWritesAListFixtureAndAReport() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("fitted.yaml")
        let r = try Self.lattice(["import", "--infer", "list", "--viewport", "200x100", "--json", "-o", output.path], input: Self.paste)
        #expect(r.status == 0, "\(r.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(r.stderr.utf8)) as? [String: Any], "\(r.stderr)")
        #expect(report["reproduced"] as? Bool == true)
        let values = try #require(report["values"] as? [[String: Any]])
        func value(_ name: String) -> [String: Any]? { values.last { $0["name"] as? String == name } }
        #expect(value("sections[0].interitemSpacing")?["value"] as? Double == 10)
        #expect(value("sections[0].interitemSpacing")?["basis"] as? String == "observed")
        #expect(value("sections[0].insets.left")?["value"] as? Double == 10)
        #expect(value("sections[0].insets.right")?["value"] as? Double == 10)
        #expect(value("sections[0].header")?["value"] as? Double == 20)
        #expect(value("sections[0].footer")?["value"] as? Double == 10)
        #expect(value("sections[0].lineSpacing")?["basis"] as? String == "unobservable")
        #expect(value("layout.topContentInset + layout.stickyHeaderYOffset")?["basis"] as? String == "unobservable")
        // lattice diff between the paste's snapshot and the fitted list fixture: no element
        // differs, and the content sizes are not compared (the snapshot's is only the union of
        // its frames, 190 wide; IGList's spans the container, 200): equal, exit 0.
        let snapshot = folder.appendingPathComponent("snapshot.yaml")
        #expect(try Self.lattice(["import", "--viewport", "200x100", "-o", snapshot.path], input: Self.paste).status == 0)
        let diff = try CLIProcessTests.lattice(["diff", snapshot.path, output.path])
        #expect(diff.status == 0 && diff.stdout.isEmpty, "\(diff.stdout)\(diff.stderr)")
        let json = try CLIProcessTests.lattice(["diff", "--json", snapshot.path, output.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)")
        #expect(object["equal"] as? Bool == true)
        #expect((object["a"] as? [String: Any])?["contentSize"] is NSNull)
        #expect(((object["b"] as? [String: Any])?["contentSize"] as? [String: Any])?["width"] as? Double == 200)
        // Two list fixtures still compare their content sizes: a last bottom inset of 5 moves
        // no element and makes the content 5 taller (120 -> 125).
        let lists = try CLIProcessTests.lattice(["diff", output.path, output.path, "--set-b", "sections.1.insets.bottom=5"])
        #expect(lists.status == 1 && lists.stdout == "resized  content size  200x120 -> 200x125\n", "\(lists.stdout)\(lists.stderr)")
    }

    /// IGList's rules, vertical, 100 wide (worked out in ListInferenceTests): section 0 (header
    /// 10, a 40 x 20 cell, bottom inset 7), section 1 (header 10 at 37 + 5, a 60 x 20 cell,
    /// footer 10), section 2 (top inset 5: a 30 x 10 cell on section 1's row, a 100 x 10 cell on
    /// a row held by section 1's bounds at 82 + 5). The gap before section 1 is shared by two
    /// insets as far as section 2's rows allow: the report gives the interval, text and JSON.
    @Test func inferListReportsTheIntervalAGapIsSharedIn() throws {
        let paste = [(0, 0, "UICollectionElementKindSectionHeader", "0 0; 100 10"), (0, 0, nil, "0 10; 40 20"),
                     (1, 0, "UICollectionElementKindSectionHeader", "0 42; 100 10"), (1, 0, nil, "0 52; 60 20"),
                     (1, 0, "UICollectionElementKindSectionFooter", "0 72; 100 10"), (2, 0, nil, "60 52; 30 10"), (2, 1, nil, "0 87; 100 10")]
            .map { s, i, kind, frame in
                "<UICollectionViewLayoutAttributes: 0x1; index path: (\(s)-\(i)); " + (kind.map { "element kind: (\($0)); " } ?? "") + "frame = (\(frame))>"
            }.joined(separator: "\n")
        let text = try Self.lattice(["import", "--infer", "list", "--viewport", "100x200"], input: paste)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.contains("sections[0].insets.bottom"))
        #expect(text.stderr.split(separator: "\n").contains { $0.contains("sections[0].insets.bottom") && $0.contains("chosen in [7, 12]") }, "\(text.stderr)")
        #expect(text.stderr.contains("reproduces all 7 frames"))
        let json = try Self.lattice(["import", "--infer", "list", "--viewport", "100x200", "--json"], input: paste)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stderr.utf8)) as? [String: Any], "\(json.stderr)")
        let values = try #require(report["values"] as? [[String: Any]])
        let bottom = try #require(values.last { $0["name"] as? String == "sections[0].insets.bottom" })
        #expect(bottom["basis"] as? String == "chosen" && bottom["low"] as? Double == 7 && bottom["high"] as? Double == 12)
        #expect(bottom["lowIsStrict"] as? Bool == false)
        #expect(report["reproduced"] as? Bool == true)
    }
}
