import Testing
import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// The inspector says where each flow value came from: the fixture's section, its `defaults:`,
/// the fixture's item, or the layout's own property (UICollectionViewFlowLayout's `sectionInset`,
/// `minimumLineSpacing`, `minimumInteritemSpacing`, reference sizes, `itemSize`), for the
/// focused element's section, else the first section in view.
struct FlowValueSourcesTests {
    /// Section 0 gives its insets; `defaults:` gives lineSpacing 5 and a 12-high header; the
    /// layout gives interitemSpacing 6 and itemSize 30 x 20 and leaves the footer at UIKit's
    /// zero. Section 1 gives only its lineSpacing 9. Item 0.1 gives no size.
    static let fixture = """
        viewport: {width: 200, height: 300}
        layout: {type: flow, itemSize: [30, 20], minimumInteritemSpacing: 6}
        defaults: {lineSpacing: 5, header: [0, 12]}
        sections:
          - insets: [8, 8, 8, 8]
            items: [[50, 50], {}]
          - lineSpacing: 9
            items: [[40, 40]]
        """

    func model() throws -> ViewerModel {
        ViewerModel(fixture: try FixtureLoader.load(text: Self.fixture, name: "origins.yaml"), path: nil,
                    terminalSize: (cols: 120, rows: 40), headless: true)
    }

    func entries(_ m: ViewerModel) -> [String] {
        (m.flowValues?.entries ?? []).map { "\($0.name) \($0.value) (\($0.origin?.rawValue ?? "?"))" }
    }

    @Test func eachSectionValueNamesTheFixturesSectionItsDefaultsOrTheLayout() throws {
        var m = try model()
        m.handle(.char("i"))
        // Nothing focused: the first section in view, section 0.
        #expect(m.flowValues?.section == 0)
        #expect(entries(m) == [
            "insets 8,8,8,8 (section)",
            "lineSpacing 5 (defaults)",
            "interitemSpacing 6 (layout property)",
            "header 0×12 (defaults)",
            "footer 0×0 (layout property)",
        ])
        let text = m.frame().text()
        #expect(text.contains("§0 values, where each came from"))
        #expect(text.contains(" insets 8,8,8,8 (section)"))
        #expect(text.contains(" interitemSpacing 6 (layout property)"))
    }

    @Test func theFocusedItemsSizeNamesTheItemOrTheLayoutsItemSize() throws {
        var m = try model()
        m.handle(try KeyNotation.parse(":goto 0.1<enter>i"))
        #expect(entries(m).last == "size of 0.1 30×20 (layout property)")
        m.handle(try KeyNotation.parse(":goto 0.0<enter>"))
        #expect(entries(m).last == "size of 0.0 50×50 (item)")
        // Section 1: its own lineSpacing, the defaults' header, the layout's zero insets.
        m.handle(try KeyNotation.parse(":goto 1.0<enter>"))
        #expect(m.flowValues?.section == 1)
        #expect(entries(m) == [
            "insets 0,0,0,0 (layout property)",
            "lineSpacing 9 (section)",
            "interitemSpacing 6 (layout property)",
            "header 0×12 (defaults)",
            "footer 0×0 (layout property)",
            "size of 1.0 40×40 (item)",
        ])
    }

    /// A layout that is no flow layout shows no values.
    @Test func aListLayoutHasNoFlowValues() throws {
        let f = try FixtureLoader.load(text: "layout: {type: list}\nsections:\n  - items: [[100, 40]]\n", name: "list.yaml")
        var m = ViewerModel(fixture: f, path: nil, terminalSize: (cols: 120, rows: 40), headless: true)
        m.handle(.char("i"))
        #expect(m.flowValues == nil)
        #expect(!m.frame().text().contains("where each came from"))
    }
}
