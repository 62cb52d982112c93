import LatticeLayout
import LatticeFixtures

extension Scene {
    /// The bridge from a fixture to the layout it names, in a collection view geometry of the
    /// fixture's viewport (or `fallbackViewport` when the fixture gives none, e.g. the terminal),
    /// content inset and offset.
    public convenience init(fixture: Fixture, fallbackViewport: Size = Fixture.headlessViewport) {
        let viewport = fixture.viewport ?? fixture.viewport(default: fallbackViewport)
        // LatticeFixtures' bridge (Fixture.makeLayout) builds the layout; every layout lattice has
        // is a ViewerLayout (the +Viewer extensions), so the cast only fails for a future layout.
        // Each is wrapped in `UpdatingLayout` for batch updates (`a` `x` `m` `u`) and the fixture's
        // `layout.snap` (where `J` / `K` flings stop).
        let made = fixture.makeLayout(viewport: viewport)
        let layout: ViewerLayout
        switch made {
        case let list as ListLayout: layout = UpdatingLayout(list, snapMode: fixture.snap)
        case let aligned as AlignedLayout: layout = UpdatingLayout(aligned, snapMode: fixture.snap)
        case let line as LineLayout: layout = UpdatingLayout(line, snapMode: fixture.snap)
        case let snapshot as SnapshotLayout: layout = snapshot   // static: no batch updates, no snapping
        default:
            layout = (made as? ViewerLayout)
                ?? ListLayout(sections: [], options: ListLayoutOptions(), collectionView: fixture.collectionViewGeometry(viewport: viewport))
        }
        var headerLabels: [Int: String] = [:]
        for (i, s) in fixture.sections.enumerated() { if let l = s.headerLabel { headerLabels[i] = l } }
        let sections = fixture.sections
        self.init(name: fixture.name ?? "untitled", layout: layout, fixedViewport: fixture.viewport,
                  contentInset: fixture.contentInset, contentOffset: fixture.contentOffset,
                  itemLabel: { p in
                      guard p.section >= 0, p.section < sections.count, !sections[p.section].itemLabels.isEmpty else { return nil }
                      return sections[p.section].label(ofItem: p.item)
                  },
                  headerLabels: headerLabels)
        if case .line = fixture.layout {
            lineLabel = { p in
                guard p.section >= 0, p.section < sections.count, !sections[p.section].lineItems.isEmpty else { return nil }
                return sections[p.section].lineLabel(ofItem: p.item)
            }
        }
    }
}

