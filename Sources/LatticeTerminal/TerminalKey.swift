/// One input event as a terminal reports it, knowing nothing of what a program makes of it
/// (crossterm's `Event` / `KeyCode`, flattened): a key, a mouse wheel notch or button press, or a
/// change of the terminal's size.
///
/// A backend returns these; the program that runs on the terminal maps them to its own input
/// type in one place (the viewer: `ViewerKey(_:)` in LatticeApp).
public enum TerminalKey: Hashable, Sendable {
    /// A printable character.
    case char(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case tab, enter, escape, backspace
    /// Shift-tab (ncurses' KEY_BTAB).
    case backTab
    /// A letter typed with Control, lower case: `.ctrl("d")` is byte 4. Ctrl-C is `.ctrl("c")`
    /// when the terminal delivers it as a character rather than a signal.
    case ctrl(Character)
    /// One notch of the mouse wheel. `wheelLeft` / `wheelRight` are a horizontal wheel, or the
    /// vertical wheel turned with Shift held.
    case wheelUp, wheelDown, wheelLeft, wheelRight
    /// A press of the primary mouse button at a screen cell (0-based column and row).
    case click(col: Int, row: Int)
    /// The terminal's new size in cells.
    case resize(cols: Int, rows: Int)
}
