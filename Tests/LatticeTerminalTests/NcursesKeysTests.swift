import CNcurses
import LatticeTerminal
import Testing

@Suite struct NcursesKeysTests {
    let size = (cols: 100, rows: 30)

    @Test func functionKeysBecomeTerminalKeys() {
        let expected: [(Int32, TerminalKey)] = [
            (KEY_DOWN, .down), (KEY_UP, .up), (KEY_LEFT, .left), (KEY_RIGHT, .right),
            (KEY_NPAGE, .pageDown), (KEY_PPAGE, .pageUp), (KEY_HOME, .home), (KEY_END, .end),
            (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (KEY_BTAB, .backTab),
        ]
        for (code, key) in expected {
            #expect(NcursesKeys.functionKey(code, size: size, mouseButtons: nil) == key)
        }
        #expect(NcursesKeys.functionKey(KEY_F0 + 1, size: size, mouseButtons: nil) == nil)
    }

    @Test func resizeCarriesTheNewSize() {
        #expect(NcursesKeys.functionKey(KEY_RESIZE, size: (132, 43), mouseButtons: nil) == .resize(cols: 132, rows: 43))
    }

    @Test func wheelComesFromTheMouseButtons() {
        #expect(NcursesKeys.functionKey(KEY_MOUSE, size: size, mouseButtons: lattice_wheel_up()) == .wheelUp)
        if lattice_wheel_down() != 0 {
            #expect(NcursesKeys.functionKey(KEY_MOUSE, size: size, mouseButtons: lattice_wheel_down()) == .wheelDown)
        }
        // A click is no key; a mouse event that could not be read neither.
        #expect(NcursesKeys.functionKey(KEY_MOUSE, size: size, mouseButtons: 0b10) == nil)   // BUTTON1_PRESSED
        #expect(NcursesKeys.functionKey(KEY_MOUSE, size: size, mouseButtons: nil) == nil)
    }

    @Test func charactersAndControlCharacters() {
        #expect(NcursesKeys.character(106) == .char("j"))
        #expect(NcursesKeys.character(0x4E2D) == .char("中"))
        #expect(NcursesKeys.character(9) == .tab)
        #expect(NcursesKeys.character(10) == .enter)
        #expect(NcursesKeys.character(13) == .enter)
        #expect(NcursesKeys.character(27) == .escape)
        #expect(NcursesKeys.character(127) == .backspace)
        #expect(NcursesKeys.character(8) == .backspace)
        #expect(NcursesKeys.character(3) == .ctrl("c"))   // Ctrl-C as a character (the viewer quits on it)
        #expect(NcursesKeys.character(1) == .ctrl("a"))   // control letters are ctrl keys
        #expect(NcursesKeys.character(28) == nil)         // other control characters are ignored
        #expect(NcursesKeys.character(0xD800) == nil)     // not a scalar
    }
}
