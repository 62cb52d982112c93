import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// A large paste file is read as a step whose fraction is the bytes read; the list fit tells the
/// fraction of scroll directions fitted.
@Suite struct ImportProgressTests {
    @Test func aLargePasteIsReadAsAStep() throws {
        // 12,000 descriptions of about 140 bytes: 1.6 MB, past the 1 MiB from which reading reports.
        let lines = (0..<12_000).map { i in
            "<UICollectionViewLayoutAttributes: 0x\(String(i, radix: 16))> index path: (<NSIndexPath: 0x2> {length = 2, path = 0 - \(i)}); frame = (0 \(i * 44); 375 44); "
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-paste-\(UUID().uuidString).txt").path
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        try #require(bytes >= 1 << 20)
        let recorded = RecordedProgress()
        let paste = try WorkProgress.$reporter.withValue(recorded) { try DebuggerPaste(lines: PasteLines(path: path)) }
        #expect(paste.elements.count == 12_000)
        #expect(recorded.steps == ["reading \(path)"])
        // One fraction per 64 KiB chunk read: the bytes so far over the file's size, ending at 1.
        let chunks = (bytes + 65_535) / 65_536
        let expected = (1...chunks).map { Double(Swift.min($0 * 65_536, bytes)) / Double(bytes) }
        #expect(recorded.fractions(of: "reading \(path)") == expected)
        #expect(recorded.isFinished)
    }

    @Test func theListFitTellsEachScrollDirection() {
        // Two rows of one 100 × 20 cell: fitted at once in each of the two directions.
        let cells = [0, 1].map { i in
            SnapshotElement(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: i, section: 0),
                            frame: Rect(x: 0, y: Double(i) * 20, width: 100, height: 20))
        }
        let recorded = RecordedProgress()
        _ = WorkProgress.$reporter.withValue(recorded) { ListInference.fit(cells, viewport: Size(width: 100, height: 200)) }
        let fractions = recorded.events.compactMap { if case let .advance(f) = $0 { return f } else { return nil } }
        #expect(fractions == [0.5, 1])
    }
}
