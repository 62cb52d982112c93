import LatticeLayout
import Foundation
import LatticeFixtures
import Testing

/// Bad input never crashes (PREAMBLE standards; brief): it loads or it fails with a FixtureError.
@Suite struct RobustnessTests {
    @Test func emptyFilesAreErrors() {
        for text in ["", "   \n\n", "# only a comment\n"] {
            #expect(loadError(text)?.description == "bad.yaml:1:1: error: the file is empty; a fixture is a mapping (write {} for an empty one)")
        }
        #expect(loadError("  \n", format: .json, name: "bad.json")?.description
                == "bad.json:1:1: error: the file is empty; a fixture is a mapping (write {} for an empty one)")
    }

    @Test func scalarsAtTopLevelAreErrors() {
        #expect(loadError("~\n")?.description == "bad.yaml:1:1: error: a fixture must be a mapping of keys (name, layout, sections, ...), found null")
        #expect(loadError("42", format: .json, name: "bad.json")?.description
                == "bad.json:1:1: error: a fixture must be a mapping of keys (name, layout, sections, ...), found the number 42")
    }

    @Test func binaryGarbageIsAnError() {
        var bytes: [UInt8] = Array("name: ok\n".utf8)
        bytes += [0xFF, 0xFE, 0x00, 0x81]
        do {
            _ = try FixtureLoader.load(bytes: bytes, format: .yaml, name: "bin.yaml")
            Issue.record("garbage loaded")
        } catch {
            #expect(error.description == "bin.yaml:2:1: error: not UTF-8 text (invalid byte 0xff)")
        }
    }

    @Test func controlCharactersAreAnError() {
        let e = loadError("name: a\u{0}b\n")
        #expect(e != nil && e!.line == 1)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deepYAML = String(repeating: "[", count: 200_000)
        #expect(loadError(deepYAML)?.message.contains("nested") == true)
        let deepJSON = String(repeating: "[", count: 200_000)
        #expect(loadError(deepJSON, format: .json, name: "bad.json")?.description
                == "bad.json:1:257: error: invalid JSON: nested more than 256 levels deep")
        let deepBlock = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(loadError(deepBlock) != nil)
    }

    @Test func hugeCountsAreCappedBeforeAllocating() {
        #expect(loadError("sections: [{items: [{generate: {count: 100000000000, width: 1, height: 1}}]}]")?.description
                == "bad.yaml:1:40: error: sections[0].items[0].generate.count: is too large (at most 10000000)")
        #expect(loadError("sections: [{items: [{size: [1, 1], repeat: 9999999}, {size: [1, 1], repeat: 9999999}]}]")?.field
                == "sections[0].items[1].repeat")
        #expect(loadError("sections: [{repeat: 1000, items: [{generate: {count: 100000, width: 1, height: 1}}]}]")?.message
                == "too many items (at most 10000000 in all, repeat and generate included)")
        #expect(loadError("sections: [{repeat: 1000000}, {repeat: 1}]")?.field == "sections[1].repeat")
    }

    @Test func finiteSizesBeyondTheBoundAreRefused() throws {
        // Finite but huge values would sum to infinity; a fixture spans at most 1e15 points.
        #expect(loadError("sections: [{items: [[1e300, 1.7e308]]}]")?.description
                == "bad.yaml:1:22: error: sections[0].items[0]: width: 1e300 is too large (at most 1e15 points)")
        let f = try loadYAML("sections: [{items: [[1e14, 2e14]]}]")
        #expect(f.sections[0].itemSizes[0].height == 2e14)
    }

    @Test func aliasBombsDoNotExplode() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for i in 1...9 { lines.append("a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]") }
        lines.append("sections: *a9")
        let e = loadError(lines.joined(separator: "\n"))
        #expect(e?.field == "a0")   // the first unknown key, found without expanding anything
    }

    @Test func unknownAliasAndSecondDocument() {
        #expect(loadError("name: *nope\n")?.description == "bad.yaml:1:7: error: unknown alias *nope")
        #expect(loadError("name: a\n---\nname: b\n")?.description
                == "bad.yaml:2:1: error: a fixture file holds one YAML document, this is a second one")
    }

    @Test func everyPrefixAndManyMutationsOfAValidFixtureAreSafe() {
        // Truncations and byte flips: each either loads or throws a FixtureError naming the file.
        for (text, format) in [(LoadingTests.listYAML, FixtureSyntax.yaml), (LoadingTests.listJSON, .json)] {
            let bytes = Array(text.utf8)
            for n in stride(from: 0, to: bytes.count, by: 3) {
                expectLoadsOrFails(Array(bytes[..<n]), format)
            }
            var rng = SplitMix64(seed: 1)
            let alphabet = Array("[]{}:,-\"' \n\t#&*!|>0123456789.eaxyz\u{7F}".utf8)
            for _ in 0..<400 {
                var m = bytes
                for _ in 0..<3 {
                    let at = Int(rng.next() % UInt64(m.count))
                    m[at] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
                expectLoadsOrFails(m, format)
            }
        }
    }

    func expectLoadsOrFails(_ bytes: [UInt8], _ format: FixtureSyntax) {
        do {
            _ = try FixtureLoader.load(bytes: bytes, format: format, name: "m")
        } catch {
            #expect(error.description.hasPrefix("m"))
        }
    }

    @Test func filesThatCannotBeReadAreErrors() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-fixture-tests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        let missing = dir.appendingPathComponent("missing.yaml").path
        #expect(throws: FixtureError(file: missing, line: nil, column: nil, field: nil, message: "does not exist")) {
            try FixtureLoader.load(path: missing)
        }
        let folder = dir.appendingPathComponent("folder.yaml")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(throws: FixtureError(file: folder.path, line: nil, column: nil, field: nil, message: "is a folder, not a fixture file")) {
            try FixtureLoader.load(path: folder.path)
        }
        let text = dir.appendingPathComponent("fixture.txt")
        try "{}".write(to: text, atomically: true, encoding: .utf8)
        #expect(throws: FixtureError(file: text.path, line: nil, column: nil, field: nil,
                                     message: "not a fixture file: the name must end in .yaml, .yml or .json")) {
            try FixtureLoader.load(path: text.path)
        }
    }

    @Test func filesLoadByExtension() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lattice-fixture-ext-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        for (file, text) in [("a.yaml", "name: y"), ("b.yml", "name: y"), ("c.json", #"{"name": "y"}"#)] {
            let url = dir.appendingPathComponent(file)
            try text.write(to: url, atomically: true, encoding: .utf8)
            #expect(try FixtureLoader.load(path: url.path).name == "y")
        }
        // A file's errors name it as it was given.
        let bad = dir.appendingPathComponent("bad.yml")
        try "screenScale: -1\n".write(to: bad, atomically: true, encoding: .utf8)
        #expect(throws: FixtureError(file: bad.path, line: 1, column: 14, field: "screenScale", message: "must be greater than 0 (got -1)")) {
            try FixtureLoader.load(path: bad.path)
        }
    }
}
