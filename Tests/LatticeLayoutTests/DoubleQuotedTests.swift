import Testing
import LatticeLayout

/// `doubleQuoted` writes JSON's escapes and nothing more: the short ones for `"`, `\`, newline,
/// return and tab, `\u00XX` (lower-case hex) for the other controls and DEL, every other
/// character as it is.
@Suite struct DoubleQuotedTests {
    @Test func quotesAndShortEscapes() {
        #expect(doubleQuoted("") == #""""#)
        #expect(doubleQuoted(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(doubleQuoted("1\n2\r3\t4") == #""1\n2\r3\t4""#)
    }

    @Test func otherControlsAndDELAsUnicodeEscapes() {
        // U+0001 → \u0001, U+001B (ESC) → \u001b, U+007F (DEL) → \u007f.
        #expect(doubleQuoted("\u{01}\u{1B}[0m\u{7F}") == #""\u0001\u001b[0m\u007f""#)
    }

    @Test func everythingElseAsItIs() {
        // C1 controls, line separators and characters beyond the BMP are valid in a JSON string.
        #expect(doubleQuoted("é ✓ \u{85}\u{2028} 😀 </script>") == "\"é ✓ \u{85}\u{2028} 😀 </script>\"")
    }
}
