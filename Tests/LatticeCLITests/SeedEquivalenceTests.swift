import Foundation
import LatticeHosting
import LatticeFixtures
import LatticeLayout
import LatticeUIKit
import LatticeViewport
import Testing
import LatticeTestSupport

/// The seeds' classes, driven through `UICollectionView` and a delegate that answers from the
/// fixture, give exactly the engine's frames for every shipped fixture of their type: at the
/// fixture's offset and after a scroll to the middle of the content.
@MainActor
@Suite struct SeedEquivalenceTests {
    static let root = Repository.root

    /// Every shipped fixture of `type`, loaded (fails when there is none).
    static func fixtures(_ type: String) throws -> [(String, Fixture)] {
        let folder = root.appendingPathComponent("Fixtures")
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        let found = try files.map { ($0, try FixtureLoader.load(path: folder.appendingPathComponent($0).path)) }
            .filter { $0.1.layout.typeName == type && $0.1.itemCount <= 20_000 }
        #expect(!found.isEmpty, "no \(type) fixture in Fixtures/")
        return found
    }

    /// "kind section.item x,y wxh" lines, sorted: what both sides must agree on.
    static func describe(_ a: [LayoutAttributes]) -> [String] {
        a.map { e in
            let kind = e.kind == ElementKind.header ? ElementKind.uiKitSectionHeader : e.kind == ElementKind.footer ? ElementKind.uiKitSectionFooter : e.kind
            return "\(e.category) \(kind) \(e.indexPath.section).\(e.indexPath.item) \(e.frame.x),\(e.frame.y) \(e.frame.width)x\(e.frame.height) z\(e.zIndex)"
        }.sorted()
    }
    static func describe(_ a: [UICollectionViewLayoutAttributes]) -> [String] {
        describe(a.map { u in
            let category: LayoutAttributes.Category = u.representedElementCategory == .cell ? .cell
                : u.representedElementCategory == .supplementaryView ? .supplementary : .decoration
            return LayoutAttributes(category: category, kind: u.representedElementKind ?? ElementKind.cell,
                                    indexPath: LatticeLayout.IndexPath(item: u.indexPath.item, section: u.indexPath.section),
                                    frame: Rect(x: Double(u.frame.minX), y: Double(u.frame.minY), width: Double(u.frame.width), height: Double(u.frame.height)),
                                    zIndex: u.zIndex)
        })
    }

    func check(_ type: String) throws {
        for (name, fixture) in try Self.fixtures(type) {
            let viewport = fixture.viewport(default: Fixture.headlessViewport)
            let engine = CollectionView(layout: fixture.makeLayout(viewport: viewport), viewportSize: viewport,
                                        contentOffset: fixture.contentOffset, contentInset: fixture.contentInset)
            let delegate = SeedFixtureDelegate(fixture)
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height),
                                      collectionViewLayout: try #require(SeedLayouts.make(fixture)))
            cv.traitOverrides.displayScale = CGFloat(fixture.screenScale)   // this view's screen, not the process's
            cv.dataSource = delegate
            cv.delegate = delegate
            cv.contentInset = UIEdgeInsets(top: fixture.contentInset.top, left: fixture.contentInset.left,
                                           bottom: fixture.contentInset.bottom, right: fixture.contentInset.right)
            cv.contentOffset = CGPoint(x: fixture.contentOffset.x, y: fixture.contentOffset.y)
            cv.layoutIfNeeded()

            let size = cv.collectionViewLayout.collectionViewContentSize
            #expect(Double(size.width) == engine.contentSize.width && Double(size.height) == engine.contentSize.height, "\(name): content size")
            func compare(_ when: String) {
                let all = Rect(x: -500, y: -500, width: engine.contentSize.width + 1000, height: engine.contentSize.height + 1000)
                for rect in [engine.bounds, all] {
                    let theirs = Self.describe(engine.layout.attributes(in: rect))
                    let ours = Self.describe(cv.collectionViewLayout.layoutAttributesForElements(
                        in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)) ?? [])
                    #expect(!theirs.isEmpty || fixture.itemCount == 0, "\(name) \(when): the engine shows nothing")
                    #expect(ours == theirs, "\(name) \(when)")
                }
            }
            compare("at the fixture's offset")
            let middle = Point(x: fixture.layout.scrollDirection == .horizontal ? engine.contentSize.width / 2 : engine.contentOffset.x,
                               y: fixture.layout.scrollDirection == .vertical ? engine.contentSize.height / 2 : engine.contentOffset.y)
            engine.setContentOffset(middle, clamped: true)
            cv.contentOffset = CGPoint(x: engine.contentOffset.x, y: engine.contentOffset.y)
            compare("scrolled to \(middle)")
        }
    }

    @Test func igListEqualsTheEngineOnEveryListFixture() throws { try check("list") }
    @Test func fsqEqualsTheEngineOnEveryAlignedFixture() throws { try check("aligned") }
    @Test func swEqualsTheEngineOnEveryLineFixture() throws { try check("line") }
    @Test func flowLayoutEqualsTheEngineOnEveryFlowFixture() throws { try check("flow") }
}
