import Testing
import PropertyBased
@testable import LatticeLayout

/// The snapshot layout's rect query (binary searches over elements sorted along the scroll
/// axis, long elements apart) returns exactly what a filter over every element returns, with
/// CGRectIntersectsRect's rule (touching edges do not meet), in both directions.
@Suite struct SnapshotQueryPropertyTests {
    struct Scenario: Sendable, CustomStringConvertible {
        var elements: [SnapshotElement]
        var direction: ScrollDirection
        var probes: [Rect]
        var description: String { "\(direction) \(elements.map { "\($0.elementID) \($0.frame)" }) probes \(probes)" }
    }

    /// Frames anywhere in -50 … 500, sizes 0 … 60, and now and then a very long one (a
    /// background decoration) that goes to the second index.
    static let frame = zip(Gen.int(in: -50 ... 500), Gen.int(in: -50 ... 500), Gen.int(in: 0 ... 60), Gen.int(in: 0 ... 60), Gen.int(in: 0 ... 9))
        .map { x, y, w, h, long in
            Rect(x: Double(x), y: Double(y), width: Double(w), height: long == 0 ? 900 : Double(h))
        }

    static let scenario = zip(frame.array(of: 0 ... 60), Gen.bool, frame.array(of: 1 ... 8))
        .map { frames, horizontal, probes -> Scenario in
            let elements = frames.enumerated().map { i, f in
                SnapshotElement(category: i % 5 == 0 ? .supplementary : .cell, kind: i % 5 == 0 ? ElementKind.uiKitSectionHeader : "cell",
                                indexPath: IndexPath(item: i, section: i / 10), frame: f)
            }
            let d: ScrollDirection = horizontal ? .horizontal : .vertical
            return Scenario(elements: elements, direction: d,
                            probes: probes.map { d == .vertical ? $0 : Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) })
        }

    @Test func rectQueryEqualsAFilterOverEveryElement() async {
        await propertyCheck(count: 300, input: Self.scenario) { scenario in
            let layout = SnapshotLayout(elements: scenario.elements, scrollDirection: scenario.direction,
                                        collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
            let rects = scenario.probes + scenario.elements.map(\.frame)
            for rect in rects {
                let fast = Set(layout.attributes(in: rect).map(\.elementID))
                let slow = Set(scenario.elements.filter { $0.frame.meets(rect) }.map(\.elementID))
                #expect(fast == slow, "rect \(rect)")
                #expect(layout.attributes(in: rect).count == fast.count, "no duplicates")
            }
        }
    }

    @Test func contentSizeIsTheUnionOfFramesFromTheOrigin() {
        let layout = SnapshotLayout(elements: [
            SnapshotElement(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: -8, y: -4.5, width: 20, height: 10)),
            SnapshotElement(category: .cell, kind: "cell", indexPath: IndexPath(item: 1, section: 2), frame: Rect(x: 100, y: 30, width: 53.5, height: 60)),
        ], collectionView: CollectionViewGeometry(bounds: .zero))
        #expect(layout.contentSize == Size(width: 153.5, height: 90))
        #expect(layout.numberOfSections == 3 && layout.numberOfItems(inSection: 2) == 1 && layout.numberOfItems(inSection: 1) == 0)
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 2))?.frame.width == 53.5)
        #expect(layout.attributesForItem(at: IndexPath(item: 5, section: 9)) == nil)
    }
}
