import Testing
import LatticeLayout
@testable import LatticeRender

/// `export --html`'s page: exact numbers, labels that cannot end the data's `<script>`, and the
/// DOM attributes scripts rely on (CommandLineContract §2.9).
struct LayoutPageTests {
    func page(label: String, motion: OffsetMotion? = nil) -> LayoutPage {
        let header = LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: 0),
                                      frame: Rect(x: 0, y: 0, width: 100, height: 10))
        let cell = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 10, width: 100, height: 0.1))
        let pane = LayoutPage.Pane(title: "t", subtitle: "s", direction: .vertical, viewportSize: Size(width: 100, height: 50),
                                   contentSize: Size(width: 100, height: 200), minimumOffset: Point(x: 0, y: -20),
                                   maximumOffset: Point(x: 0, y: 150), offset: .zero, elements: [cell, header],
                                   labels: ["0.0", label], motions: motion.map { [(1, $0)] } ?? [], glyphs: .ascii)
        return LayoutPage(panes: [pane])
    }

    @Test func numbersReadBackExactly() {
        #expect(jsonNumber(12) == "12")
        #expect(jsonNumber(-0.5) == "-0.5")
        #expect(jsonNumber(0.1) == "0.1")
        #expect(jsonNumber(1.0 / 3) == "0.3333333333333333")
        #expect(jsonNumber(-.infinity) == "null")
    }

    @Test func aLabelCannotEndTheDataScript() {
        let html = page(label: "</script><script>alert(1)</script>").html()
        #expect(!html.contains("</script><script>alert"))
        #expect(html.contains(#""\u003c/script>\u003cscript>alert(1)\u003c/script>""#))
    }

    @Test func theDataHoldsTheMotionAndTheScrollRange() throws {
        // Header 0 pinned from offset 0 to 40 (the sticky walk's header 0, ListLayoutRules §10.2).
        let motion = OffsetMotion(pieces: [.init(from: -.infinity, intercept: 0, slope: 0), .init(from: 0, intercept: 0, slope: 1),
                                           .init(from: 40, intercept: 40, slope: 0)])
        let html = page(label: "Inbox", motion: motion).html()
        #expect(html.contains("data-lattice-viewport tabindex=\"0\" data-scale=\"1\" data-minimum-offset=\"0,-20\""))
        // The scrolled area: offsets −20 … 150 plus the 50-point viewport = 220 points tall.
        #expect(html.contains("<div class=\"layer\" style=\"width:100px;height:220px\">"))
        // Sorted by their smallest start: the header (0 … 40 over offsets −20 … 150) before the
        // cell at 10; its pieces as [from, intercept, slope, cross, hidden].
        #expect(html.contains("\"m\":{\"0\":[2,0,40,null,0,0,null,0,0,0,1,null,0,40,40,0,null,0]}"))
        #expect(html.contains("\"l\":[\"Inbox\",\"0.0\"]"))
        #expect(!html.contains("http") && !html.contains("src="))
    }
}
