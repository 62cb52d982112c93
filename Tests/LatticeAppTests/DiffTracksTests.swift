import Foundation
import Testing

/// `lattice diff` of two hand-made captures (FixtureFormat §9a): a header whose track differs
/// is reported with the first offset where its frames differ, found by evaluating both tracks
/// at the union of their sample offsets.
@Suite struct DiffTracksTests {
    /// A capture whose header 0 is held 47 points below the top from offset -47 and stops at
    /// y `stop` (pushed) from offset `stop` − 47 on.
    static func capture(stop: Double) -> String {
        """
        {"layout": {"type": "snapshot", "contentSize": [390, 4000]}, "viewport": {"width": 390, "height": 400},
         "elements": [
           {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0,
            "frame": [0, 0, 390, 44],
            "track": [[-47, 0, 0, 390, 44], [0, 0, 47, 390, 44], [\(stop - 47), 0, \(stop), 390, 44], [2100, 0, \(stop), 390, 44]]},
           {"section": 0, "item": 0, "frame": [0, 44, 390, 100]},
           {"section": 1, "item": 0, "frame": [0, 2047, 390, 100]}]}
        """
    }

    static func files(_ texts: [String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-difftracks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return try texts.enumerated().map { i, text in
            let path = dir.appendingPathComponent("capture\(i).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    @Test func theFirstOffsetWhereATrackDiffersIsReported() throws {
        // Before: pushed at 2003 from offset 1956; after the fix: at 1947 from offset 1900.
        // The union of the sample offsets is -47, 0, 1900, 1956, 2100. At -47 both are at y 0, at
        // 0 both at 47; at 1900 the old track is still held, 47 + 1900 = 1947, which the new one
        // reached there: equal; at 1956 the old one is at 2003, the new one stays at 1947.
        let paths = try Self.files([Self.capture(stop: 2003), Self.capture(stop: 1947)])
        let r = try CLIProcessTests.lattice(["diff"] + paths)
        #expect(r.status == 1, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines == ["track header 0 differs from offset 1956: (0, 2003, 390, 44) -> (0, 1947, 390, 44)"], "\(r.stdout)")
        let j = try CLIProcessTests.lattice(["diff", "--json"] + paths)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(j.stdout.utf8)) as? [String: Any])
        let tracks = try #require(object["tracks"] as? [[String: Any]])
        #expect(tracks.count == 1 && tracks.first?["offset"] as? Double == 1956 && tracks.first?["name"] as? String == "header 0")
        #expect(object["equal"] as? Bool == false)
    }

    @Test func equalCapturesAreEqual() throws {
        let paths = try Self.files([Self.capture(stop: 2003), Self.capture(stop: 2003)])
        let r = try CLIProcessTests.lattice(["diff"] + paths)
        #expect(r.status == 0 && r.stdout.isEmpty, "\(r.stdout)")
    }
}
