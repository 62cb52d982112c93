import Foundation
@testable import LatticeFixtures
import LatticeLayout
import Testing

/// A JSON snapshot's elements are decoded as the scanner reads them, as YAML's are: the raw
/// tree never holds them (a million-element JSON snapshot read whole took about 800 MB), and the
/// elements and messages are those of the raw list.
@Suite struct JSONSnapshotStreamingTests {
    static let text = """
    {"layout": {"type": "snapshot"}, "elements": [
     {"category": "supplementary", "kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": [0, 0, 375, 44], "zIndex": 1},
     {"section": 0, "item": 0, "frame": [16, 52, 343, 72]},
     {"section": 0, "item": 1, "frame": [16, 132, 343, 72], "alpha": 0.5, "hidden": true}
    ]}
    """

    @Test func theEntriesGoToTheStreamNotTheTree() throws {
        let streamed = StreamedElements(file: "s.json")
        let root = try FixtureLoader.parse(bytes: Array(Self.text.utf8), format: .json, name: "s.json", elements: streamed)
        #expect(streamed.count == 3)
        #expect(streamed.elements.map(\.indexPath.item) == [0, 0, 1])
        guard case let .mapping(entries)? = root?.kind, let list = entries.first(where: { $0.key == "elements" }),
              case let .sequence(items) = list.value.kind else {
            Issue.record("no elements list in the tree"); return
        }
        #expect(items.isEmpty)
    }

    @Test func streamedAndRawListsGiveTheSameElements() throws {
        let streamed = try FixtureLoader.load(text: Self.text, format: .json, name: "s.json")
        let raw = try FixtureLoader.load(text: Self.text, format: .json, name: "s.json", overrides: ["elements.1.item=0"])
        #expect(streamed.elements.count == 3)
        #expect(streamed.elements == raw.elements)
        #expect(streamed.elements[2].alpha == 0.5 && streamed.elements[2].isHidden)
        #expect(streamed.elements[0].kind == "UICollectionElementKindSectionHeader" && streamed.elements[0].zIndex == 1)
    }

    @Test func aRepeatIsLocatedAsInTheRawList() {
        // The fourth entry repeats the second (cell 0.0): its `{` is line 5, column 2.
        let text = Self.text.replacingOccurrences(of: "\n]}", with: ",\n {\"section\": 0, \"item\": 0, \"frame\": [0, 0, 1, 1]}\n]}")
        let expected = "s.json:5:2: error: elements[3]: the same element as elements[1] (cell cell 0.0); each element appears once"
        var streamed = "", raw = ""
        do { _ = try FixtureLoader.load(text: text, format: .json, name: "s.json") } catch { streamed = error.description }
        do { _ = try FixtureLoader.load(text: text, format: .json, name: "s.json", overrides: ["elements.0.zIndex=1"]) } catch { raw = error.description }
        #expect(streamed == expected)
        #expect(raw == expected)
    }
}
