import Testing
@testable import LatticeFixtures

/// The item and section caps (FixtureFormat §3, "Caps") are counted while a file is read, so a file
/// over them is refused at its first entry past the cap, before the rest is built. Caps are
/// lowered here (the real ones are 10M items and 1M sections) so the files stay small.
@Suite struct ReadingCapsTests {
    func readYAML(_ text: String, _ budget: ReadingBudget) throws -> RawNode? {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { try YAMLReader.read($0, file: "big.yaml", budget: budget) }
    }
    func readJSON(_ text: String, _ budget: ReadingBudget) throws -> RawNode? {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { try JSONReader.read($0, file: "big.json", budget: budget) }
    }
    func message(_ body: () throws -> RawNode?) -> String? {
        do { _ = try body(); return nil } catch { return (error as? FixtureError)?.description }
    }

    @Test func yamlStopsAtTheFirstItemOverTheCap() {
        // Items 1-3 in section 0 (line 3), items 4-5 in section 1 (line 5): the 5th item is the
        // first over a cap of 4, written at line 5 column 16.
        let text = "sections:\n  - items:\n      [[1, 1], [2, 2], [3, 3]]\n  - items:\n      [[4, 4], [5, 5]]\n"
        #expect(message { try readYAML(text, ReadingBudget(file: "big.yaml", maximumItems: 4)) }
                == "big.yaml:5:16: error: too many items (at most 4 in all, repeat and generate included)")
        #expect(message { try readYAML(text, ReadingBudget(file: "big.yaml", maximumItems: 5)) } == nil)
    }

    @Test func jsonStopsAtTheFirstItemOverTheCap() {
        let text = #"{"sections": [{"items": [[1, 1], [2, 2]]}, {"items": [[3, 3]]}]}"#
        // The 3rd item starts at column 55.
        #expect(message { try readJSON(text, ReadingBudget(file: "big.json", maximumItems: 2)) }
                == "big.json:1:55: error: too many items (at most 2 in all, repeat and generate included)")
        #expect(message { try readJSON(text, ReadingBudget(file: "big.json", maximumItems: 3)) } == nil)
    }

    @Test func sectionsAndAllEntriesAreCapped() {
        let yaml = "sections: [{}, {}, {}]\n"
        #expect(message { try readYAML(yaml, ReadingBudget(file: "big.yaml", maximumSections: 2)) }
                == "big.yaml:1:20: error: too many sections (at most 2 in all, repeat included)")
        // A long list under another key counts towards the cap on all entries: its 4 entries fit
        // a cap of 4; the 5th entry is the mapping's `other`, counted when its value (the list,
        // column 11) is complete.
        #expect(message { try readJSON(#"{"other": [1, 2, 3, 4]}"#, ReadingBudget(file: "big.json", maximumEntries: 4)) }
                == "big.json:1:11: error: too much data for a fixture (more than 4 list and mapping entries)")
    }
}
