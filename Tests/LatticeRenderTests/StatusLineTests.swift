import Testing
import LatticeRender

struct StatusLineTests {
    @Test func lowestPriorityGoesFirstOrderKept() {
        let s = StatusLine([.init("aaaa", priority: 5, style: .plain), .init("bb", priority: 1, style: .plain),
                            .init("cccc", priority: 3, style: .plain)], separator: " ")
        // Full: "aaaa bb cccc" = 12. In 10 columns "bb" (priority 1) goes: "aaaa cccc" = 9.
        #expect(s.fitted(width: 12).map(\.text) == ["aaaa", "bb", "cccc"])
        #expect(s.fitted(width: 10).map(\.text) == ["aaaa", "cccc"])
        // In 6 columns only "aaaa" stays.
        #expect(s.fitted(width: 6).map(\.text) == ["aaaa"])
        var b = ScreenBuffer(cols: 3, rows: 1)
        var t = s; t.ellipsis = "~"
        t.draw(in: CellRect(col: 0, row: 0, cols: 3, rows: 1), into: &b)
        #expect(b.line(0) == "aa~")
    }

    @Test func indicatorThumb() {
        // Content 230, viewport 100: range 0...130. Track 20: thumb round(20 * 100/230) = 9;
        // at offset 130 it ends at the bottom: start 11.
        #expect(ScrollIndicator.thumb(length: 20, offset: 0, min: 0, max: 130, viewport: 100) == (0, 9))
        #expect(ScrollIndicator.thumb(length: 20, offset: 130, min: 0, max: 130, viewport: 100) == (11, 9))
        // An offset set from code beyond the range is clamped to the ends.
        #expect(ScrollIndicator.thumb(length: 20, offset: 500, min: 0, max: 130, viewport: 100) == (11, 9))
        // Nothing to scroll: the thumb fills the track.
        #expect(ScrollIndicator.thumb(length: 20, offset: 0, min: 0, max: 0, viewport: 100) == (0, 20))
    }
}
