import LatticeFixtures
import LatticeRender
import LatticeViewer
import Testing

/// A header label in CJK or emoji must not push the viewport border, and the
/// status items must not overwrite each other.
@Suite struct WideLabelFrameTests {
    func frame(name: String, headerLabel: String) throws -> ScreenBuffer {
        let yaml = """
        name: "\(name)"
        viewport: {width: 200, height: 100}
        sections:
          - header: 20
            headerLabel: "\(headerLabel)"
            items: [{size: [90, 20], label: "項目 アイテム 🍣", repeat: 6}]
        """
        let fixture = try FixtureLoader.load(text: yaml, format: .yaml, name: "wide")
        return ViewerModel(fixture: fixture, path: nil, terminalSize: (80, 24), headless: true).frame()
    }

    @Test func wideLabelsKeepTheViewportBorderAndEveryRowFitsTheScreen() throws {
        let ascii = try frame(name: "plain", headerLabel: "Inbox")
        let wide = try frame(name: "plain", headerLabel: "受信箱 📥 今日のお知らせ とても長い見出しのラベル")
        for row in 0..<wide.rows {
            #expect(DisplayWidth.of(wide.line(row)) <= wide.cols, "row \(row): \(wide.line(row))")
            // The viewport's edge glyphs stand in the same cells as with an ASCII label.
            for col in 0..<wide.cols where "╔╗║╚╝".unicodeScalars.contains(ascii[col, row].scalar) {
                #expect(wide[col, row].scalar == ascii[col, row].scalar, "edge at \(col),\(row)")
            }
        }
        #expect(wide.text().contains("受信箱 📥"))
    }

    @Test func aWideFixtureNameDoesNotOverwriteTheOtherStatusItems() throws {
        let wide = try frame(name: "レイアウトの名前 🎌", headerLabel: "x")
        let status = wide.line(0)
        #expect(status.hasPrefix("レイアウトの名前 🎌"))
        #expect(status.contains("  list"))
        #expect(status.contains("offset 0,0"))
        #expect(DisplayWidth.of(status) <= wide.cols)
    }
}
