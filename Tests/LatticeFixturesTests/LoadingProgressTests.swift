import Foundation
import LatticeFixtures
import LatticeLayout
import Testing

/// Reading a large fixture and generating many sizes tell `WorkProgress` what they do: a step
/// named for the work, fractions that only grow and end at the whole, and the end (`finish`).
@Suite struct LoadingProgressTests {
    /// A snapshot of `count` elements, about 60 bytes each.
    static func snapshot(_ count: Int, json: Bool) -> String {
        if json {
            return "{\"layout\": {\"type\": \"snapshot\"}, \"elements\": [\n"
                + (0..<count).map { "{\"section\": 0, \"item\": \($0), \"frame\": [0, \($0 * 10), 100, 10]}" }.joined(separator: ",\n")
                + "]}\n"
        }
        return "layout: {type: snapshot}\nelements:\n"
            + (0..<count).map { "  - {section: 0, item: \($0), frame: [0, \($0 * 10), 100, 10]}\n" }.joined()
    }

    static func isGrowing(_ f: [Double]) -> Bool { zip(f, f.dropFirst()).allSatisfy { $0 <= $1 } }

    @Test(arguments: [false, true]) func aLargeFileIsReadAsAStep(json: Bool) throws {
        let text = Self.snapshot(25_000, json: json)
        let bytes = text.utf8.count
        try #require(bytes >= 1 << 20, "the text must be large enough to report (\(bytes) bytes)")
        let recorded = RecordedProgress()
        let name = json ? "big.json" : "big.yaml"
        let fixture = try WorkProgress.$reporter.withValue(recorded) {
            try FixtureLoader.load(text: text, format: json ? .json : .yaml, name: name)
        }
        #expect(fixture.elements.count == 25_000)
        #expect(recorded.steps == ["reading \(name)"])
        let fractions = recorded.fractions(of: "reading \(name)")
        // A fraction every 64 KiB read: at least bytes / 64 KiB − 1 of them, each in 0 … 1.
        #expect(fractions.count >= bytes / 65_536 - 1, "\(fractions.count) fractions for \(bytes) bytes")
        #expect(Self.isGrowing(fractions) && fractions.allSatisfy { $0 > 0 && $0 <= 1 })
        #expect(recorded.isFinished)
    }

    @Test func aSmallFileSaysNothing() throws {
        let recorded = RecordedProgress()
        _ = try WorkProgress.$reporter.withValue(recorded) { try FixtureLoader.load(text: Self.snapshot(10, json: false)) }
        #expect(recorded.events.isEmpty)
    }

    @Test func generatingManySizesIsAStepOf65536SizesAUnit() throws {
        let recorded = RecordedProgress()
        let fixture = try WorkProgress.$reporter.withValue(recorded) {
            try FixtureLoader.load(text: "sections: [{items: [{generate: {count: 300000, width: 10, height: 10}}]}]")
        }
        #expect(fixture.sections[0].itemSizes.count == 300_000)
        #expect(recorded.steps == ["generating 300,000 item sizes"])
        // 65,536 sizes a unit: 65,536, 131,072, 196,608, 262,144, then the last 37,856.
        #expect(recorded.fractions(of: "generating 300,000 item sizes") == [65_536, 131_072, 196_608, 262_144, 300_000].map { $0 / 300_000 })
        #expect(recorded.isFinished)
    }

    @Test func countsAreWrittenInGroupsOfThree() {
        #expect(WorkProgress.count(0) == "0")
        #expect(WorkProgress.count(999) == "999")
        #expect(WorkProgress.count(1000) == "1,000")
        #expect(WorkProgress.count(10_000_000) == "10,000,000")
        #expect(WorkProgress.count(-1234) == "-1,234")
    }
}
