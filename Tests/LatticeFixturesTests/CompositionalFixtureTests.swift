import LatticeFixtures
import LatticeLayout
import Testing

/// The compositional layout's fixture keys: what they decode to, and located errors for bad
/// values (`PATH:LINE:COL: error: FIELD: MESSAGE`, columns counted by hand, 1-based).
@Suite struct CompositionalFixtureTests {
    static let cases: [(String, String)] = [
        // A fraction that is not a number: the value `fw x` starts at column 26.
        ("layout: {type: compositional}\nsections:\n  - group: {horizontal: [fw x, 44], subitems: [{size: [fw 1, fh 1]}]}\n",
         #"bad.yaml:3:26: error: sections[0].group.horizontal: fw takes a number or a/b, and "x" is not a number"#),
        // A group with no subitems: the group mapping starts at column 12.
        ("layout: {type: compositional}\nsections:\n  - group: {vertical: [fw 1, 44]}\n",
         "bad.yaml:3:12: error: sections[0].group: a group has no subitems (give subitems: [...], or subitem: with count: or repeating:)"),
        // An empty subitems list: the list starts at column 47.
        ("layout: {type: compositional}\nsections:\n  - group: {horizontal: [fw 1, 44], subitems: []}\n",
         "bad.yaml:3:47: error: sections[0].group.subitems: a group needs at least one subitem"),
        // A negative spacing: `flexible -2` starts at column 78.
        // count 0: the value starts at column 73.
        ("layout: {type: compositional}\ndefaults:\n  group: {horizontal: [fw 1, 44], subitems: [{size: [fw 1, fh 1]}], spacing: flexible -2}\n",
         "bad.yaml:3:78: error: defaults.group.spacing: a spacing must not be negative (got -2)"),
        ("layout: {type: compositional}\ndefaults: {interGroupSpacing: -1}\n",
         "bad.yaml:2:31: error: defaults.interGroupSpacing: must not be negative (got -1)"),
        // A key of the other layouts, at the key (column 5).
        ("layout: {type: compositional}\nsections:\n  - lineSpacing: 3\n",
         #"bad.yaml:3:5: error: sections[0].lineSpacing: "lineSpacing" is a section key of the list, aligned and line layouts, not of the compositional layout"#),
        // An item with a size: the item starts at column 13.
        ("layout: {type: compositional}\nsections:\n  - items: [[10, 10]]\n",
         "bad.yaml:3:13: error: sections[0].items[0]: an item of the compositional layout takes no size (its group sizes it): write {} or {label: ..., repeat: n}"),
        ("layout: {type: compositional}\ndefaults: {orthogonal: sideways}\n",
         #"bad.yaml:2:24: error: defaults.orthogonal: expected none, continuous, continuousGroupLeadingBoundary, paging, groupPaging or groupPagingCentered, found "sideways""#),
        // count 0: the value starts at column 73.
        ("layout: {type: compositional}\ndefaults:\n  group: {horizontal: [fw 1, 44], subitem: {size: [fw 1, fh 1]}, count: 0}\n",
         "bad.yaml:3:73: error: defaults.group.count: count must be at least 1"),
    ]

    @Test(arguments: 0 ..< cases.count)
    func reportsFieldLineAndColumn(_ i: Int) {
        #expect(loadError(Self.cases[i].0)?.description == Self.cases[i].1)
    }

    @Test func sectionsTakeDefaultsKeyByKeyAndItemsAreCounted() throws {
        let f = try loadYAML("""
            layout: {type: compositional, interSectionSpacing: 4, header: 10}
            defaults:
              group: {horizontal: [fw 1, 44], subitem: {size: [fw 1, fh 1], insets: 2}, count: 3, spacing: fixed 1}
              insets: 5
              header: {size: [fw 1, est 30], pin: true, zIndex: 2}
            sections:
              - items: [{repeat: 7}, {label: last}]
                orthogonal: paging
                orthogonalOffset: 12
                header: none
            """)
        guard let o = f.layout.options(as: CompositionalLayoutOptions.self) else { Issue.record("expected compositional"); return }
        #expect(o.interSectionSpacing == 4 && o.boundarySupplementaryItems.map(\.elementKind) == ["layout-header"])
        let s = try #require(f.compositionalSections().first)
        #expect(s.itemCount == 8 && f.sections[0].label(ofItem: 7) == "last")
        #expect(s.contentInsets == EdgeInsets(all: 5) && s.orthogonalScrollingBehavior == .paging && s.orthogonalOffset == 12)
        #expect(s.group.arrangement == .count(3) && s.group.interItemSpacing == .fixed(1))
        #expect(s.boundarySupplementaryItems.isEmpty, "header: none replaces the default header")
    }

    @Test func dimensionsReadEveryForm() throws {
        let f = try loadYAML("""
            layout: {type: compositional}
            sections:
              - group: {horizontal: [abs 10, est 20], subitems: [{size: [fw 1/4, fh 0.5]}, {size: {width: 3, height: fw 2}}]}
            """)
        let g = try #require(f.compositionalSections().first?.group)
        #expect(g.layoutSize == CompositionalSize(widthDimension: .absolute(10), heightDimension: .estimated(20)))
        #expect(g.subitems.map(\.layoutSize) == [
            CompositionalSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(0.5)),
            CompositionalSize(widthDimension: .absolute(3), heightDimension: .fractionalWidth(2))])
    }

    @Test func aSectionWithoutAGroupGetsFullWidthRowsOf44() throws {
        // FixtureFormat: the default group is one full-size item in a [fw 1, 44] row: in a 100-wide
        // viewport item 1 is the second row, (0, 44, 100, 44).
        let f = try loadYAML("viewport: {width: 100, height: 100}\nlayout: {type: compositional}\nsections:\n  - items: [{}, {}]\n")
        let layout = f.makeLayout(viewport: Size(width: 100, height: 100))
        layout.prepare()
        #expect(layout.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 0, y: 44, width: 100, height: 44))
    }
}
