import LatticeLayout
import LatticeFixtures

extension Scene {
    /// The bridge from a fixture to the layout it names, in a collection view geometry of the
    /// fixture's viewport (or `fallbackViewport` when the fixture gives none, e.g. the terminal),
    /// content inset and offset.
    ///
    /// `headless`: no terminal is shown, so none may decide the frames (FixtureFormat §2): a side
    /// the fixture leaves out is `fallbackViewport`'s (320 x 480) and the viewport is fixed.
    /// Otherwise a fixture without both sides follows the terminal.
    public init(fixture: Fixture, fallbackViewport: Size = Fixture.headlessViewport, headless: Bool = false) {
        let viewport = fixture.viewport ?? fixture.viewport(default: fallbackViewport)
        // LatticeFixtures' bridge (Fixture.makeLayout) builds the layout. A layout of sections
        // (`SectionedLayout`) is wrapped in `UpdatingLayout` for batch updates (`a` `x` `m` `u`)
        // and the fixture's `layout.snap` (where `J` / `K` flings stop); any other ViewerLayout
        // (an imported snapshot) is shown as it is, and a layout with no viewer file of its own
        // as a `PlainLayout`. No layout type is named here.
        let made = fixture.makeLayout(viewport: viewport)
        let contentInset = Self.adjustedContentInset(of: fixture, layout: made, viewport: viewport)
        let layout = Self.viewerLayout(made, snapMode: fixture.snap)
            ?? PlainLayout(made, name: fixture.layout.typeName, scrollDirection: fixture.layout.scrollDirection(of: made))
        var headerLabels: [Int: String] = [:]
        for (i, s) in fixture.sections.enumerated() { if let l = s.headerLabel { headerLabels[i] = l } }
        let sections = fixture.sections
        self.init(name: fixture.name ?? "untitled", layout: layout, fixedViewport: headless ? viewport : fixture.viewport,
                  contentInset: contentInset,
                  contentOffset: fixture.initialContentOffset(adjustedContentInset: contentInset,
                                                              scrollDirection: layout.knobs.scrollDirection),
                  itemLabel: { p in
                      guard p.section >= 0, p.section < sections.count, !sections[p.section].itemLabels.isEmpty else { return nil }
                      return sections[p.section].label(ofItem: p.item)
                  },
                  headerLabels: headerLabels)
        supplementaryText = { kind, p in
            guard p.section >= 0, p.section < sections.count else { return nil }
            return sections[p.section].payload?.text(ofSupplementary: kind, item: p.item)
        }
        contentSizeCategory = fixture.traits.contentSizeCategory ?? .large
        sectionValueOrigin = { s, value in
            guard s >= 0, s < sections.count else { return nil }
            if sections[s].givenInSection.contains(value) { return .section }
            return sections[s].given.contains(value) ? .defaults : .layoutProperty
        }
        itemSizeOrigin = { p in
            guard p.section >= 0, p.section < sections.count, p.item >= 0, p.item < sections[p.section].itemCount else { return nil }
            return sections[p.section].usesDefaultSize(item: p.item) ? .layoutProperty : .item
        }
    }
}

extension Scene {
    /// The inset the collection view scrolls and lays out with: the fixture's `contentInset`
    /// adjusted for its safe area (FixtureFormat §2), read off the layout's content size. When
    /// the safe area adds anything, the layout is handed the adjusted inset and invalidated.
    static func adjustedContentInset(of fixture: Fixture, layout: CollectionLayout, viewport: Size) -> EdgeInsets {
        guard fixture.safeAreaInsets != .zero else { return fixture.contentInset }
        layout.prepare()
        let adjusted = fixture.adjustedContentInset(contentSize: layout.contentSize, viewport: viewport)
        if adjusted != fixture.contentInset {
            layout.collectionView = CollectionViewGeometry(bounds: layout.collectionView.bounds, contentInset: adjusted)
            layout.invalidate()
        }
        return adjusted
    }

    /// `made` as the viewer drives it: wrapped for updates when it is a layout of sections,
    /// as it is otherwise; nil when it is no ViewerLayout at all.
    static func viewerLayout(_ made: CollectionLayout, snapMode: SnapMode) -> ViewerLayout? {
        func wrap<L: SectionedLayout & ViewerLayout>(_ l: L) -> ViewerLayout { UpdatingLayout(l, snapMode: snapMode) }
        if let sectioned = made as? any SectionedLayout & ViewerLayout { return wrap(sectioned) }
        return made as? ViewerLayout
    }
}
