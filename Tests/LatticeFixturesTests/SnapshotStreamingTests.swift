import LatticeFixtures
import LatticeLayout
import Testing

/// A snapshot's elements are decoded as the YAML reader reads them (no raw tree of them all):
/// the result and every message are those of the raw list, which `--set` on `elements` and JSON
/// still go through.
@Suite struct SnapshotStreamingTests {
    static let text = """
    layout: {type: snapshot}
    elements:
      - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 0, item: 0, frame: [0, 0, 375, 44], zIndex: 1}
      - {section: 0, item: 0, frame: [16, 52, 343, 72]}
      - {section: 0, item: 1, frame: [16, 132, 343, 72], alpha: 0.5, hidden: true}
      - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 1, item: 0, frame: [0, 212, 375, 44], zIndex: 1}
      - {section: 1, item: 0, frame: [-1000, -1000, 10, 10]}

    """

    @Test func streamedAndRawListsGiveTheSameElements() throws {
        let streamed = try FixtureLoader.load(text: Self.text, name: "s.yaml")
        // An override on `elements` keeps the raw list; setting a value to what it is changes nothing.
        let raw = try FixtureLoader.load(text: Self.text, name: "s.yaml", overrides: ["elements.1.item=0"])
        #expect(streamed.elements.count == 5)
        #expect(streamed.elements == raw.elements)
        #expect(streamed.elements[2].alpha == 0.5 && streamed.elements[2].isHidden)
        #expect(streamed.elements[4].frame == Rect(x: -1000, y: -1000, width: 10, height: 10))
    }

    @Test func errorsAreTheRawListsErrors() {
        let bad = Self.text + "  - {section: 0, item: x, frame: [0, 0, 1, 1]}\n"
        let duplicate = Self.text + "  - {section: 0, item: 1, frame: [0, 0, 1, 1]}\n  - {section: 0, item: 0, frame: [0, 0, 1, 1]}\n"
        let unknownKey = Self.text + "  - {seUnsafeRa, item: 1, frame: [0, 0, 1, 1]}\n"   // a fuzz finding: the key's error was logged where the loader never looked
        for (text, expected) in [
            (unknownKey, #"s.yaml:8:6: error: elements[5].seUnsafeRa: unknown key "seUnsafeRa" (allowed here: category, kind, section, item, frame, zIndex, alpha, hidden, track, transform, transform3D)"#),
            (bad, #"s.yaml:8:24: error: elements[5].item: expected a number, found "x""#),
            // The first repeat in the file is elements[5] (of elements[2]: item 0.1), not elements[6].
            (duplicate, "s.yaml:8:5: error: elements[5]: the same element as elements[2] (cell cell 0.1); each element appears once"),
        ] {
            var streamed = "", raw = ""
            do { _ = try FixtureLoader.load(text: text, name: "s.yaml") } catch { streamed = error.description }
            do { _ = try FixtureLoader.load(text: text, name: "s.yaml", overrides: ["elements.0.zIndex=1"]) } catch { raw = error.description }
            #expect(streamed == expected)
            #expect(raw == expected)
        }
    }

    @Test func anElementTakes88Bytes() {
        // kind 16 + index path 16 + frame 32 + zIndex 8 + alpha 8 + category 1 + hidden 1 = 82,
        // rounded up to the 8-byte alignment: 88.
        #expect(MemoryLayout<SnapshotElement>.stride == 88)
    }

    @Test func theLayoutFindsEachElementByItsIdentity() throws {
        let f = try FixtureLoader.load(text: Self.text, name: "s.yaml")
        let layout = SnapshotLayout(elements: f.elements, collectionView: f.collectionViewGeometry(viewport: Size(width: 375, height: 600)))
        for e in f.elements { #expect(layout.element(e.elementID) == e) }
        #expect(layout.attributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(layout.numberOfItems(inSection: 0) == 2 && layout.numberOfItems(inSection: 1) == 1)
    }
}
