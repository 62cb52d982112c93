import LatticeLayout
import LatticeFixtures

extension Scene {
    /// The bridge from a fixture to the layout it names, in a collection view geometry of the
    /// fixture's viewport (or `fallbackViewport` when the fixture gives none, e.g. the terminal),
    /// content inset and offset.
    public convenience init(fixture: Fixture, fallbackViewport: Size = Fixture.headlessViewport) {
        let viewport = fixture.viewport ?? fixture.viewport(default: fallbackViewport)
        let geometry = CollectionViewGeometry(bounds: Rect(origin: fixture.contentOffset, size: viewport),
                                              contentInset: fixture.contentInset)
        let layout: ViewerLayout
        switch fixture.layout {
        case .list(let o):
            let sections = fixture.sections.map {
                ListSection(insets: $0.insets, lineSpacing: $0.lineSpacing, interitemSpacing: $0.interitemSpacing,
                            headerSize: $0.header, footerSize: $0.footer, itemSizes: $0.itemSizes)
            }
            let options = ListLayoutOptions(scrollDirection: o.scrollDirection, stickyHeaders: o.stickyHeaders,
                                            topContentInset: o.topContentInset, stretchToEdge: o.stretchToEdge,
                                            stickyHeaderYOffset: o.stickyHeaderYOffset, showHeaderWhenEmpty: o.showHeaderWhenEmpty,
                                            screenScale: fixture.screenScale)
            layout = ListLayout(sections: sections, options: options, collectionView: geometry)
        case .aligned(let o):
            let sections = fixture.sections.map { s in
                AlignedSection(horizontalAlignment: AlignedHorizontalAlignment(rawValue: s.horizontalAlignment.rawValue) ?? .left,
                               verticalAlignment: AlignedVerticalAlignment(rawValue: s.verticalAlignment.rawValue) ?? .top,
                               itemSpacing: s.itemSpacing, lineSpacing: s.lineSpacing, insets: s.insets,
                               headerHeight: s.header.height,
                               items: s.itemSizes.indices.map { i in
                                   let a = s.alignedAttributes(ofItem: i)
                                   return AlignedItem(size: s.usesDefaultSize(item: i) ? nil : s.itemSizes[i], fillsLine: a.fillWidth,
                                                      insets: a.insets, shouldBeginLine: a.shouldBeginLine,
                                                      shouldEndLine: a.shouldEndLine, startLineIndentation: a.startLineIndentation)
                               })
            }
            let options = AlignedLayoutOptions(defaultCellSize: o.defaultCellSize, sectionSpacing: o.sectionSpacing,
                                               contentInsets: o.contentInsets, pinSectionHeaders: o.pinSectionHeaders)
            layout = AlignedLayout(sections: sections, options: options, collectionView: geometry)
        case .line:
            layout = makeLineLayout(fixture, geometry)
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

/// The line layout of a fixture (SWCollectionViewLineLayout); the per-section values are already
/// resolved in the fixture's sections.
private func makeLineLayout(_ fixture: Fixture, _ geometry: CollectionViewGeometry) -> ViewerLayout {
    guard case .line(let o) = fixture.layout else { return LineLayout(sections: [], options: LineLayoutOptions(), collectionView: geometry) }
    func side(_ s: LatticeFixtures.LineItemSide?) -> LatticeLayout.LineItemSide? {
        s.flatMap { LatticeLayout.LineItemSide(rawValue: $0.rawValue) }
    }
    let sections = fixture.sections.map { s in
        LineSection(insets: s.insets, headerSize: s.header, footerSize: s.footer, interitemSpacing: s.interitemSpacing,
                    items: s.itemSizes.indices.map { i in
                        LineItem(size: s.usesDefaultSize(item: i) ? nil : s.itemSizes[i],
                                 side: side(s.lineItems[i]?.side), lineLabel: s.lineLabel(ofItem: i))
                    })
    }
    let options = LineLayoutOptions(scrollDirection: o.scrollDirection, itemSize: o.itemSize, sectionInset: o.sectionInset,
                                    minimumInteritemSpacing: o.minimumInteritemSpacing, maximumLineItemSpacing: o.maximumLineItemSpacing,
                                    itemSide: LatticeLayout.LineItemSide(rawValue: o.itemSide.rawValue) ?? .left,
                                    headerReferenceSize: o.headerReferenceSize, footerReferenceSize: o.footerReferenceSize,
                                    lineThickness: o.lineThickness, displayArrows: o.displayArrows, gripSize: o.gripSize,
                                    tailWidth: o.tailWidth, lineLabelSize: o.lineLabelSize)
    return LineLayout(sections: sections, options: options, collectionView: geometry)
}
