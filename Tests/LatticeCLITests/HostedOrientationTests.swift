import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import class LatticeLayout.UpdatingLayout

/// One 100 x 100 cell; observes `UIDevice.orientationDidChangeNotification` from its init, once
/// with a selector (the port's form of `#selector(orientationDidChange(_:))`) and once with a
/// block, and records the screen it sees in each call.
@MainActor
final class OrientationObservingLayout: UICollectionViewLayout {
    var selectorCalls: [CGSize] = []
    var blockCalls = 0
    var token: NSObjectProtocol?
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: Selector("orientationDidChange:") { target, argument in (target as? OrientationObservingLayout)?.orientationDidChange(latticeSelectorArgument(argument)) },
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
        token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.blockCalls += 1 }
        }
    }
    required init?(coder: NSCoder) { nil }
    func orientationDidChange(_ note: Notification) {
        selectorCalls.append(UIScreen.main.bounds.size)
        invalidateLayout()
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let a = UICollectionViewLayoutAttributes(forCellWith: Foundation.IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        return [a]
    }
}

/// A viewer resize that turns a hosted layout's viewport from portrait to landscape or back
/// turns its host's screen: the observers the layout registered hear
/// `UIDevice.orientationDidChangeNotification` once per turn, inside the host (they read the new
/// screen), and nothing on a resize of the same aspect.
@MainActor
@Suite(.serialized) struct HostedOrientationTests {
    let name = "orientation-\(Int.random(in: 0..<1_000_000_000))"

    @Test func aResizeThatTurnsTheViewportPostsOrientationChanges() throws {
        let layouts = LatticeCLI.catalogue([name: { _ in OrientationObservingLayout() }])
        // No viewport: the collection view follows the terminal.
        let fixture = try FixtureLoader.load(text: "layout: {type: \(name)}\nsections:\n  - items: [[100, 100]]\n",
                                             name: "orientation.yaml", layouts: layouts)
        var m = ViewerModel(fixture: fixture, path: nil, terminalSize: (cols: 40, rows: 60), headless: false)
        _ = m.frame()
        let layout = try #require((m.layout as? UpdatingLayout<UIKitLayoutBridge>)?.base.layout as? OrientationObservingLayout)
        defer { if let t = layout.token { NotificationCenter.default.removeObserver(t) } }
        func isLandscape(_ m: ViewerModel) -> Bool { m.collectionView.viewportSize.width > m.collectionView.viewportSize.height }
        // 40 x 60 cells, two points of height per cell's row for one of width: taller than wide.
        #expect(!isLandscape(m))
        #expect(layout.selectorCalls.isEmpty && layout.blockCalls == 0)

        _ = m.update(.resize(cols: 200, rows: 30))           // 200 wide, 60 tall: landscape
        try #require(isLandscape(m))
        #expect(layout.selectorCalls.count == 1 && layout.blockCalls == 1)
        // Called inside the host: the screen it read is the new viewport.
        #expect(layout.selectorCalls.last == CGSize(width: m.collectionView.viewportSize.width, height: m.collectionView.viewportSize.height))

        _ = m.update(.resize(cols: 180, rows: 25))           // still landscape: nothing
        try #require(isLandscape(m))
        #expect(layout.selectorCalls.count == 1 && layout.blockCalls == 1)

        _ = m.update(.resize(cols: 30, rows: 70))            // portrait again
        try #require(!isLandscape(m))
        #expect(layout.selectorCalls.count == 2 && layout.blockCalls == 2)
        #expect(layout.selectorCalls.last.map { $0.width < $0.height } == true)
    }
}
