import Foundation
import Testing

/// `Capture/LatticeCapture.swift`, compiled unchanged through the port against LatticeUIKit (the
/// `sources:` program of Tests/Capture/sticky-list.yaml), run by the hidden `lattice capture` on
/// each fixture's layout hosted as the app's class (IGList, FSQ, SW, the flow layout, and a
/// layout of a program's own). Each case is captured at a fresh random offset (printed), and:
/// (a) every captured element equals `lattice dump` of the fixture at that offset (category,
/// kind, index path, frame, zIndex), and the content size too; (b) `lattice render` of the
/// capture at 50 fresh random offsets draws the same viewport as the fixture itself, pinned
/// headers included (the snapshot layout plays the tracks); (c) the collection view's offset is
/// put back.
@Suite(.serialized) struct CaptureProcessTests {
    static let program = "Tests/Capture/sticky-list.yaml"
    static let environment = ["LATTICE_CACHE_DIR": SourcesCorpusTests.cache]

    static let cases = [
        "Fixtures/list/sticky-headers-vertical.yaml",
        "Fixtures/list/sticky-headers-horizontal.yaml",
        "Fixtures/aligned/header-pinning.yaml",
        "Fixtures/line/worked-example.yaml",
        "Fixtures/flow/pinned.yaml",
        "Tests/Capture/sticky-list.yaml",
    ]

    /// Runs lattice; every command but `validate` (which builds no sources) allowed to build
    /// the capture program's sources.
    static func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result {
        try CLIProcessTests.lattice(arguments + (arguments.first == "validate" ? [] : ["--allow-sources"]), environment: environment)
    }

    /// A fresh generator whose seed is printed with every failure (SplitMix64).
    struct Draw: RandomNumberGenerator {
        let seed: UInt64
        private var state: UInt64
        init() { seed = UInt64.random(in: 0...UInt64.max); state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The dump's JSON object.
    static func dump(_ fixture: String, offset: String? = nil) throws -> [String: Any] {
        let r = try lattice(["dump", fixture] + (offset.map { ["--offset=\($0)"] } ?? []))
        try #require(r.status == 0, "lattice dump \(fixture) failed: \(r.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    static func numbers(_ object: Any?, _ keys: [String]) -> [Double] {
        let d = object as? [String: Any] ?? [:]
        return keys.map { (d[$0] as? NSNumber)?.doubleValue ?? .nan }
    }

    /// "category kind section.item x y w h zIndex" for each element of a dump (its kinds
    /// `header` / `footer` are UIKit's section header and footer kinds).
    static func dumpLines(_ object: [String: Any]) -> [String] {
        let kinds = ["header": "UICollectionElementKindSectionHeader", "footer": "UICollectionElementKindSectionFooter"]
        return (object["elements"] as? [[String: Any]] ?? []).map { e in
            let category = e["category"] as? String ?? "?"
            let kind = category == "cell" ? "" : kinds[e["kind"] as? String ?? ""] ?? e["kind"] as? String ?? ""
            let f = numbers(e["frame"], ["x", "y", "width", "height"]).map { fmt($0) }.joined(separator: " ")
            // The capture writes a zIndex past ±1e9 (FSQ's NSIntegerMax) as that bound, a
            // snapshot's limit.
            let z = max(-1_000_000_000, min(1_000_000_000, e["zIndex"] as? Int ?? 0))
            return "\(category) \(kind) \(e["section"] ?? "?").\(e["item"] ?? "?") \(f) z\(z)"
        }.sorted()
    }

    /// The same lines for a capture's elements (category left out: a cell).
    static func captureLines(_ object: [String: Any]) -> [String] {
        let categories = ["supplementary": "supplementary", "decoration": "decoration"]
        return (object["elements"] as? [[String: Any]] ?? []).map { e in
            let category = categories[e["category"] as? String ?? ""] ?? "cell"
            let f = (e["frame"] as? [NSNumber] ?? []).map { fmt($0.doubleValue) }.joined(separator: " ")
            return "\(category) \(e["kind"] as? String ?? "") \(e["section"] ?? "?").\(e["item"] ?? "?") \(f) z\(e["zIndex"] as? Int ?? 0)"
        }.sorted()
    }

    static func fmt(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }

    /// A random offset along the scroll axis in 0 … content − viewport, in half points.
    static func offset(_ object: [String: Any], _ draw: inout Draw) -> (x: Double, y: Double) {
        let size = numbers(object["contentSize"], ["width", "height"])
        let bounds = numbers(object["bounds"], ["width", "height"])
        func along(_ k: Int) -> Double { max(0, size[k] - bounds[k]) }
        let x = along(0) > 0 ? (Double.random(in: 0...along(0), using: &draw) * 2).rounded() / 2 : 0
        let y = along(1) > 0 ? (Double.random(in: 0...along(1), using: &draw) * 2).rounded() / 2 : 0
        return (x, y)
    }

    @Test(arguments: cases) func captureAgreesWithTheFixture(_ fixture: String) throws {
        var draw = Draw()
        let whole = try Self.dump(fixture)
        let at = Self.offset(whole, &draw)
        let o = "\(Self.fmt(at.x)),\(Self.fmt(at.y))"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let r = try Self.lattice(["capture", fixture, "--with", Self.program, "--offset=\(o)", "-o", file])
        try #require(r.status == 0, "seed \(draw.seed): lattice capture \(fixture) at \(o) failed: \(r.stdout)\(r.stderr)")
        // (c) The capture scrolled the view and put the offset back where it found it.
        #expect(r.stdout.contains("offset before \(o) after \(o)"), "seed \(draw.seed): \(fixture) at \(o): \(r.stdout)")
        let data = try #require(FileManager.default.contents(atPath: file))
        let capture = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        // (a) Every element, and the content size, as the engine dumps the fixture at that offset.
        let dumped = try Self.dump(fixture, offset: o)
        #expect(!Self.dumpLines(dumped).isEmpty, "\(fixture): the dump shows nothing")
        #expect(Self.captureLines(capture) == Self.dumpLines(dumped), "seed \(draw.seed): \(fixture) at \(o)")
        let layout = capture["layout"] as? [String: Any]
        #expect(Self.numbers(layout?["contentSize"], ["width", "height"]) == Self.numbers(dumped["contentSize"], ["width", "height"]),
                "seed \(draw.seed): \(fixture) content size")
        #expect(Self.numbers(capture["contentOffset"], ["x", "y"]) == [at.x, at.y], "seed \(draw.seed): \(fixture) contentOffset")
        try rendersAlike(fixture, capture: file, whole: whole, draw: &draw)
    }

    /// (b) The capture, played back (the snapshot layout moves each tracked element along its
    /// track), puts every element in view where the fixture's layout puts it at 50 random
    /// offsets, pinned headers drawn pinned as the fixture's are. Compared as `lattice dump` of
    /// the viewport (what `render` draws, less the labels: a capture has the elements, not the
    /// fixture's titles).
    func rendersAlike(_ fixture: String, capture file: String, whole: [String: Any], draw: inout Draw) throws {
        let loads = try Self.lattice(["validate", file])
        try #require(loads.status == 0, "the capture of \(fixture) does not validate: \(loads.stdout)\(loads.stderr)")
        for _ in 0..<50 {
            let at = Self.offset(whole, &draw)
            let o = "\(Self.fmt(at.x)),\(Self.fmt(at.y))"
            let bounds = Self.numbers(whole["bounds"], ["width", "height"])
            let rect = "--rect=\(o),\(Self.fmt(bounds[0])),\(Self.fmt(bounds[1]))"
            let mine = try Self.lattice(["dump", fixture, "--offset=\(o)", rect])
            let theirs = try Self.lattice(["dump", file, "--offset=\(o)", rect])
            try #require(mine.status == 0 && theirs.status == 0, "\(fixture) at \(o): \(mine.stderr)\(theirs.stderr)")
            func seen(_ text: String) throws -> [String] {
                var object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                // In view: a frame that overlaps the viewport (one that only touches its edge is
                // drawn by neither; some layouts' rect queries return it, a snapshot's does not).
                // SW's arrows come and go with the offset; a capture holds those of its own offset.
                object["elements"] = (object["elements"] as? [[String: Any]] ?? []).filter { e in
                    let f = Self.numbers(e["frame"], ["x", "y", "width", "height"])
                    return f[0] < at.x + bounds[0] && f[0] + f[2] > at.x && f[1] < at.y + bounds[1] && f[1] + f[3] > at.y
                        && e["kind"] as? String != "arrow"
                }
                // Headers and footers pinned as the fixture's are (other elements a layout moves,
                // the line layout's arrows, are drawn pinned by a snapshot and plainly by the engine).
                let ends = ["header", "footer", "UICollectionElementKindSectionHeader", "UICollectionElementKindSectionFooter"]
                let pinned = (object["elements"] as? [[String: Any]] ?? []).filter { ends.contains($0["kind"] as? String ?? "") }
                    .map { "\($0["section"] ?? "?").\($0["item"] ?? "?") pinned \($0["pinned"] as? Bool ?? false)" }
                // The program's own layout pins in prepare(), which the viewer's hosting cannot
                // tell from resting (UIKitLayoutBridge+Pinning): its frames are compared, not its flags.
                // A track carries frames, not zIndex (a pinned header's raised zIndex is the
                // captured one): the order of overlapping elements is not compared here.
                let frames = Self.dumpLines(object).map { String($0[..<($0.range(of: " z", options: .backwards)?.lowerBound ?? $0.endIndex)]) }
                return (frames + (fixture.hasPrefix("Tests/Capture/") ? [] : pinned)).sorted()
            }
            let expected = try seen(mine.stdout), played = try seen(theirs.stdout)
            #expect(played == expected, "seed \(draw.seed): \(fixture) at \(o)")
        }
    }
}

/// The capture's own bad inputs give its one-line message (what `po` shows in the debugger) and
/// no file, instead of crashing the app.
@Suite(.serialized) struct CaptureRefusalTests {
    @Test(arguments: [
        ("bad-plain", "a plain UICollectionViewLayout, which lays out nothing"),
        ("bad-nan-frame", "a frame that is not a finite number"),
        ("bad-no-content", "the content size is 0 x 0"),
    ]) func aBadLayoutGetsAMessage(_ fixture: String, _ message: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("capture-\(UUID().uuidString).json").path
        let r = try CaptureProcessTests.lattice(["capture", "Tests/Capture/\(fixture).yaml", "-o", file])
        #expect(r.status == 1)
        #expect(r.stderr.contains("latticeCapture: ") && r.stderr.contains(message), "\(r.stdout)\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }
}
