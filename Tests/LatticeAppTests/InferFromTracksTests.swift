import Foundation
import Testing

/// `lattice import CAPTURE.json --infer flow|list`: the capture's tracks give the pinning
/// (FixtureFormat §9a); the fitted fixture is checked against every frame and track.
@Suite struct InferFromTracksTests {
    /// A flow layout 100 wide: section 0 is a 10-point header and two rows of two 40 x 20 items
    /// (a full row spreads its two items to x 0 and 60; rows at y 10 and 10 + 20 + 10 = 40),
    /// ending at 60; section 1 a header at 60 and one row at 70, ending at 90. With headers
    /// pinned in a 20-point-tall viewport, header 0 is at min(max(o, 0), 60 − 10) (held from 0,
    /// pushed at 50 from offset 50) and header 1 at max(o, 60) (held from 60 to the end, 70).
    static let flowCapture = """
        {"layout": {"type": "snapshot", "contentSize": [100, 90]}, "viewport": {"width": 100, "height": 20},
         "capture": {"layoutClass": "UICollectionViewFlowLayout"},
         "elements": [
           {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": [0, 0, 100, 10],
            "track": [[-10, 0, 0, 100, 10], [0, 0, 0, 100, 10], [50, 0, 50, 100, 10], [70, 0, 50, 100, 10]]},
           {"section": 0, "item": 0, "frame": [0, 10, 40, 20]}, {"section": 0, "item": 1, "frame": [60, 10, 40, 20]},
           {"section": 0, "item": 2, "frame": [0, 40, 40, 20]}, {"section": 0, "item": 3, "frame": [60, 40, 40, 20]},
           {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 1, "item": 0, "frame": [0, 60, 100, 10],
            "track": [[-10, 0, 60, 100, 10], [60, 0, 60, 100, 10], [70, 0, 70, 100, 10]]},
           {"section": 1, "item": 0, "frame": [0, 70, 40, 20]}, {"section": 1, "item": 1, "frame": [60, 70, 40, 20]}]}
        """

    /// A list (IGList) capture 100 wide: a 44-point header over two 100 x 50 items, the header
    /// held 47 points below the offset (y = o + 47) from offset -47 on.
    static let listCapture = """
        {"layout": {"type": "snapshot"}, "viewport": {"width": 100, "height": 200},
         "capture": {"layoutClass": "IGListCollectionViewLayout"},
         "elements": [
           {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": [0, 47, 100, 44],
            "track": [[-47, 0, 0, 100, 44], [53, 0, 100, 100, 44]]},
           {"section": 0, "item": 0, "frame": [0, 44, 100, 50]}, {"section": 0, "item": 1, "frame": [0, 94, 100, 50]}]}
        """

    static func file(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-infer-\(UUID().uuidString).json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func flowFromACapture() throws {
        let r = try CLIProcessTests.lattice(["import", try Self.file(Self.flowCapture), "--infer", "flow"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("reproduces every frame (8) and every track"), "\(r.stderr)")
        #expect(r.stdout.contains("layout: {type: flow, scrollDirection: vertical, sectionHeadersPinToVisibleBounds: true}"), "\(r.stdout)")
        #expect(r.stdout.contains("{size: [40, 20], repeat: 4}"))
        // The written fixture lays out as captured: header 0 pushed to y 50 at offset 60.
        let out = try Self.file(r.stdout).replacingOccurrences(of: ".json", with: ".yaml")
        try r.stdout.write(toFile: out, atomically: true, encoding: .utf8)
        let dump = try CLIProcessTests.lattice(["dump", out, "--offset", "0,60"])
        let elements = try CLIProcessTests.elements(dump.stdout)
        #expect(CLIProcessTests.y(elements["header 0.0"]) == 50, "\(dump.stdout.prefix(400))")
    }

    @Test func listFromACaptureKnowsTheStickyLine() throws {
        let r = try CLIProcessTests.lattice(["import", try Self.file(Self.listCapture), "--infer", "list"])
        #expect(r.status == 0, "\(r.stderr)")
        // Held from -47 (y 0) to 53 (y 100): y − offset = 47 = topContentInset + stickyHeaderYOffset.
        #expect(r.stdout.contains("stickyHeaders: true, topContentInset: 47"), "\(r.stdout)")
        #expect(r.stderr.contains("layout.topContentInset + layout.stickyHeaderYOffset  47  observed"), "\(r.stderr)")
    }

    @Test func flowFromAPasteAndABadInferValue() throws {
        // Two 40 x 20 items at x 0 and 60 of a 100-point row: spread as a full row.
        let paste = try Self.file("""
            <UICollectionViewLayoutAttributes: 0x1> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - 0}); frame = (0 0; 40 20);
            <UICollectionViewLayoutAttributes: 0x3> index path: (<NSIndexPath: 0x4> {length = 2, path = 0 - 1}); frame = (60 0; 40 20);
            """) + ".txt"
        try FileManager.default.moveItem(atPath: String(paste.dropLast(4)), toPath: paste)
        let r = try CLIProcessTests.lattice(["import", paste, "--infer", "flow", "--viewport", "100x100"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("reproduces every frame (2)"), "\(r.stderr)")
        let bad = try CLIProcessTests.lattice(["import", paste, "--infer", "grid"])
        #expect(bad.status != 0 && bad.stderr.contains("list or flow"), "\(bad.stderr)")
    }
}
