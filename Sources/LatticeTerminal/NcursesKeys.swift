import CNcurses

/// ncurses input as terminal keys: what `get_wch` returned (`OK` with a character, or
/// `KEY_CODE_YES` with a KEY_* code), decoded without touching the terminal so that it can be
/// tested. The mouse wheel comes as KEY_MOUSE; the button state is read by the caller
/// (`getmouse`) and passed in.
public enum NcursesKeys {
    /// A function key (`get_wch` returned KEY_CODE_YES). `size` is the terminal's size, for
    /// KEY_RESIZE; `mouseButtons` the `bstate` of the KEY_MOUSE event, nil when unknown, and
    /// `mousePosition` its cell. The wheel with Shift scrolls across (`wheelLeft` / `wheelRight`);
    /// a left-button press is a click at its cell.
    public static func functionKey(_ code: Int32, size: (cols: Int, rows: Int), mouseButtons: mmask_t?,
                                   mousePosition: (col: Int, row: Int)? = nil) -> TerminalKey? {
        switch code {
        case KEY_DOWN: return .down
        case KEY_UP: return .up
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_NPAGE: return .pageDown
        case KEY_PPAGE: return .pageUp
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize(cols: size.cols, rows: size.rows)
        case KEY_MOUSE:
            guard let buttons = mouseButtons else { return nil }
            let shift = buttons & lattice_button_shift() != 0
            if buttons & lattice_wheel_up() != 0 { return shift ? .wheelLeft : .wheelUp }
            if lattice_wheel_down() != 0, buttons & lattice_wheel_down() != 0 { return shift ? .wheelRight : .wheelDown }
            if buttons & lattice_button1() != 0, let p = mousePosition { return .click(col: p.col, row: p.row) }
            return nil
        default: return nil
        }
    }

    /// A character (`get_wch` returned OK): control characters become their keys (tab, enter,
    /// escape, backspace, Ctrl-D as `.ctrl("d")`, Ctrl-C as `.ctrl("c")` when it arrives as a
    /// character).
    public static func character(_ value: UInt32) -> TerminalKey? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(UInt8(value) + 96)))
        default:
            guard value >= 32, let s = Unicode.Scalar(value) else { return nil }
            return .char(Character(s))
        }
    }
}
