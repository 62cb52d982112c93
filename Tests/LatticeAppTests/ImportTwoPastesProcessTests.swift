import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing

/// `lattice import A@X,Y B@X,Y --explain` through the real binary, on two pastes of
/// Fixtures/list/sticky-headers-vertical.yaml with stickyHeaderYOffset 5 (the engine's frames in
/// the debugger's format, as `layoutAttributesForElements(in: bounds)` returns them).
@Suite struct ImportTwoPastesProcessTests {
    static func paste(offsetY: Double) throws -> String {
        var fixture = try FixtureLoader.load(path: CLIProcessTests.root.appendingPathComponent("Fixtures/list/sticky-headers-vertical.yaml").path,
                                             overrides: ["layout.stickyHeaderYOffset=5"])
        fixture.contentOffset = Point(x: 0, y: offsetY)
        let layout = fixture.makeLayout(viewport: fixture.viewport!)
        layout.prepare()
        let attributes = layout.attributes(in: Rect(origin: fixture.contentOffset, size: fixture.viewport!))
        return (["(lldb) po collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)", "<__NSArrayM 0x600000c5c0f0>("]
                + attributes.map { DebuggerPaste.describe($0) + "," } + [")"]).joined(separator: "\n")
    }

    /// By hand (viewport 100 x 100; section 0 bounds 0...50 with a 10-point header, so hi =
    /// 40; section 1 starts at 50): at offset 0 the line is 0 + 5, header 0 follows it (sum 5);
    /// at offset 40 the line is 45, past hi, so header 0 is at 40 (upper clamp, sum ≥ 0);
    /// header 1 stays at its lo 50 in both (sum ≤ 50, then ≤ 10).
    @Test func explainNamesTheClampsAndTheSum() throws {
        let folder = try ImportProcessTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.txt"), b = folder.appendingPathComponent("b.txt")
        try Self.paste(offsetY: 0).write(to: a, atomically: true, encoding: .utf8)
        try Self.paste(offsetY: 40).write(to: b, atomically: true, encoding: .utf8)
        let r = try ImportProcessTests.lattice(["import", a.path + "@0,0", b.path + "@0,40", "--viewport", "100x100", "--explain"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("header 0: resting y 0, lo 0, hi 40"))
        #expect(lines.contains("  A: y 5 at offset 0: no clamp (on the line; sum = 5)"))
        #expect(lines.contains("  B: y 40 at offset 40: upper clamp (pushed by the next section; sum ≥ 0)"))
        #expect(lines.contains("header 1: resting y 50, lo 50, hi none (last section)"))
        #expect(lines.contains("  B: y 50 at offset 40: lower clamp (held at its section's start; sum ≤ 10)"))
        #expect(lines.last == "topContentInset + stickyHeaderYOffset: 5 explains every header")
    }

    @Test func usageErrors() throws {
        let r = try ImportProcessTests.lattice(["import", "a.txt@0,0", "b.txt", "--explain"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("b.txt@X,Y"))
        #expect(try ImportProcessTests.lattice(["import", "a.txt", "--explain"]).status == 64)
        #expect(try ImportProcessTests.lattice(["import", "a.txt@0,0", "b.txt@0,-20", "-o", "x.yaml"]).status == 64)
        // Exit 1, not 64: both offsets (one negative) were read; then the first file is missing.
        let missing = try ImportProcessTests.lattice(["import", "no-such-a.txt@0,0", "no-such-b.txt@0,-20", "--explain"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("no-such-a.txt: error: no such file"))
    }
}
