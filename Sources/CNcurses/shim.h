#ifndef LATTICE_CNCURSES_SHIM_H
#define LATTICE_CNCURSES_SHIM_H
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/ncurses.h>

/// Swift 6 refuses the global `stdscr` as shared mutable state: read it through a function.
static inline WINDOW *lattice_stdscr(void) { return stdscr; }
/// The COLOR_PAIR macro as a function.
static inline int lattice_color_pair(int n) { return COLOR_PAIR(n); }
static inline int lattice_lines(void) { return LINES; }
static inline int lattice_cols(void) { return COLS; }
/// Attribute and mouse macros as functions (Swift does not import function-like macros).
static inline attr_t lattice_a_bold(void) { return A_BOLD; }
static inline attr_t lattice_a_dim(void) { return A_DIM; }
static inline attr_t lattice_a_reverse(void) { return A_REVERSE; }
static inline attr_t lattice_a_normal(void) { return A_NORMAL; }
static inline mmask_t lattice_wheel_up(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t lattice_wheel_down(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t lattice_wheel_down(void) { return 0; }
#endif
/// A left-button press or click (focuses the element under the pointer) and the Shift modifier
/// (Shift + wheel scrolls across).
static inline mmask_t lattice_button1(void) { return BUTTON1_PRESSED | BUTTON1_CLICKED; }
static inline mmask_t lattice_button_shift(void) { return BUTTON_SHIFT; }
/// True when terminfo knows the terminal type `term` (nothing is printed when it does not, unlike
/// `initscr`, which prints ncurses' own error and exits).
int setupterm(const char *term, int filedes, int *errret);
static inline int lattice_terminfo_knows(const char *term) {
    int status = 0;
    if (setupterm(term, 1, &status) != OK) return 0;
    return 1;
}
/// True when terminfo says the terminal type `term` can move the cursor to a row and column
/// (`cup`): without it (TERM=dumb) nothing can be drawn in place. Asked after `setupterm`, so
/// nothing is printed.
char *tigetstr(const char *capname);
static inline int lattice_terminfo_moves_cursor(const char *term) {
    int status = 0;
    if (setupterm(term, 1, &status) != OK) return 0;
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}
/// Puts one wide character with attributes and a colour pair at (y, x).
static inline int lattice_put(int y, int x, wchar_t ch, attr_t attrs, short pair) {
    cchar_t cc;
    wchar_t text[2] = { ch, 0 };
    setcchar(&cc, text, attrs, pair, NULL);
    return mvwadd_wch(stdscr, y, x, &cc);
}
#endif
