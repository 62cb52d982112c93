import LatticeFixtures
import LatticeLayout
import Testing

/// The `snapshot` layout type in fixture files: schema, defaults and located errors.
@Suite struct SnapshotFixtureTests {
    @Test func elementsWithDefaults() throws {
        let f = try loadYAML("""
            layout: {type: snapshot, scrollDirection: horizontal}
            elements:
              - {section: 0, frame: [1, 2, 3, 4]}
              - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 1, item: 0, frame: {x: -5, y: 0, width: 10, height: 20}, zIndex: -3, alpha: 0.5, hidden: true}
              - {category: decoration, kind: bg, section: 1, frame: [0, 0, 0, 0]}
            """)
        #expect(f.layout == .snapshot(SnapshotOptions(scrollDirection: .horizontal)))
        #expect(f.elements == [
            SnapshotElement(category: .cell, kind: "cell", indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 1, y: 2, width: 3, height: 4)),
            SnapshotElement(category: .supplementary, kind: "UICollectionElementKindSectionHeader", indexPath: IndexPath(item: 0, section: 1),
                            frame: Rect(x: -5, y: 0, width: 10, height: 20), zIndex: -3, alpha: 0.5, isHidden: true),
            SnapshotElement(category: .decoration, kind: "bg", indexPath: IndexPath(item: 0, section: 1), frame: .zero),
        ])
    }

    @Test(arguments: [
        ("layout: {type: snapshot}\nsections: []", "bad.yaml:2:1: error: sections: a snapshot has elements:, not sections:"),
        ("layout: {type: snapshot}\nelements: [{frame: [0, 0, 1, 1]}]", "bad.yaml:2:12: error: elements[0]: an element needs a section"),
        ("layout: {type: snapshot}\nelements: [{section: 0}]", "bad.yaml:2:12: error: elements[0]: an element needs a frame"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: [0, 0, -1, 1]}]", "bad.yaml:2:39: error: elements[0].frame: must not be negative (got -1)"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: [0, 0, 1]}]", "bad.yaml:2:32: error: elements[0].frame: a frame is [x, y, width, height], this list has 3 entries"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: {x: 0, y: 0, width: 1}}]", "bad.yaml:2:32: error: elements[0].frame: a frame needs height"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: 5}]", "bad.yaml:2:32: error: elements[0].frame: expected a frame [x, y, width, height] or {x, y, width, height}, found the number 5"),
        ("layout: {type: snapshot}\nelements: [{category: supplementary, section: 0, frame: [0, 0, 1, 1]}]", "bad.yaml:2:12: error: elements[0]: a supplementary element needs a kind"),
        ("layout: {type: snapshot}\nelements: [{kind: x, section: 0, frame: [0, 0, 1, 1]}]", "bad.yaml:2:13: error: elements[0].kind: an item has no kind"),
        ("layout: {type: snapshot}\nelements: [{category: cell, section: 0, frame: [0, 0, 1, 1]}]", "bad.yaml:2:23: error: elements[0].category: expected item, supplementary or decoration"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: [0, 0, 1, 1], alpha: 1.5}]", "bad.yaml:2:53: error: elements[0].alpha: must be between 0 and 1"),
        ("layout: {type: snapshot}\nelements: [{section: 0, frame: [0, 0, 1, 1], zIndex: 1.5}]", "bad.yaml:2:54: error: elements[0].zIndex: must be a whole number"),
        ("layout: {type: snapshot}\nelements:\n - {section: 0, frame: [0, 0, 1, 1]}\n - {section: 0, item: 0, frame: [0, 0, 2, 1]}", "bad.yaml:4:4: error: elements[1]: the same element as elements[0]"),
        ("layout: {type: snapshot, stickyHeaders: true}", "bad.yaml:1:26: error: layout.stickyHeaders: \"stickyHeaders\" is a key of the list layout, not of the snapshot layout"),
        ("elements: []", "bad.yaml:1:1: error: elements: elements: belong to a snapshot"),
    ])
    func locatedErrors(text: String, expected: String) throws {
        let e = try #require(loadError(text))
        #expect(e.description.hasPrefix(expected), "\(e.description)")
    }

    @Test func shippedSnapshotFixtureBuildsASnapshotLayout() throws {
        let path = ShippedFixturesTests.fixtureFiles().first { $0.hasSuffix("snapshot/mail-paste.yaml") }
        let f = try FixtureLoader.load(path: try #require(path))
        let layout = try #require(f.makeLayout(viewport: Size(width: 375, height: 667)) as? SnapshotLayout)
        // The union of the frames ends at the last cell: y 880 + 200.
        #expect(layout.contentSize == Size(width: 375, height: 1080))
        #expect(layout.numberOfSections == 3 && layout.numberOfItems(inSection: 1) == 4)
    }
}
