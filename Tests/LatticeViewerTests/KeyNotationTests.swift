import Testing
import LatticeViewer

/// `--keys` notation, CommandLineContract §3.1.
struct KeyNotationTests {
    @Test func plainAndNamedKeys() throws {
        #expect(try KeyNotation.parse("jk]") == [.char("j"), .char("k"), .char("]")])
        #expect(try KeyNotation.parse("<down><up><left><right><pgdn><pgup><home><end><tab><enter><esc>")
                == [.down, .up, .left, .right, .pageDown, .pageUp, .home, .end, .tab, .enter, .escape])
        #expect(try KeyNotation.parse(":offset 0,40<enter>")
                == [.char(":"), .char("o"), .char("f"), .char("f"), .char("s"), .char("e"), .char("t"), .char(" "),
                    .char("0"), .char(","), .char("4"), .char("0"), .enter])
    }

    @Test func resize() throws {
        #expect(try KeyNotation.parse("<resize 100x30>j") == [.resize(cols: 100, rows: 30), .char("j")])
    }

    @Test func malformedNotationIsAnError() {
        for bad in ["<foo>", "<resize 10>", "<resize 0x10>", "<resize axb>", "j<down", "<>", "<resize 10x10 x>"] {
            #expect(throws: KeyNotation.ParseError.self, "\(bad)") { try KeyNotation.parse(bad) }
        }
    }

    @Test func errorsAreReadable() {
        do { _ = try KeyNotation.parse("<pgdown>"); Issue.record("no error") } catch {
            #expect("\(error)".contains("<pgdown>"))
        }
    }

    @Test func literalLessThan() throws {
        #expect(try KeyNotation.parse("<lt>") == [.char("<")])
    }

    @Test func spaceByNameIsTheLiteralSpace() throws {
        #expect(try KeyNotation.parse("<space>") == [.char(" ")])
        #expect(try KeyNotation.parse("a<SPACE>b") == [.char("a"), .char(" "), .char("b")])
    }
}

/// The notation lattice adds to vim's: `<S-tab>` / `<btab>` and `<wait DURATION>`.
struct KeyNotationUpdateTests {
    @Test func shiftTab() throws {
        #expect(try KeyNotation.parse("<S-tab><btab><s-TAB>") == [.backTab, .backTab, .backTab])
        #expect(ViewerKey.backTab.description == "<S-tab>")
    }

    @Test func waitDurations() throws {
        #expect(try KeyNotation.parse("a<wait 120ms>j") == [.char("a"), .wait(milliseconds: 120), .char("j")])
        #expect(try KeyNotation.parse("<wait 1s><wait 0.5s><WAIT 0ms>") == [.wait(milliseconds: 1000), .wait(milliseconds: 500), .wait(milliseconds: 0)])
        #expect(ViewerKey.wait(milliseconds: 120).description == "<wait 120ms>")
        #expect(try KeyNotation.parse(ViewerKey.wait(milliseconds: 2.5).description) == [.wait(milliseconds: 2.5)])
    }

    @Test func malformedWaits() {
        for bad in ["<wait>", "<wait 5>", "<wait -1ms>", "<wait 1h>", "<wait nanms>", "<wait 1 s>", "<wait 2000000s>", "<wait ms>"] {
            #expect(throws: KeyNotation.ParseError.self, "\(bad)") { try KeyNotation.parse(bad) }
        }
    }
}
