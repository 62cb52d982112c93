import LatticeFixtures
import LatticeLayout
import Testing

/// Happy paths: the fixture format of FixtureFormat §1, read from YAML and JSON. Expected
/// values are those written in the fixtures below, with the defaults of FixtureFormat §4 and
/// the inputs tables of ListLayoutRules §1 / AlignedLayoutRules §1 / LineLayoutRules §1.
@Suite struct LoadingTests {
    static let listYAML = """
    name: "Sticky headers, vertical"
    viewport: {width: 100, height: 100}
    contentInset: {top: 1, left: 2, bottom: 3, right: -4}
    contentOffset: {x: 0, y: 45}
    screenScale: 3
    layout:
      type: list
      scrollDirection: horizontal
      stickyHeaders: true
      topContentInset: -7
      stretchToEdge: true
      stickyHeaderYOffset: 12.5
      showHeaderWhenEmpty: true
    defaults: {lineSpacing: 2, interitemSpacing: 1, header: 4}
    sections:
      - insets: {top: 10, left: 10, bottom: 5, right: 5}
        lineSpacing: 10
        interitemSpacing: 0
        header: 10
        footer: [30, 6]
        headerLabel: "Today"
        items:
          - [85, 10]
          - {size: [85, 20], label: "hero"}
          - {width: 7, height: 8}
          - {size: {width: 40, height: 40}, repeat: 3}
      - insets: 3
        repeat: 2
        items:
          - [1.5, 2]
      - insets: [1, 2, 3, 4]
    """

    static let listJSON = """
    {"name": "Sticky headers, vertical",
     "viewport": [100, 100],
     "contentInset": [1, 2, 3, -4],
     "contentOffset": [0, 45],
     "screenScale": 3,
     "layout": {"type": "list", "scrollDirection": "horizontal", "stickyHeaders": true,
                "topContentInset": -7, "stretchToEdge": true, "stickyHeaderYOffset": 12.5,
                "showHeaderWhenEmpty": true},
     "defaults": {"lineSpacing": 2, "interitemSpacing": 1, "header": 4},
     "sections": [
       {"insets": [10, 10, 5, 5], "lineSpacing": 10, "interitemSpacing": 0, "header": 10,
        "footer": {"width": 30, "height": 6}, "headerLabel": "Today",
        "items": [{"width": 85, "height": 10}, {"size": [85, 20], "label": "hero"}, [7, 8],
                  {"size": [40, 40], "repeat": 3}]},
       {"insets": {"top": 3, "left": 3, "bottom": 3, "right": 3}, "repeat": 2, "items": [[1.5, 2]]},
       {"insets": {"top": 1, "left": 2, "bottom": 3, "right": 4}}
     ]}
    """

    @Test func listFixtureFromYAML() throws {
        let f = try loadYAML(Self.listYAML)
        #expect(f.name == "Sticky headers, vertical")
        #expect(f.viewport == Size(width: 100, height: 100))
        #expect(f.contentInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: -4))
        #expect(f.contentOffset == Point(x: 0, y: 45))
        #expect(f.screenScale == 3)
        guard let o = f.layout.options(as: ListLayoutOptions.self) else { Issue.record("expected a list layout"); return }
        #expect(o.scrollDirection == .horizontal)
        #expect(o.stickyHeaders && o.stretchToEdge && o.showHeaderWhenEmpty)
        #expect(o.topContentInset == -7)
        #expect(o.stickyHeaderYOffset == 12.5)

        // Section 1 has repeat: 2, so 4 sections in all.
        #expect(f.sections.count == 4)
        #expect(f.sections.map(\.sourceIndex) == [0, 1, 1, 2])

        let s0 = f.sections[0]
        #expect(s0.insets == EdgeInsets(top: 10, left: 10, bottom: 5, right: 5))
        #expect(s0.lineSpacing == 10)          // its own, not the default 2
        #expect(s0.interitemSpacing == 0)      // its own 0 beats the default 1
        #expect(s0.header == Size(width: 10, height: 10))   // a number n is (n, n)
        #expect(s0.footer == Size(width: 30, height: 6))
        #expect(s0.headerLabel == "Today")
        // [85,10], hero [85,20], [7,8], then [40,40] three times.
        #expect(s0.itemSizes == [Size(width: 85, height: 10), Size(width: 85, height: 20), Size(width: 7, height: 8),
                                 Size(width: 40, height: 40), Size(width: 40, height: 40), Size(width: 40, height: 40)])
        #expect(s0.label(ofItem: 1) == "hero")
        #expect(s0.label(ofItem: 0) == nil)
        #expect(s0.label(ofItem: 2) == nil)
        #expect(!s0.usesDefaultSize(item: 0))

        let s1 = f.sections[1]
        #expect(s1.insets == EdgeInsets(all: 3))
        #expect(s1.lineSpacing == 2 && s1.interitemSpacing == 1)   // from defaults:
        #expect(s1.header == Size(width: 4, height: 4))            // from defaults:
        #expect(s1.footer == .zero)
        #expect(s1.headerLabel == nil)
        #expect(s1.itemSizes == [Size(width: 1.5, height: 2)])
        #expect(f.sections[2] == s1)                                // the repeat copy

        #expect(f.sections[3].insets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(f.sections[3].itemCount == 0)
        #expect(f.itemCount == 6 + 1 + 1)
    }

    @Test func jsonGivesTheSameModelAsYAML() throws {
        let fromYAML = try loadYAML(Self.listYAML)
        let fromJSON = try FixtureLoader.load(text: Self.listJSON, format: .json, name: "test.json")
        #expect(fromJSON == fromYAML)
    }

    @Test func insetsAsAMappingLeaveOutSidesAsZero() throws {
        // FixtureFormat: insets `{top, left, bottom, right}`, missing sides 0, negative allowed.
        let f = try loadYAML("contentInset: {left: -2}\nsections: [{insets: {top: 3, right: 4}}]")
        #expect(f.contentInset == EdgeInsets(top: 0, left: -2, bottom: 0, right: 0))
        #expect(f.sections.first?.insets == EdgeInsets(top: 3, left: 0, bottom: 0, right: 4))
    }

    @Test func emptyMappingIsAFixtureWithDefaults() throws {
        // FixtureFormat §1: every field optional; screenScale 2, list layout, vertical.
        let f = try loadYAML("{}")
        #expect(f.name == nil)
        #expect(f.viewport == nil)
        #expect(f.viewport(default: Fixture.headlessViewport) == Size(width: 320, height: 480))
        #expect(f.contentInset == .zero && f.contentOffset == .zero)
        #expect(f.screenScale == 2)
        #expect(f.layout == .list(ListLayoutOptions()))
        #expect(f.layout.scrollDirection == .vertical)
        #expect(f.sections.isEmpty)
    }

    @Test func listSectionDefaultsAreZero() throws {
        // ListLayoutRules §1: insets, spacings, header, footer all default to 0.
        let s = try loadYAML("sections: [{items: [[1, 2]]}]").sections[0]
        #expect(s.insets == .zero && s.lineSpacing == 0 && s.interitemSpacing == 0)
        #expect(s.header == .zero && s.footer == .zero)
    }

    @Test func nullMeansLeftOut() throws {
        let f = try loadYAML("""
        name: ~
        layout:
        sections:
          -
          - header:
            items:
        """)
        #expect(f.name == nil)
        #expect(f.layout == .list(ListLayoutOptions()))
        #expect(f.sections.count == 2)
        #expect(f.sections[1].header == .zero && f.sections[1].itemCount == 0)
    }

    @Test func partialViewportKeepsTheOtherSideOpen() throws {
        let f = try loadYAML("viewport: {width: 200}")
        #expect(f.viewport == nil)
        #expect(f.viewport(default: Size(width: 320, height: 480)) == Size(width: 200, height: 480))
    }

    @Test func alignedFixture() throws {
        // FixtureFormat §8, "aligned", and AlignedLayoutRules §1 defaults.
        let f = try loadYAML("""
        layout: {type: aligned, defaultCellSize: [100, 90], sectionSpacing: 12,
                 contentInsets: 6, pinSectionHeaders: false}
        sections:
          - horizontalAlignment: center
            verticalAlignment: bottom
            itemSpacing: 3
            lineSpacing: 4
            insets: 0
            header: [0, 30]
            items:
              - {size: [60, 20], insets: 2, shouldBeginLine: true, shouldEndLine: true, startLineIndentation: true}
              - {}
              - [fill, 20]
              - {size: {width: fill, height: 7}, repeat: 2}
              - [5, 5]
          - items: [[1, 1]]
        """)
        guard let o = f.layout.options(as: AlignedLayoutOptions.self) else { Issue.record("expected aligned"); return }
        #expect(o.defaultCellSize == Size(width: 100, height: 90))
        #expect(o.sectionSpacing == 12)
        #expect(o.contentInsets == EdgeInsets(all: 6))
        #expect(!o.pinSectionHeaders)
        let s = f.sections[0]
        #expect(s.horizontalAlignment == .center && s.verticalAlignment == .bottom)
        #expect(s.itemSpacing == 3 && s.lineSpacing == 4)
        #expect(s.header == Size(width: 0, height: 30))
        // {} takes defaultCellSize and is marked; fill widths are stored as 0 and flagged.
        #expect(s.itemSizes == [Size(width: 60, height: 20), Size(width: 100, height: 90), Size(width: 0, height: 20),
                                Size(width: 0, height: 7), Size(width: 0, height: 7), Size(width: 5, height: 5)])
        #expect(s.alignedAttributes(ofItem: 0) == AlignedItemAttributes(insets: EdgeInsets(all: 2), shouldBeginLine: true,
                                                                      shouldEndLine: true, startLineIndentation: true))
        #expect(s.usesDefaultSize(item: 1))
        #expect(!s.usesDefaultSize(item: 0) && !s.usesDefaultSize(item: 2))
        #expect(s.alignedAttributes(ofItem: 1) == AlignedItemAttributes())
        #expect(s.alignedAttributes(ofItem: 2).fillWidth)
        #expect(s.alignedAttributes(ofItem: 3).fillWidth && s.alignedAttributes(ofItem: 4).fillWidth)
        #expect(!s.alignedAttributes(ofItem: 5).fillWidth)
        // AlignedLayoutRules §1: a section without its own spacings gets 5 and 5, left, top.
        let s1 = f.sections[1]
        #expect(s1.itemSpacing == 5 && s1.lineSpacing == 5)
        #expect(s1.horizontalAlignment == .left && s1.verticalAlignment == .top)
        #expect(s1.insets == .zero)
    }

    @Test func fillIsAStringInJSON() throws {
        let f = try FixtureLoader.load(text: #"{"layout": {"type": "aligned"}, "sections": [{"items": [["fill", 20], {"size": {"width": "fill", "height": 3}}]}]}"#,
                                       format: .json, name: "t.json")
        #expect(f.sections[0].itemSizes == [Size(width: 0, height: 20), Size(width: 0, height: 3)])
        #expect(f.sections[0].alignedAttributes(ofItem: 0).fillWidth && f.sections[0].alignedAttributes(ofItem: 1).fillWidth)
    }

    @Test func alignedLayoutDefaults() throws {
        // AlignedLayoutRules §1: 100 x 100, spacing 10, insets 5, pinning on.
        let f = try loadYAML("layout: {type: aligned}\nsections: [{items: [{}]}]")
        #expect(f.layout == .aligned(AlignedLayoutOptions()))
        guard let o = f.layout.options(as: AlignedLayoutOptions.self) else { return }
        #expect(o.defaultCellSize == Size(width: 100, height: 100) && o.sectionSpacing == 10)
        #expect(o.contentInsets == EdgeInsets(all: 5) && o.pinSectionHeaders)
        #expect(f.sections[0].itemSizes == [Size(width: 100, height: 100)])
    }

    @Test func lineFixture() throws {
        // FixtureFormat §9, "line"; LineLayoutRules §1.
        let f = try loadYAML("""
        layout: {type: line, scrollDirection: horizontal, itemSize: [120, 40], sectionInset: 10,
                 minimumInteritemSpacing: 8, maximumLineItemSpacing: 24, itemSide: either,
                 headerReferenceSize: [0, 30], footerReferenceSize: [0, 0],
                 lineThickness: 2, displayArrows: true, gripSize: 6, tailWidth: 6, lineLabelSize: [60, 16]}
        sections:
          - items: [{size: [120, 40], side: left, lineLabel: "09:41"}, {side: both}, {}]
          - insets: 1
            header: 5
            interitemSpacing: 3
            items: [[10, 10]]
        """)
        guard let o = f.layout.options(as: LineLayoutOptions.self) else { Issue.record("expected line"); return }
        #expect(o.scrollDirection == .horizontal)
        #expect(o.itemSize == Size(width: 120, height: 40))
        #expect(o.sectionInset == EdgeInsets(all: 10))
        #expect(o.minimumInteritemSpacing == 8 && o.maximumLineItemSpacing == 24)
        #expect(o.itemSide == .either)
        #expect(o.headerReferenceSize == Size(width: 0, height: 30) && o.footerReferenceSize == .zero)
        #expect(o.lineThickness == 2 && o.displayArrows && o.gripSize == 6 && o.tailWidth == 6)
        #expect(o.lineLabelSize == Size(width: 60, height: 16))

        let s0 = f.sections[0]
        #expect(s0.itemSizes == [Size(width: 120, height: 40), Size(width: 120, height: 40), Size(width: 120, height: 40)])
        #expect(s0.lineSide(ofItem: 0, default: o.itemSide) == .left)
        #expect(s0.lineLabel(ofItem: 0) == "09:41")
        #expect(s0.lineSide(ofItem: 1, default: o.itemSide) == .both)
        #expect(s0.lineSide(ofItem: 2, default: o.itemSide) == .either)   // names none: itemSide
        #expect(s0.lineLabel(ofItem: 2) == nil)
        #expect(!s0.usesDefaultSize(item: 0) && s0.usesDefaultSize(item: 1) && s0.usesDefaultSize(item: 2))
        // A section without its own values takes the layout's (LineLayoutRules §1).
        #expect(s0.insets == EdgeInsets(all: 10))
        #expect(s0.header == Size(width: 0, height: 30))
        #expect(s0.interitemSpacing == 8)
        // Its own values replace them.
        let s1 = f.sections[1]
        #expect(s1.insets == EdgeInsets(all: 1) && s1.header == Size(width: 5, height: 5) && s1.interitemSpacing == 3)
    }

    @Test func lineLayoutDefaults() throws {
        // LineLayoutRules §1: itemSize 50x50, spacing 10, side left, thickness 2, grip max(6, 3t),
        // tail = grip, label 60x16, no limit.
        let f = try loadYAML("layout: {type: line, lineThickness: 3}\nsections: [{items: [{}]}]")
        guard let o = f.layout.options(as: LineLayoutOptions.self) else { Issue.record("expected line"); return }
        #expect(o.itemSize == Size(width: 50, height: 50) && o.minimumInteritemSpacing == 10)
        #expect(o.itemSide == .left && o.maximumLineItemSpacing == nil && !o.displayArrows)
        #expect(o.gripSize == nil && o.tailWidth == nil)   // left to the layout's defaults
        #expect(o.lineLabelSize == Size(width: 60, height: 16))
        // The layout's defaults, as laid out: grip max(6, 3 x 3) = 9, tail = grip.
        #expect(gripAndTail(f) == [9, 9])
        #expect(gripAndTail(try loadYAML("layout: {type: line, lineThickness: 1}\nsections: [{items: [{}]}]")) == [6, 6])
    }

    /// The grip's side and the tail's thickness of item 0.0 of a vertical line fixture.
    func gripAndTail(_ f: Fixture) -> [Double] {
        let layout = f.makeLayout(viewport: Fixture.headlessViewport)
        layout.prepare()
        let at = IndexPath(item: 0, section: 0)
        return [layout.attributesForSupplementaryView(ofKind: LineElementKind.itemGrip, at: at)?.frame.size.width ?? -1,
                layout.attributesForSupplementaryView(ofKind: LineElementKind.itemTail, at: at)?.frame.size.height ?? -1]
    }

    @Test func itemRepeatIsOneRun() throws {
        let s = try loadYAML("sections: [{items: [[1, 1], {size: [2, 2], label: x, repeat: 1000}, [3, 3]]}]").sections[0]
        #expect(s.itemCount == 1002)
        #expect(s.itemSizes[1] == Size(width: 2, height: 2) && s.itemSizes[1000] == Size(width: 2, height: 2))
        #expect(s.itemSizes[1001] == Size(width: 3, height: 3))
        #expect(s.itemLabels.runs.count == 1)
        #expect(s.label(ofItem: 0) == nil && s.label(ofItem: 1) == "x" && s.label(ofItem: 1000) == "x")
        #expect(s.label(ofItem: 1001) == nil)
    }

    @Test func repeatZeroGivesNothing() throws {
        let f = try loadYAML("sections: [{repeat: 0, items: [[1, 1]]}, {items: [{size: [1, 1], repeat: 0}]}]")
        #expect(f.sections.count == 1)
        #expect(f.sections[0].itemCount == 0)
    }

    @Test func yamlAnchorsAndLabelsAsNumbers() throws {
        let f = try loadYAML("""
        sections:
          - &s {header: 10, items: [{size: [1, 1], label: 42}]}
          - *s
        """)
        #expect(f.sections.count == 2)
        #expect(f.sections[1].header == Size(width: 10, height: 10))
        #expect(f.sections[0].label(ofItem: 0) == "42")
    }

    @Test func jsonEscapesAndUnicode() throws {
        let f = try FixtureLoader.load(text: #"{"name": "a\"b\\c\u00e9\ud83d\ude00 ✓"}"#, format: .json, name: "t.json")
        #expect(f.name == "a\"b\\cé😀 ✓")
    }
}

/// `layout.snap` is accepted by every layout type and defaults to none.
@Suite struct SnapKeyTests {
    @Test func snapIsReadForEveryLayoutType() throws {
        for type in ["list", "aligned", "line"] {
            let f = try FixtureLoader.load(text: "layout: {type: \(type), snap: headers}\nsections: []\n",
                                           format: .yaml, name: "snap.yaml", overrides: [])
            #expect(f.snap == .headers)
        }
        let plain = try FixtureLoader.load(text: "sections: []\n", format: .yaml, name: "plain.yaml", overrides: [])
        #expect(plain.snap == .none)
    }
}
