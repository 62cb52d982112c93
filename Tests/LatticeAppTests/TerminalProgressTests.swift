import Testing
@testable import LatticeApp
@testable import LatticeSources

/// The command line's progress line and the build's `[N/M]` reading, worked by hand.
@Suite struct TerminalProgressTests {
    @Test func theLineIsTheStepABarAndThePercentage() {
        // 80 columns: room 79; the tail "   45%" is 6 wide (two spaces, the number right-aligned
        // in 3); the bar 30 wide; 13 of 30 cells are full at 0.45 (13.5 rounded down).
        let line = TerminalProgress.line(step: "reading big.yaml", fraction: 0.45, columns: 80)
        #expect(line == "reading big.yaml  [" + String(repeating: "#", count: 13) + String(repeating: "-", count: 17) + "]   45%")
        #expect(TerminalProgress.line(step: "x", fraction: 1, columns: 80).hasSuffix("[" + String(repeating: "#", count: 30) + "]  100%"))
        #expect(TerminalProgress.line(step: "x", fraction: 0, columns: 80).hasSuffix("[" + String(repeating: "-", count: 30) + "]    0%"))
    }

    @Test func aStepWithoutAFractionShowsItsNameAndAnEllipsis() {
        #expect(TerminalProgress.line(step: "laying out 10,000,000 elements", fraction: nil, columns: 80) == "laying out 10,000,000 elements …")
    }

    @Test func theLineNeverReachesTheLastColumn() {
        // A line as wide as the terminal would wrap before the `\r` could rewrite it.
        for columns in [10, 20, 40, 41, 60, 80, 200] {
            for fraction in [nil, 0, 0.5, 1] as [Double?] {
                let line = TerminalProgress.line(step: String(repeating: "long step name ", count: 12), fraction: fraction, columns: columns)
                #expect(line.count <= columns - 1, "\(columns) columns: \(line.count) wide: \(line)")
            }
        }
    }

    @Test func swiftBuildsCountersAreTheFraction() {
        #expect(BuildProgress.fraction("[12/48] Compiling LatticeLayout Geometry.swift") == 0.25)
        #expect(BuildProgress.fraction("[536/536] Linking lattice") == 1)
        #expect(BuildProgress.fraction("Building for debugging...") == nil)
        #expect(BuildProgress.fraction("[x/3] nothing") == nil)
        #expect(BuildProgress.fraction("[3/0] nothing") == nil)
    }
}
