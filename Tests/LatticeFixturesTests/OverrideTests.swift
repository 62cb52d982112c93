import LatticeFixtures
import LatticeLayout
import Testing

/// `--set PATH=VALUE` (CommandLineContract §2.2): applied to the document before validation.
@Suite struct OverrideTests {
    static let base = """
    layout: {type: list}
    sections:
      - header: 10
        repeat: 3
      - header: 20
        items: [[1, 1], [2, 2]]
    """

    @Test func setsALayoutKeyThatWasNotWritten() throws {
        let f = try loadYAML(Self.base, overrides: ["layout.scrollDirection=horizontal", "layout.stickyHeaderYOffset=12"])
        guard let o = f.layout.options(as: ListLayoutOptions.self) else { Issue.record("list expected"); return }
        #expect(o.scrollDirection == .horizontal)
        #expect(o.stickyHeaderYOffset == 12)
    }

    @Test func indexesSectionsAsWrittenBeforeRepeat() throws {
        // sections.1 is the second entry of the file (header 20), not the second expanded section.
        let f = try loadYAML(Self.base, overrides: ["sections.1.header=30"])
        #expect(f.sections.map(\.header.height) == [10, 10, 10, 30])
    }

    @Test func acceptsPathsAsErrorsPrintThem() throws {
        // Errors print `sections[1].header`; the same path pasted back into --set means what
        // `sections.1.header` means: the second section as written (header 20 → 30).
        let f = try loadYAML(Self.base, overrides: ["sections[1].header=30", "sections[1].items[0]=[5, 6]"])
        #expect(f.sections.map(\.header.height) == [10, 10, 10, 30])
        #expect(f.sections[3].itemSizes[0] == Size(width: 5, height: 6))
        #expect(loadError(Self.base, overrides: ["sections[5].header=1"])?.description
                == "bad.yaml: error: --set sections[5].header=1: sections has 2 entries, there is no sections[5]")
    }

    @Test func createsMissingMappings() throws {
        let f = try loadYAML(Self.base, overrides: ["viewport.width=200", "layout.stickyHeaders=true"])
        #expect(f.viewportWidth == 200 && f.viewportHeight == nil)
        guard let o = f.layout.options(as: ListLayoutOptions.self) else { return }
        #expect(o.stickyHeaders)
    }

    @Test func valuesAreYAML() throws {
        let f = try loadYAML(Self.base, overrides: ["name=Hello world", "sections.1.items.0=[5, 6]", "sections.0.header=[0, 7]"])
        #expect(f.name == "Hello world")
        #expect(f.sections[3].itemSizes[0] == Size(width: 5, height: 6))
        #expect(f.sections[0].header == Size(width: 0, height: 7))
    }

    @Test func laterOverridesWin() throws {
        let f = try loadYAML(Self.base, overrides: ["screenScale=3", "screenScale=1"])
        #expect(f.screenScale == 1)
    }

    @Test func changingTheLayoutTypeRevalidates() throws {
        let f = try loadYAML("sections: [{items: [{}]}]\nlayout: {type: aligned}", overrides: ["layout.type=line"])
        #expect(f.layout.typeName == "line")
        #expect(f.sections[0].itemSizes == [Size(width: 50, height: 50)])   // the line layout's itemSize
    }

    @Test func aBadValueIsReportedWithoutALine() {
        let e = loadError(Self.base, overrides: ["layout.scrollDirection=diagonal"])
        #expect(e?.description == #"bad.yaml: error: layout.scrollDirection: expected vertical or horizontal, found "diagonal" (value from --set)"#)
    }

    @Test func aQuotedNumberIsText() {
        let e = loadError(Self.base, overrides: [#"sections.0.header="30""#])
        #expect(e?.description == #"bad.yaml: error: sections[0].header: expected a number, found the quoted text "30" (value from --set)"#)
    }

    @Test func badPathsAreNamed() {
        #expect(loadError(Self.base, overrides: ["sections.5.header=1"])?.description
                == "bad.yaml: error: --set sections.5.header=1: sections has 2 entries, there is no sections[5]")
        #expect(loadError(Self.base, overrides: ["sections.x.header=1"])?.description
                == #"bad.yaml: error: --set sections.x.header=1: sections is a list, so "x" should be a position 0...1"#)
        #expect(loadError(Self.base, overrides: ["sections.0.header.x=1"])?.description
                == #"bad.yaml: error: --set sections.0.header.x=1: sections[0].header is the number 10, not a mapping or a list, so it has no "x""#)
        #expect(loadError(Self.base, overrides: ["layout..type=list"])?.description
                == #"bad.yaml: error: --set layout..type=list: the path "layout..type" has an empty part or an unclosed [ (write it as a.b.0.c or a.b[0].c)"#)
        #expect(loadError(Self.base, overrides: ["sections[1.header=1"])?.description
                == #"bad.yaml: error: --set sections[1.header=1: the path "sections[1.header" has an empty part or an unclosed [ (write it as a.b.0.c or a.b[0].c)"#)
        #expect(loadError(Self.base, overrides: ["layout"])?.description
                == "bad.yaml: error: --set layout: expected PATH=VALUE")
    }

    @Test func aCreatedKeyThatIsUnknownIsStillAnError() {
        let e = loadError(Self.base, overrides: ["layout.stickyHeader=true"])
        #expect(e?.description == #"bad.yaml: error: layout.stickyHeader: unknown key "stickyHeader" (did you mean "stickyHeaders"?) (value from --set)"#)
    }
}

@Suite struct OverrideEdgeTests {
    @Test func indexingAMissingListIsAnError() {
        #expect(loadError("name: x", overrides: ["sections.0.header=1"])?.description
                == "bad.yaml: error: --set sections.0.header=1: sections has no entries, there is no sections[0]")
    }

    @Test func anEmptyValueLeavesTheKeyOut() throws {
        let f = try loadYAML("screenScale: 3", overrides: ["screenScale="])
        #expect(f.screenScale == 2)   // the default, FixtureFormat §1
    }

    @Test func appliesToJSONToo() throws {
        let f = try FixtureLoader.load(text: #"{"sections": [{"header": 1}]}"#, format: .json, name: "t.json",
                                       overrides: ["sections.0.header=30"])
        #expect(f.sections[0].header.height == 30)
    }
}
