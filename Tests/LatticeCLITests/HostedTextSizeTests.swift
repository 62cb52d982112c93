import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect
import struct LatticeLayout.LayoutAttributes
import class LatticeLayout.UpdatingLayout

/// Rows 40 high at `large` and below, 50 above it, 80 at the accessibility sizes, cached in
/// `prepare()` and dropped only by its `#selector` observer of
/// `UIContentSizeCategory.didChangeNotification` (the port's form of
/// `#selector(textSizeDidChange(_:))`): without the notification the rows keep their height.
@MainActor
final class TextSizeRowsLayout: UICollectionViewLayout {
    var heard: [(userInfoValue: String?, trait: UIContentSizeCategory?)] = []
    private var cache: [UICollectionViewLayoutAttributes] = []
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: Selector("textSizeDidChange:") { target, argument in (target as? TextSizeRowsLayout)?.textSizeDidChange(latticeSelectorArgument(argument)) },
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
    }
    required init?(coder: NSCoder) { nil }
    func textSizeDidChange(_ note: Notification) {
        heard.append((note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String,
                      collectionView?.traitCollection.preferredContentSizeCategory))
        cache.removeAll()
        invalidateLayout()
    }
    var rowHeight: CGFloat {
        let c = collectionView?.traitCollection.preferredContentSizeCategory ?? .large
        return c.isAccessibilityCategory ? 80 : c > .large ? 50 : 40
    }
    override func prepare() {
        guard cache.isEmpty, let cv = collectionView else { return }
        let h = rowHeight
        cache = (0..<cv.numberOfItems(inSection: 0)).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: i, section: 0))
            a.frame = CGRect(x: 0, y: CGFloat(i) * h, width: 100, height: h)
            return a
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: cache.last?.frame.maxY ?? 0) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
}

/// Sets `sectionInset` 4, 5, 6, 7, `minimumLineSpacing` 3 and `itemSize` 20 x 10 in `init()`.
@MainActor
final class OwnSettingsFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        sectionInset = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
        minimumLineSpacing = 3
        itemSize = CGSize(width: 20, height: 10)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The viewer's `t` / `T` on a hosted layout: the host's trait collection takes the category,
/// the layout's observer hears `UIContentSizeCategory.didChangeNotification` (with
/// `UIContentSizeCategoryNewValueKey`) inside its host, and the relaid-out frames follow.
/// And the inspector's value sources for a hosted flow subclass.
@MainActor
@Suite(.serialized) struct HostedTextSizeTests {
    let rows = "text-rows-\(Int.random(in: 0..<1_000_000_000))"
    let flow = "own-flow-\(Int.random(in: 0..<1_000_000_000))"
    let layouts: LayoutCatalogue
    init() { layouts = LatticeCLI.catalogue([rows: { _ in TextSizeRowsLayout() }, flow: { _ in OwnSettingsFlowLayout() }]) }

    func model(_ text: String) throws -> ViewerModel {
        let fixture = try FixtureLoader.load(text: text, name: "hosted.yaml", layouts: layouts)
        let m = ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 120, rows: 40), headless: true)
        _ = m.frame()
        return m
    }

    func frames(_ m: ViewerModel) -> [Rect] {
        var found: [LayoutAttributes] = []
        m.collectionView.layout.attributes(in: m.collectionView.bounds, into: &found)
        return found.map(\.frame).sorted { $0.minY < $1.minY }
    }

    @Test func tPostsTheChangeToTheLayoutsObserverAndItsRowsFollow() throws {
        var m = try model("viewport: {width: 100, height: 400}\nlayout: {type: \(rows)}\nsections:\n  - items: [[100, 40], [100, 40], [100, 40]]\n")
        let layout = try #require((m.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base.layout as? TextSizeRowsLayout)
        // large: rows 40 high, row i at y 40 i.
        #expect(frames(m).map(\.minY) == [0, 40, 80])
        #expect(layout.heard.isEmpty)

        m.handle(.char("t"))                                   // extraLarge: rows 50 high
        #expect(m.contentSizeCategory == .extraLarge)
        #expect(layout.heard.count == 1)
        #expect(layout.heard.last?.userInfoValue == UIContentSizeCategory.extraLarge.rawValue)
        // The observer ran inside the host: its collection view's trait already says so.
        #expect(layout.heard.last?.trait == .extraLarge)
        #expect(frames(m).map(\.minY) == [0, 50, 100])
        #expect(m.collectionView.contentSize.height == 150)
        let text = m.frame().text()
        #expect(text.contains("text extraLarge"))
        #expect(text.contains("didChangeNotification posted"))

        m.handle(try KeyNotation.parse("3t"))                  // three places in one step: accessibilityMedium, 80 high
        #expect(m.contentSizeCategory == .accessibilityMedium)
        #expect(layout.heard.count == 2)
        #expect(frames(m).map(\.minY) == [0, 80, 160])

        m.handle(try KeyNotation.parse("4T"))                  // large again: 40 high
        #expect(m.contentSizeCategory == .large)
        #expect(layout.heard.count == 3)
        #expect(layout.heard.last?.userInfoValue == UIContentSizeCategory.large.rawValue)
        #expect(frames(m).map(\.minY) == [0, 40, 80])
    }

    /// Two panes, each a host with its own application: `t` belongs to the active pane, and the
    /// other pane's observer, registered in its own host, does not hear the active host's change.
    @Test func onlyTheActivePanesHostHearsTheChange() throws {
        let text = "viewport: {width: 100, height: 400}\nlayout: {type: \(rows)}\nsections:\n  - items: [[100, 40], [100, 40]]\n"
        var c = CompareModel(try model(text), try model(text), terminalSize: (cols: 120, rows: 40))
        let observers = try c.panes.map { try #require(($0.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base.layout as? TextSizeRowsLayout) }
        c.update(.key(.char("t")))
        #expect(c.panes[0].contentSizeCategory == .extraLarge && c.panes[1].contentSizeCategory == .large)
        #expect(observers[0].heard.count == 1 && observers[1].heard.isEmpty)
        #expect(frames(c.panes[0]).map(\.minY) == [0, 50] && frames(c.panes[1]).map(\.minY) == [0, 40])
        c.update(.key(.ctrl("w")))
        c.update(.key(.char("T")))
        #expect(c.panes[1].contentSizeCategory == .medium && observers[1].heard.last?.trait == .medium)
        #expect(observers[0].heard.count == 1)
    }

    /// The subclass's own insets, line spacing and item size stand where the fixture is silent;
    /// the section's interitemSpacing and the defaults' header are the delegate's.
    @Test func theInspectorNamesTheSubclassPropertiesTheSectionAndTheDefaults() throws {
        var m = try model("""
            viewport: {width: 200, height: 300}
            layout: {type: \(flow)}
            defaults: {header: [0, 12]}
            sections:
              - interitemSpacing: 2
                items: [[50, 50], {}]
            """)
        m.handle(try KeyNotation.parse(":goto 0.1<enter>i"))
        let entries = (m.flowValues?.entries ?? []).map { "\($0.name) \($0.value) (\($0.origin?.rawValue ?? "?"))" }
        #expect(entries == [
            "insets 4,5,6,7 (layout property)",
            "lineSpacing 3 (layout property)",
            "interitemSpacing 2 (section)",
            "header 0×12 (defaults)",
            "footer 0×0 (layout property)",
            "size of 0.1 20×10 (layout property)",
        ])
        // Item 0.0 is at the insets' left 5, below the 12-high header and the top inset 4.
        let first = try #require(frames(m).first { $0.width == 50 })
        #expect(first.minX == 5 && first.minY == 16)
        #expect(m.frame().text().contains(" interitemSpacing 2 (section)"))
    }
}
