import LatticeFixtures
import Testing

/// Malformed fixtures: each must fail with exactly this `validate` line (CommandLineContract §2.5),
/// `PATH:LINE:COL: error: FIELD: MESSAGE`. Lines and columns were counted by hand in the text
/// (1-based; a column counts characters), pointing at the offending value, or at the key for
/// unknown and misplaced keys, or at the mapping for a missing key.
@Suite struct MalformedFixtureTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var expected: String
        var format: FixtureSyntax = .yaml
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(text: "nmae: x\n",
             expected: #"bad.yaml:1:1: error: nmae: unknown key "nmae" (did you mean "name"?)"#),
        Case(text: "layout:\n  type: aligned\n  stickyHeaders: true\n",
             expected: #"bad.yaml:3:3: error: layout.stickyHeaders: "stickyHeaders" is a key of the list layout, not of the aligned layout"#),
        Case(text: "layout: {type: grid}\n",
             expected: #"bad.yaml:1:16: error: layout.type: unknown layout type "grid" (expected list, aligned, line, flow, compositional or snapshot)"#),
        Case(text: "layout: {type: line, snap: pages}\n",
             expected: #"bad.yaml:1:28: error: layout.snap: expected none, items or headers, found "pages""#),
        Case(text: "layout:\n  scrollDirection: diagonal\n",
             expected: #"bad.yaml:2:20: error: layout.scrollDirection: expected vertical or horizontal, found "diagonal""#),
        Case(text: """
             sections:
               - items: []
               - items: []
               - items:
                   - [1, 1]
                   - [1, 1]
                   - [1, 1]
                   - [1, 1]
                   - [1, 1]
                   - {size: [85, -3]}
             """,
             expected: "bad.yaml:10:21: error: sections[2].items[5].size: height must not be negative (got -3)"),
        Case(text: "screenScale: .nan\n",
             expected: "bad.yaml:1:14: error: screenScale: NaN and infinity are not allowed (got .nan)"),
        Case(text: "screenScale: 0\n",
             expected: "bad.yaml:1:14: error: screenScale: must be greater than 0 (got 0)"),
        Case(text: "defaults:\n  lineSpacing: -1\n",
             expected: "bad.yaml:2:16: error: defaults.lineSpacing: must not be negative (got -1)"),
        Case(text: "defaults: {items: []}\n",
             expected: #"bad.yaml:1:12: error: defaults.items: "items" cannot be given in defaults: (only section settings such as lineSpacing or insets)"#),
        Case(text: "sections: {a: 1}\n",
             expected: "bad.yaml:1:11: error: sections: expected a list of sections, found a mapping"),
        Case(text: "sections:\n  - repeat: 2.5\n",
             expected: "bad.yaml:2:13: error: sections[0].repeat: must be a whole number (got 2.5)"),
        Case(text: "sections:\n  - items:\n      - {size: [1, 1], repeat: -2}\n",
             expected: "bad.yaml:3:32: error: sections[0].items[0].repeat: must not be negative (got -2)"),
        Case(text: "sections:\n  - items:\n      - {size: [1, 1], side: left}\n",
             expected: #"bad.yaml:3:24: error: sections[0].items[0].side: "side" is an item key of the line layout, not of the list layout"#),
        Case(text: "sections: [{items: [{}]}]\n",
             expected: "bad.yaml:1:21: error: sections[0].items[0]: an item of the list layout needs a size ([w, h], {width, height} or size: [w, h])"),
        Case(text: "sections: [{items: [[fill, 20]]}]\n",
             expected: "bad.yaml:1:22: error: sections[0].items[0]: a fill width is only for items of the aligned layout"),
        Case(text: "layout: {type: aligned}\nsections:\n  - items:\n      - {size: [20, fill]}\n",
             expected: "bad.yaml:4:21: error: sections[0].items[0].size: only the width can be fill"),
        Case(text: "sections:\n  - items:\n      - generate: {width: 10, height: 10}\n",
             expected: "bad.yaml:3:19: error: sections[0].items[0].generate: generate needs a count"),
        Case(text: "sections:\n  - items:\n      - generate: {count: 5, width: [50, 10], height: 10}\n",
             expected: "bad.yaml:3:37: error: sections[0].items[0].generate.width: min must not exceed max (got [50, 10])"),
        Case(text: "sections: [{items: [[1, 2, 3]]}]\n",
             expected: "bad.yaml:1:21: error: sections[0].items[0]: a size is [width, height], this list has 3 entries"),
        Case(text: "sections: [{insets: [1, 2]}]\n",
             expected: "bad.yaml:1:21: error: sections[0].insets: insets as a list are [top, left, bottom, right], this list has 2 entries"),
        Case(text: "contentOffset: [5]\n",
             expected: "bad.yaml:1:16: error: contentOffset: expected [x, y], this list has 1 entry"),
        Case(text: "name: a\nname: b\n",
             expected: #"bad.yaml:2:1: error: duplicate key "name""#),
        Case(text: #"viewport: {width: "100", height: 100}"#,
             expected: #"bad.yaml:1:19: error: viewport.width: expected a number, found the quoted text "100""#),
        Case(text: "screenScale: 1e999\n",
             expected: "bad.yaml:1:14: error: screenScale: 1e999 is too large (not a finite number)"),
        Case(text: "sections: [{header: -5}]\n",
             expected: "bad.yaml:1:21: error: sections[0].header: must not be negative (got -5)"),
        Case(text: "layout: {type: aligned}\nsections:\n  - horizontalAlignment: middle\n",
             expected: #"bad.yaml:3:26: error: sections[0].horizontalAlignment: expected left, center or right, found "middle""#),
        Case(text: "sections: [{items: [{generate: {count: 1, width: 1, height: 1}, label: x}]}]\n",
             expected: #"bad.yaml:1:65: error: sections[0].items[0].label: an item with generate: takes no other keys (write "label" in an item of its own)"#),
        Case(text: "layout: {type: aligned, scrollDirection: vertical}\n",
             expected: #"bad.yaml:1:25: error: layout.scrollDirection: "scrollDirection" is a key of the list, line, flow and compositional layouts, not of the aligned layout"#),
        Case(text: "- 1\n",
             expected: "bad.yaml:1:1: error: a fixture must be a mapping of keys (name, layout, sections, ...), found a list"),
        Case(text: "a: b: c\n",
             expected: "bad.yaml:1:5: error: invalid YAML: mapping values are not allowed in this context"),
        Case(text: "layout: {stickyHeaders: 1}\n",
             expected: "bad.yaml:1:25: error: layout.stickyHeaders: expected true or false, found the number 1"),
        Case(text: "sections: [{items: [5]}]\n",
             expected: "bad.yaml:1:21: error: sections[0].items[0]: expected an item ([w, h], {width, height}, {size: ...} or {generate: ...}), found the number 5"),
        Case(text: "sections: [{items: [{size: [1, 1], width: 2}]}]\n",
             expected: "bad.yaml:1:36: error: sections[0].items[0].width: give the size either as size: or as width and height, not both"),
        Case(text: "sections: [{items: [{width: 2}]}]\n",
             expected: "bad.yaml:1:21: error: sections[0].items[0]: a size needs a height"),
        Case(text: "sections: [{items: [{generate: {count: 1, width: 1, height: 1, seed: 1.5}}]}]\n",
             expected: "bad.yaml:1:70: error: sections[0].items[0].generate.seed: a seed is a whole number that fits 64 bits, found the number 1.5"),
        Case(text: "viewport: [-1, 100]\n",
             expected: "bad.yaml:1:12: error: viewport: must not be negative (got -1)"),

        // JSON: same schema, same messages, positions from the JSON scanner.
        Case(text: #"{"sections": [{"items": [[10, -3]]}]}"#,
             expected: "bad.json:1:31: error: sections[0].items[0]: height must not be negative (got -3)", format: .json),
        Case(text: #"{"name": "x",}"#,
             expected: "bad.json:1:14: error: invalid JSON: unexpected '}', expected a key in double quotes", format: .json),
        Case(text: "{\n  \"layout\": {\"type\": \"line\", \"itemSide\": \"middle\"}\n}\n",
             expected: #"bad.json:2:42: error: layout.itemSide: expected left, right, both or either, found "middle""#, format: .json),
        Case(text: #"{"screenScale": 01}"#,
             expected: "bad.json:1:17: error: invalid JSON: invalid number", format: .json),
        Case(text: #"{"contentOffset": {"x": 1e400, "y": 0}}"#,
             expected: "bad.json:1:25: error: contentOffset.x: 1e400 is too large (not a finite number)", format: .json),
        Case(text: "[1]",
             expected: "bad.json:1:1: error: a fixture must be a mapping of keys (name, layout, sections, ...), found a list", format: .json),
    ]

    @Test(arguments: cases)
    func reportsFieldLineAndColumn(_ c: Case) {
        let name = c.format == .json ? "bad.json" : "bad.yaml"
        let error = loadError(c.text, format: c.format, name: name)
        #expect(error?.description == c.expected)
    }

    @Test func errorFieldsAreStructured() {
        let e = loadError("sections:\n  - header: -5\n")
        #expect(e?.file == "bad.yaml")
        #expect(e?.line == 2 && e?.column == 13)
        #expect(e?.field == "sections[0].header")
        #expect(e?.message == "must not be negative (got -5)")
    }
}
