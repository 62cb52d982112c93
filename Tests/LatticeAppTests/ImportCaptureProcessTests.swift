import Foundation
import Testing

/// `lattice import` of a capture (`Capture/LatticeCapture.swift`'s JSON: a snapshot fixture),
/// told from a debugger paste by its first non-space byte `{`: written unchanged, refused with a
/// located error when malformed, fitted with `--infer list`.
@Suite struct ImportCaptureProcessTests {
    /// Two 100 x 20 cells one under the other in a 100-wide view (rows at y = 0 and 0 + 20).
    static let capture = """

          {"name": "captured", "viewport": {"width": 100, "height": 50}, "layout": {"type": "snapshot"},
           "elements": [{"section": 0, "item": 0, "frame": [0, 0, 100, 20]},
                        {"section": 0, "item": 1, "frame": [0, 20, 100, 20]}]}

        """

    @Test func aCaptureOnStandardInputIsWrittenAsItIs() throws {
        let r = try ImportProcessTests.lattice(["import"], input: Self.capture)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == Self.capture)
        #expect(r.stderr.contains("is a capture of 2 elements"))
    }

    @Test func aMalformedCaptureIsALocatedError() throws {
        // Line 4 (after the blank first line), the second frame's y is text.
        let bad = Self.capture.replacingOccurrences(of: "[0, 20, 100, 20]", with: "[0, \"x\", 100, 20]")
        let r = try ImportProcessTests.lattice(["import"], input: bad)
        #expect(r.status == 1)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("<stdin>:4:"), "\(r.stderr)")
        #expect(r.stderr.contains("elements[1].frame"), "\(r.stderr)")
    }

    @Test func aCaptureThatIsNotASnapshotIsRefused() throws {
        let list = "{\"layout\": {\"type\": \"list\"}, \"sections\": [{\"items\": [{\"size\": [10, 10]}]}]}"
        let r = try ImportProcessTests.lattice(["import"], input: list)
        #expect(r.status == 1)
        #expect(r.stderr.contains("a capture is a snapshot fixture"), "\(r.stderr)")
    }

    @Test func inferListFitsTheCapturedFrames() throws {
        let r = try ImportProcessTests.lattice(["import", "--infer", "list"], input: Self.capture)
        #expect(r.status == 0, "\(r.stderr)")
        // Two full-width rows of 100 x 20 with no gap: one section of two items, line spacing
        // 20 − (0 + 20) = 0, in the capture's own viewport.
        #expect(r.stdout.contains("type: list"))
        #expect(r.stdout.contains("viewport: {width: 100, height: 50}"))
        #expect(r.stdout.contains("- {size: [100, 20], repeat: 2}"))
        #expect(r.stdout.contains("lineSpacing: 0"))
    }
}
