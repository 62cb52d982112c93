import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// `t` / `T` step the content size category along UIKit's order (extraSmall … 
/// extraExtraExtraLarge, then the five accessibility sizes). A built-in layout reads no trait
/// collection: the category changes, the frames do not, and the key line says so.
struct TextSizeKeyTests {
    func model(_ traits: String = "") throws -> ViewerModel {
        let text = "viewport: {width: 200, height: 300}\n\(traits)layout: {type: flow}\nsections:\n  - items: [[50, 50], [60, 40]]\n"
        return ViewerModel(fixture: try FixtureLoader.load(text: text, name: "text-size.yaml"), path: nil,
                           terminalSize: (cols: 120, rows: 40), headless: true)
    }

    func frames(_ m: ViewerModel) -> [Rect] {
        var found: [LayoutAttributes] = []
        m.collectionView.layout.attributes(in: m.collectionView.bounds, into: &found)
        return found.map(\.frame)
    }

    @Test func tStepsUpAndTStepsDownFromTheFixturesCategory() throws {
        var m = try model()
        #expect(m.contentSizeCategory == .large)
        // At large and never stepped, the status line says nothing of the text size.
        #expect(!m.frame().text().contains("text large"))
        let before = frames(m)
        m.handle(.char("t"))
        #expect(m.contentSizeCategory == .extraLarge)
        let text = m.frame().text()
        #expect(text.contains("text extraLarge"))
        #expect(text.contains("the flow layout reads no trait collection"))
        #expect(frames(m) == before)
        m.handle(try KeyNotation.parse("3T"))
        #expect(m.contentSizeCategory == .small)
        // Stepped back to large, the status line still names it.
        m.handle(try KeyNotation.parse("2t"))
        #expect(m.contentSizeCategory == .large)
        #expect(m.frame().text().contains("text large"))
    }

    @Test func theEndsOfUIKitsOrderStopTheSteps() throws {
        var m = try model("traits: {contentSizeCategory: accessibilityExtraExtraLarge}\n")
        #expect(m.contentSizeCategory == .accessibilityExtraExtraLarge)
        #expect(m.frame().text().contains("text accessibilityExtraExtraLarge"))
        m.handle(try KeyNotation.parse("5t"))
        #expect(m.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        m.handle(.char("t"))
        #expect(m.contentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(m.frame().text().contains("is the largest"))
        // Twelve categories: eleven steps down reach extraSmall, one more stays.
        m.handle(try KeyNotation.parse("11T"))
        #expect(m.contentSizeCategory == .extraSmall)
        m.handle(.char("T"))
        #expect(m.frame().text().contains("text size extraSmall is the smallest"))
    }
}
