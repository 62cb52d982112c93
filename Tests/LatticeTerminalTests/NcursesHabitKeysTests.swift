import CNcurses
import Testing
import LatticeTerminal

/// The keys the everyday habits need from the terminal: control letters, a click at a cell, Shift
/// with the wheel.
@Suite struct NcursesHabitKeysTests {
    @Test func controlLettersBecomeCtrlKeys() {
        #expect(NcursesKeys.character(4) == .ctrl("d"))       // Ctrl-D
        #expect(NcursesKeys.character(21) == .ctrl("u"))
        #expect(NcursesKeys.character(6) == .ctrl("f"))
        #expect(NcursesKeys.character(2) == .ctrl("b"))
        #expect(NcursesKeys.character(18) == .ctrl("r"))
        #expect(NcursesKeys.character(14) == .ctrl("n"))
        #expect(NcursesKeys.character(9) == .tab)             // Ctrl-I stays tab, Ctrl-M enter
        #expect(NcursesKeys.character(13) == .enter)
        #expect(NcursesKeys.character(3) == .ctrl("c"))
    }

    @Test func aLeftPressIsAClickAtItsCell() {
        let key = NcursesKeys.functionKey(KEY_MOUSE, size: (80, 24), mouseButtons: lattice_button1(), mousePosition: (12, 7))
        #expect(key == .click(col: 12, row: 7))
    }

    @Test func shiftWheelScrollsAcross() {
        let up = NcursesKeys.functionKey(KEY_MOUSE, size: (80, 24), mouseButtons: lattice_wheel_up() | lattice_button_shift())
        #expect(up == .wheelLeft)
        if lattice_wheel_down() != 0 {
            let down = NcursesKeys.functionKey(KEY_MOUSE, size: (80, 24), mouseButtons: lattice_wheel_down() | lattice_button_shift())
            #expect(down == .wheelRight)
        }
    }
}
