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
#endif
