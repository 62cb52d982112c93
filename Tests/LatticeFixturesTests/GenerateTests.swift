import LatticeFixtures
import LatticeLayout
import Testing
import Foundation

/// `generate:` — seeded, deterministic sizes (FixtureFormat §6).
@Suite struct GenerateTests {
    /// SplitMix64 as published (Steele, Lea & Flood; Vigna's splitmix64.c), written out again here
    /// so the test does not trust the module's copy.
    struct ReferenceSplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func splitMixMatchesThePublishedSequence() {
        // The well-known first outputs of splitmix64 seeded with 0.
        var g = SplitMix64(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(g.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func pinnedSizesForSeed7() throws {
        // Worked out independently (a Python SplitMix64): width = 20 + hi64(next * 101),
        // height = 10 + hi64(next * 51), width drawn first.
        let s = try loadYAML("sections: [{items: [{generate: {count: 3, width: [20, 120], height: [10, 60], seed: 7}}]}]").sections[0]
        #expect(s.itemSizes == [Size(width: 59, height: 10), Size(width: 110, height: 39), Size(width: 65, height: 22)])
    }

    @Test func sizesFollowTheReferenceGenerator() throws {
        let s = try loadYAML("sections: [{items: [{generate: {count: 500, width: [20, 120], height: 33, seed: 99}}]}]").sections[0]
        var ref = ReferenceSplitMix(state: 99)
        for size in s.itemSizes {
            let w = 20 + Double(ref.next().multipliedFullWidth(by: 101).high)   // the height is constant: no draw
            #expect(size == Size(width: w, height: 33))
        }
        #expect(s.itemCount == 500)
    }

    @Test func sameSeedSameSizesOtherSeedOtherSizes() throws {
        let text = "sections: [{items: [{generate: {count: 1000, width: [20, 120], height: [10, 60], seed: 5}}]}]"
        let a = try loadYAML(text).sections[0].itemSizes
        let b = try loadYAML(text).sections[0].itemSizes
        let c = try loadYAML(text.replacingOccurrences(of: "seed: 5", with: "seed: 6")).sections[0].itemSizes
        #expect(a == b)
        #expect(a != c)
    }

    @Test func generatedSizesAreWholeAndInRange() throws {
        let s = try loadYAML("sections: [{items: [{generate: {count: 20000, width: [20.5, 23.5], height: [0, 1]}}]}]").sections[0]
        // [20.5, 23.5] holds the whole numbers 21, 22, 23.
        #expect(Set(s.itemSizes.map(\.width)) == [21, 22, 23])
        #expect(Set(s.itemSizes.map(\.height)) == [0, 1])
    }

    @Test func generateMixesWithOtherItems() throws {
        let s = try loadYAML("sections: [{items: [[1, 1], {generate: {count: 2, width: 4, height: 5}}, {size: [2, 2], label: z}]}]").sections[0]
        #expect(s.itemSizes == [Size(width: 1, height: 1), Size(width: 4, height: 5), Size(width: 4, height: 5), Size(width: 2, height: 2)])
        #expect(s.label(ofItem: 3) == "z")
        #expect(s.label(ofItem: 1) == nil)
    }

    @Test func aMillionGeneratedItemsLoad() throws {
        let f = try loadYAML("sections: [{items: [{generate: {count: 1000000, width: [20, 120], height: [10, 60], seed: 7}}]}]")
        let sizes = f.sections[0].itemSizes
        #expect(sizes.count == 1_000_000)
        #expect(sizes[0] == Size(width: 59, height: 10))   // the same first item as pinnedSizesForSeed7
        #expect(sizes.allSatisfy { $0.width >= 20 && $0.width <= 120 && $0.height >= 10 && $0.height <= 60 })
        // Compact: one Size (16 bytes) per plain item, no side tables.
        #expect(MemoryLayout<Size>.stride == 16)
        #expect(f.sections[0].itemLabels.isEmpty && f.sections[0].alignedItems.isEmpty)
    }

    @Test func repeatedSectionsShareTheirItems() throws {
        let f = try loadYAML("sections: [{repeat: 10000, header: 30, items: [{generate: {count: 100, width: [20, 120], height: [10, 60]}}]}]")
        #expect(f.sections.count == 10000)
        #expect(f.itemCount == 1_000_000)
        #expect(f.sections[9999].itemSizes == f.sections[0].itemSizes)
    }
}
