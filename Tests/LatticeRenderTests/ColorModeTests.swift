import LatticeRender
import Testing

/// One NO_COLOR rule for the viewer and `render` (no-color.org: set and non-empty means no colour).
@Suite struct ColorModeTests {
    @Test func noColorMeansNeverOnlyWhenNotEmpty() {
        #expect(ColorMode.noColorRequested(["NO_COLOR": "1"]))
        #expect(ColorMode.noColorRequested(["NO_COLOR": "0"]))   // any non-empty value
        #expect(!ColorMode.noColorRequested(["NO_COLOR": ""]))
        #expect(!ColorMode.noColorRequested([:]))
    }

    @Test func autoColoursATerminalUnlessNoColorSaysSo() {
        #expect(ColorMode.auto.wantsColor(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!ColorMode.auto.wantsColor(outputIsTerminal: true, environment: ["NO_COLOR": "yes"]))
        #expect(!ColorMode.auto.wantsColor(outputIsTerminal: false, environment: [:]))
        #expect(ColorMode.always.wantsColor(outputIsTerminal: false, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.never.wantsColor(outputIsTerminal: true, environment: [:]))
        #expect(ColorMode(rawValue: "blue") == nil)
    }
}
