import LatticeRender
import Testing

/// CommandLineContract §4.4, "Display width": W and F take 2 columns, combining and zero-width 0.
@Suite struct DisplayWidthTests {
    @Test func widthsByClass() {
        #expect(DisplayWidth.of("a" as Unicode.Scalar) == 1)
        #expect(DisplayWidth.of("中" as Unicode.Scalar) == 2)        // CJK ideograph, W
        #expect(DisplayWidth.of("한" as Unicode.Scalar) == 2)        // Hangul syllable, W
        #expect(DisplayWidth.of("Ａ" as Unicode.Scalar) == 2)        // fullwidth A, F
        #expect(DisplayWidth.of("😀" as Unicode.Scalar) == 2)        // emoji presentation, W
        #expect(DisplayWidth.of("é" as Unicode.Scalar) == 1)         // precomposed
        #expect(DisplayWidth.of("\u{301}" as Unicode.Scalar) == 0)   // combining acute, Mn
        #expect(DisplayWidth.of("\u{200D}" as Unicode.Scalar) == 0)  // zero-width joiner, Cf
        #expect(DisplayWidth.of("\u{AD}" as Unicode.Scalar) == 1)    // soft hyphen stays visible
        #expect(DisplayWidth.of("ｱ" as Unicode.Scalar) == 1)         // halfwidth katakana, H
        #expect(DisplayWidth.of("─" as Unicode.Scalar) == 1)         // box drawing, ambiguous: 1
        #expect(DisplayWidth.of("日本語 ok") == 9)
        #expect(DisplayWidth.of("e\u{301}") == 1)
    }

    @Test func prefixNeverSplitsAWideCharacter() {
        #expect(DisplayWidth.prefix("日本語", columns: 5) == "日本")
        #expect(DisplayWidth.prefix("a日本", columns: 2) == "a")
        #expect(DisplayWidth.prefix("abc", columns: 0) == "")
    }

    @Test func writeGivesAWideCharacterTwoCells() {
        var b = ScreenBuffer(cols: 10, rows: 1)
        let end = b.write("a中b", col: 0, row: 0, style: .plain)
        #expect(end == 4)
        #expect(b[1, 0].scalar == "中")
        #expect(b[2, 0].isWideContinuation)
        #expect(b[3, 0].scalar == "b")
        #expect(b.line(0) == "a中b")
        #expect(b.ansi().unicodeScalars.filter { $0 == "\u{0}" }.isEmpty)
    }

    @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
        var b = ScreenBuffer(cols: 10, rows: 1)
        #expect(b.write("a中", col: 0, row: 0, style: .plain, maxWidth: 2) == 1)
        #expect(b.line(0) == "a")
        // Cut by the buffer's right edge or a clip: a space, never half a character.
        var c = ScreenBuffer(cols: 3, rows: 1)
        c.write("ab中", col: 0, row: 0, style: .plain)
        #expect(c.line(0) == "ab")
        #expect(!c[2, 0].isWideContinuation)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var b = ScreenBuffer(cols: 6, rows: 1)
        b.write("中文", col: 0, row: 0, style: .plain)
        b.put("x", col: 1, row: 0, style: .plain)      // right half of 中
        #expect(b.line(0) == " x文")
        b.put("y", col: 2, row: 0, style: .plain)      // left half of 文
        #expect(b.line(0) == " xy")
        #expect(!b[3, 0].isWideContinuation)
        var f = ScreenBuffer(cols: 6, rows: 1)
        f.write("中文", col: 0, row: 0, style: .plain)
        f.fill(CellRect(col: 1, row: 0, cols: 2, rows: 1), with: "-", style: .plain)
        #expect(f.line(0) == " --")
    }

    @Test func statusSegmentsAreMeasuredInColumns() {
        let line = StatusLine([.init("日本語日本語", priority: 2, style: .plain), .init("offset 0,0", priority: 1, style: .plain)])
        // 12 + 2 + 10 = 24 columns: does not fit 20, so the lower priority segment goes.
        #expect(line.fitted(width: 24).count == 2)
        #expect(line.fitted(width: 20).count == 1)
        var b = ScreenBuffer(cols: 9, rows: 1)
        StatusLine([.init("日本語日本語", priority: 2, style: .plain)], fill: .plain, ellipsis: "…").draw(in: CellRect(col: 0, row: 0, cols: 9, rows: 1), into: &b)
        #expect(b.line(0) == "日本語日…")   // 8 columns of text, the ellipsis in the ninth
    }
}
