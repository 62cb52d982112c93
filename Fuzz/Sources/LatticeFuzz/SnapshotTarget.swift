import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeViewer

/// The snapshot reader: a `type: snapshot` fixture (`elements:` as `lattice import` writes them)
/// is loaded; a small one is then asked everything the viewer and the commands ask of it (rect
/// queries over the whole content and along it, each element by its identity, a diff with
/// itself), drawn in a headless viewer with the focus and the inspector, and written again as
/// `import` writes it, which must load back to the same elements (nothing lattice writes may
/// fail lattice's own reading).
@MainActor func snapshot(_ bytes: [UInt8]) {
    let fixture: Fixture
    do {
        fixture = try FixtureLoader.load(bytes: bytes, format: .yaml, name: "snap.yaml")
    } catch {
        checkLocated(error.description, name: "snap.yaml"); return
    }
    guard case let .snapshot(options) = fixture.layout, fixture.elements.count <= 2_000 else { return }
    let viewport = fixture.viewport(default: Fixture.headlessViewport)
    let layout = fixture.makeLayout(viewport: viewport)
    layout.prepare()
    query(layout, fixture.elements)
    draw(fixture)
    let text = SnapshotText.fixture(name: fixture.name ?? "snap", viewport: viewport,
                                    scrollDirection: options.scrollDirection, elements: fixture.elements)
    do {
        let again = try FixtureLoader.load(text: text, name: "written.yaml")
        guard again.elements == fixture.elements else { fatalError("a written snapshot reads back with other elements") }
    } catch {
        fatalError("a snapshot lattice writes does not load: \(error.description)")
    }
}

/// Rect queries (everything, and a window stepped along the content) and identity lookups; every
/// element must be found by its own frame and by its identity.
func query(_ layout: CollectionLayout, _ elements: [SnapshotElement]) {
    let everywhere = Rect(x: -1e16, y: -1e16, width: 2e16, height: 2e16)
    let all = layout.attributes(in: everywhere)
    let size = layout.contentSize
    var y = 0.0
    for _ in 0..<16 where size.height > 0 {
        _ = layout.attributes(in: Rect(x: 0, y: y, width: size.width, height: size.height / 8))
        y += size.height / 16
    }
    for e in elements.prefix(200) {
        switch e.category {
        case .cell: _ = layout.attributesForItem(at: e.indexPath)
        case .supplementary: _ = layout.attributesForSupplementaryView(ofKind: e.kind, at: e.indexPath)
        case .decoration: _ = layout.attributesForDecorationView(ofKind: e.kind, at: e.indexPath)
        }
    }
    guard LayoutDiff(old: all, new: all).isEmpty else { fatalError("a snapshot differs from itself") }
}

/// The viewer on the snapshot: a frame at rest, with the focus on the first elements, with the
/// inspector open, scrolled to the end.
@MainActor func draw(_ fixture: Fixture) {
    let session = ViewerSession(fixture: fixture, path: nil, terminalSize: (80, 24), headless: true)
    guard let keys = try? KeyNotation.parse("<tab><tab>i<S-tab>Gjl") else { return }
    _ = session.frame()
    for key in keys {
        session.handle(key)
        _ = session.frame()
    }
}
