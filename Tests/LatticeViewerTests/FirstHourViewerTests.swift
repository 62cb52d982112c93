import Testing
import LatticeLayout
import LatticeFixtures
import LatticeRender
@testable import LatticeViewer

/// What a new user's first hour tripped on (issue 32, items 3, 6, 8), at the model: the
/// inspector keeps the viewport it inspects, sideways keys scroll the section one looks at, and
/// a page too large says what to do instead.
@Suite struct FirstHourViewerTests {
    /// The demo following a 120 x 40 terminal (the interactive viewer, not the fixed headless
    /// viewport): 116 x 36 cells at 4 pt a column and 8 a row are 464 x 288 pt (120 columns less
    /// two edge columns and the indicator's two; 40 rows less the status bar, the key line and two
    /// edge rows). Opening the inspector narrows the window onto it, not the viewport.
    @Test func theInspectorKeepsTheViewportItInspects() throws {
        let scene = Scene(fixture: ViewerModel.demoFixture(), headless: false)
        var model = ViewerModel(scene: scene, terminalSize: (120, 40), headless: true)
        #expect(model.collectionView.viewportSize == Size(width: 464, height: 288))
        let content = model.collectionView.contentSize
        #expect(model.panDescription == nil)
        _ = model.handle(try KeyNotation.parse("i"))
        #expect(model.inspectorOpen)
        #expect(model.collectionView.viewportSize == Size(width: 464, height: 288))
        #expect(model.collectionView.contentSize == content)
        // The screen shows the viewport's left part, cut (`view +0,+0 of 116×36`).
        #expect(model.panDescription == "view +0,+0 of 116×36")
        #expect(model.frame().text().contains("viewport 464×288"))
        _ = model.handle(try KeyNotation.parse("i"))
        #expect(model.collectionView.viewportSize == Size(width: 464, height: 288))
        #expect(model.panDescription == nil)
    }

    /// orthogonal-sections.yaml with pinned headers (viewport 320 x 480; a section is a 30-pt
    /// header and one 0.4 x 480 = 192-pt group: 0…222, 222…444, 444…666). At offset 210 the first
    /// section's header is pinned at 222 − 30 = 192 and 12 pt of its cells show; the second
    /// section's cells (252…444) show whole. `>` scrolls that one, and the status bar names it.
    @Test func sidewaysKeysScrollTheSectionInView() throws {
        let text = """
            viewport: {width: 320, height: 480}
            contentOffset: {x: 0, y: 210}
            layout: {type: compositional}
            defaults:
              group:
                horizontal: [fw 0.85, fh 0.4]
                subitems:
                  - {size: [fw 0.7, fh 1], insets: 10}
                  - vertical: [fw 0.3, fh 1]
                    subitems: [{size: [fw 1, fh 0.5], insets: 10}]
              orthogonal: continuous
              header: {size: [fw 1, 30], pin: true}
            sections:
              - items: [{repeat: 9}]
              - items: [{repeat: 9}]
              - items: [{repeat: 6}]
            """
        var model = ViewerModel(fixture: try FixtureLoader.load(text: text), path: nil, terminalSize: (100, 40), headless: true)
        #expect(model.collectionView.contentOffset == Point(x: 0, y: 210))
        let header = try #require(model.layout.headerPin(section: 0))
        #expect(header.frame.minY == 192)
        #expect(model.sidewaysSection == 1)
        _ = model.handle(try KeyNotation.parse(">"))
        #expect((model.layout.sidewaysScroll(section: 1)?.offset ?? 0) > 0)
        #expect(model.layout.sidewaysScroll(section: 0)?.offset == 0)
        #expect(model.frame().text().split(separator: "\n")[0].contains("§1 sideways"))
        // Focus decides first: a focused cell of section 0 makes section 0 the one.
        model.focus = ElementID(category: .cell, kind: ElementKind.cell, indexPath: IndexPath(item: 0, section: 0))
        #expect(model.sidewaysSection == 0)
    }

    /// A page always holds the whole content: its refusal does not offer `--whole` to drop.
    @Test func aPageTooLargeSaysWhatToExportInstead() throws {
        let model = ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (80, 24), headless: true)
        do {
            _ = try model.layoutPagePane(limit: 4)
            Issue.record("a 4-element limit let the demo's page through")
        } catch let error as ViewerModel.PictureTooLarge {
            #expect(!error.description.contains("--whole"), "\(error.description)")
            #expect(error.description.contains("page"))
            #expect(error.description.contains(".svg"))
        }
        #expect(throws: ViewerModel.PictureTooLarge.self) { try model.layoutPicture(whole: true, limit: 4) }
    }
}
