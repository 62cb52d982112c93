import LatticeFixtures
import LatticeLayout
import Testing

/// `type: flow` (FlowLayoutRules §1): every key read, per-section keys falling back to the
/// layout's, and a located error for each key's bad value. Columns counted by hand (1-based).
@Suite struct FlowFixtureTests {
    @Test func readsEveryKeyAndFallsBackPerSection() throws {
        let f = try FixtureLoader.load(text: """
            layout:
              type: flow
              scrollDirection: horizontal
              itemSize: [30, 40]
              estimatedItemSize: automatic
              minimumLineSpacing: 3
              minimumInteritemSpacing: 4
              sectionInset: [1, 2, 3, 4]
              headerReferenceSize: [0, 20]
              footerReferenceSize: 12
              sectionHeadersPinToVisibleBounds: true
              sectionFootersPinToVisibleBounds: true
              sectionInsetReference: fromSafeArea
            sections:
              - insets: 5
                lineSpacing: 8
                interitemSpacing: 6
                header: 30
                footer: 0
                items: [[100, 40], {size: [60, 20]}, {}]
              - items: [{}]
            """, format: .yaml, name: "flow.yaml")
        guard let o = f.layout.options(as: FlowLayoutOptions.self) else { Issue.record("expected flow"); return }
        #expect(o == FlowLayoutOptions(scrollDirection: .horizontal, itemSize: Size(width: 30, height: 40), estimatedItemSize: .automatic,
                                       minimumLineSpacing: 3, minimumInteritemSpacing: 4,
                                       sectionInset: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                                       headerReferenceSize: Size(width: 0, height: 20), footerReferenceSize: Size(width: 12, height: 12),
                                       sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true,
                                       sectionInsetReference: .fromSafeArea))
        let s = f.flowSections()
        #expect(s[0] == FlowSection(insets: EdgeInsets(all: 5), lineSpacing: 8, interitemSpacing: 6, headerSize: Size(width: 30, height: 30),
                                    footerSize: .zero, itemSizes: [Size(width: 100, height: 40), Size(width: 60, height: 20), Size(width: 30, height: 40)]))
        #expect(s[1] == FlowSection(insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), lineSpacing: 3, interitemSpacing: 4,
                                    headerSize: Size(width: 0, height: 20), footerSize: Size(width: 12, height: 12), itemSizes: [Size(width: 30, height: 40)]))
        #expect(f.makeLayout(viewport: Size(width: 100, height: 100)) is FlowLayout)
    }

    static let cases: [(String, String)] = [
        ("layout: {type: flow, estimatedItemSize: big}\n",
         #"bad.yaml:1:41: error: layout.estimatedItemSize: expected none, automatic or a size [w, h], found "big""#),
        ("layout:\n  type: flow\n  minimumLineSpacing: -1\n",
         "bad.yaml:3:23: error: layout.minimumLineSpacing: must not be negative (got -1)"),
        ("layout:\n  type: flow\n  minimumInteritemSpacing: -2\n",
         "bad.yaml:3:28: error: layout.minimumInteritemSpacing: must not be negative (got -2)"),
        ("layout:\n  type: flow\n  sectionInsetReference: fromNowhere\n",
         #"bad.yaml:3:26: error: layout.sectionInsetReference: expected fromContentInset, fromSafeArea or fromLayoutMargins, found "fromNowhere""#),
        ("layout:\n  type: flow\n  sectionHeadersPinToVisibleBounds: maybe\n",
         #"bad.yaml:3:37: error: layout.sectionHeadersPinToVisibleBounds: expected true or false, found "maybe""#),
        ("layout:\n  type: flow\n  stickyHeaders: true\n",
         #"bad.yaml:3:3: error: layout.stickyHeaders: "stickyHeaders" is a key of the list layout, not of the flow layout"#),
        ("layout:\n  type: list\n  sectionFootersPinToVisibleBounds: true\n",
         #"bad.yaml:3:3: error: layout.sectionFootersPinToVisibleBounds: "sectionFootersPinToVisibleBounds" is a key of the flow layout, not of the list layout"#),
        ("layout:\n  type: flow\n  headerReferenceSize: -4\n",
         "bad.yaml:3:24: error: layout.headerReferenceSize: must not be negative (got -4)"),
    ]

    @Test func badValuesAreLocatedErrors() {
        for (text, expected) in Self.cases {
            #expect(loadError(text)?.description == expected)
        }
    }
}
