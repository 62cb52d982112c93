import LatticeCheck
import LatticeFixtures
import LatticeLayout

/// The bridge from a loaded fixture to the targets `lattice check` checks: one per size, each
/// making the fixture's layout (built-in, a program's own, or hosted through LatticeUIKit: all
/// through `Fixture.makeLayout`, as every command makes them) in the collection view the size
/// describes.
enum FixtureCheckTargets {
    /// The fixture's own viewport (or the headless 320 x 480), named `WxH`, when no `--sizes` is given.
    static func ownSize(of fixture: Fixture) -> CheckSize {
        let v = fixture.viewport(default: Fixture.headlessViewport)
        return CheckSize(name: "\(fmt(v.width))x\(fmt(v.height))", viewport: v)
    }

    /// One target per size: a device sets the viewport, `screenScale` and the safe area; a
    /// `WxH` size the viewport only.
    static func targets(_ fixture: Fixture, sizes: [CheckSize]) -> [CheckTarget] {
        sizes.map { size in
            var f = fixture
            f.viewportWidth = size.viewport.width
            f.viewportHeight = size.viewport.height
            if let scale = size.screenScale { f.screenScale = scale }
            if let safeArea = size.safeAreaInsets { f.safeAreaInsets = safeArea }
            let viewport = size.viewport
            let inset = adjustedContentInset(f, viewport: viewport)
            let geometry = CollectionViewGeometry(bounds: Rect(origin: f.contentOffset, size: viewport), contentInset: inset)
            return CheckTarget(size: size, contentOffset: f.contentOffset, contentInset: inset, screenScale: f.screenScale) {
                let layout = f.makeLayout(viewport: viewport)
                layout.collectionView = geometry
                return layout
            }
        }
    }

    /// The content inset the collection view scrolls with: the fixture's, adjusted for its safe
    /// area as `contentInsetAdjustmentBehavior` says (read off the content size of a layout
    /// prepared with the plain inset, as the viewer does).
    static func adjustedContentInset(_ fixture: Fixture, viewport: Size) -> EdgeInsets {
        guard fixture.safeAreaInsets != .zero else { return fixture.contentInset }
        let probe = fixture.makeLayout(viewport: viewport)
        probe.prepare()
        return fixture.adjustedContentInset(contentSize: probe.contentSize, viewport: viewport)
    }
}
