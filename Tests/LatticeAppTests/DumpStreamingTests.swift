import Testing
import LatticeLayout
@testable import LatticeApp

/// `dump` streams its document rather than building the whole text (which would be 4.8 GB at the
/// 10M-item cap). The streamed pieces are small and add up to exactly the document.
@Suite struct DumpStreamingTests {
    /// Records every write.
    struct Recorder: TextOutputStream {
        var pieces: [String] = []
        mutating func write(_ string: String) { pieces.append(string) }
    }

    @Test func theDocumentIsWrittenAnElementAtATime() {
        let elements = (0..<1000).map { i in
            LayoutAttributes.cell(IndexPath(item: i, section: 0), frame: Rect(x: 0, y: Double(i) * 10, width: 100, height: 10))
        }
        var recorder = Recorder()
        writeDumpJSON(contentSize: Size(width: 100, height: 10_000), bounds: Rect(x: 0, y: 0, width: 100, height: 100),
                      elements: elements, to: &recorder)
        // One piece for the head, two per element (separator, element), one for the end.
        #expect(recorder.pieces.count == 2 + 2 * 1000)
        #expect(recorder.pieces.map(\.utf8.count).max()! < 200)
        let text = recorder.pieces.joined()
        #expect(text.hasPrefix("{\"contentSize\": {\"width\": 100, \"height\": 10000},\n \"bounds\": {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 100},\n \"elements\": [\n   {\"category\": \"cell\", \"kind\": \"cell\", \"section\": 0, \"item\": 0, \"frame\": {\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 10}, \"zIndex\": 0, \"pinned\": false},\n   {"))
        #expect(text.hasSuffix("\"item\": 999, \"frame\": {\"x\": 0, \"y\": 9990, \"width\": 100, \"height\": 10}, \"zIndex\": 0, \"pinned\": false}]}"))
    }
}
