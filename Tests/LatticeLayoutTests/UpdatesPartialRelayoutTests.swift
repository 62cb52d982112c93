import Testing
@testable import LatticeLayout

/// IGList's `didModifySection:`: a batch update that only touches section k lays out sections
/// k... again and keeps the frames of the sections before it (the layout's own
/// `lastPrepareLaidOutSections` counts the sections it laid out), with the same result as a
/// layout built from scratch. The counts expected below follow from that rule alone: with 4
/// sections, a change in section 2 lays out sections 2 and 3.
@Suite struct UpdatesPartialRelayoutTests {
    static let viewport = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 200, height: 150))

    static func lineSections() -> [LineSection] {
        (0..<4).map { s in LineSection(items: (0..<3).map { i in li(40 + Double(i * 10), 20 + Double(s), .either, label: i == 1 ? "x" : nil) }) }
    }

    static func alignedSections() -> [AlignedSection] {
        (0..<4).map { s in AlignedSection(headerHeight: 12, items: (0..<5).map { i in AlignedItem(30 + Double(i * 7), 10 + Double(s)) }) }
    }

    @Test func lineBatchUpdateRelaysOutFromTheModifiedSection() throws {
        let options = LineLayoutOptions(headerReferenceSize: Size(width: 20, height: 20))
        let layout = UpdatingLayout(LineLayout(sections: Self.lineSections(), options: options, collectionView: Self.viewport))
        layout.prepare()
        #expect(layout.base.lastPrepareLaidOutSections == 4)
        try layout.performBatchUpdates(.deleteItems([IndexPath(item: 1, section: 2)]), copying: nil)
        #expect(layout.base.lastPrepareLaidOutSections == 2)
        expectSameAsFresh(layout.base, LineLayout(sections: layout.base.sections, options: options, collectionView: Self.viewport), "line")
        try layout.performBatchUpdates(.insertItems([IndexPath(item: 0, section: 3)]), copying: IndexPath(item: 0, section: 0))
        #expect(layout.base.lastPrepareLaidOutSections == 1)
        expectSameAsFresh(layout.base, LineLayout(sections: layout.base.sections, options: options, collectionView: Self.viewport), "line")
    }

    /// Setting `sections` directly also lays out from the first section that differs.
    @Test func lineSectionsSetterRelaysOutFromTheFirstChange() {
        var sections = Self.lineSections()
        let layout = LineLayout(sections: sections, options: LineLayoutOptions(), collectionView: Self.viewport)
        layout.prepare()
        sections[1].items[0].size = Size(width: 10, height: 90)
        layout.sections = sections
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 3)
        expectSameAsFresh(layout, LineLayout(sections: sections, options: LineLayoutOptions(), collectionView: Self.viewport), "line")
        layout.sections = sections                       // the same data: nothing to lay out
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 0)
        sections.removeLast()                            // only the end changed: nothing left to lay out
        layout.sections = sections
        layout.prepare()
        #expect(layout.lastPrepareLaidOutSections == 0)
        expectSameAsFresh(layout, LineLayout(sections: sections, options: LineLayoutOptions(), collectionView: Self.viewport), "line")
    }

    @Test func alignedBatchUpdateRelaysOutFromTheModifiedSection() throws {
        let layout = UpdatingLayout(AlignedLayout(sections: Self.alignedSections(), collectionView: Self.viewport))
        layout.prepare()
        #expect(layout.base.lastPrepareLaidOutSections == 4)
        try layout.performBatchUpdates(.deleteItems([IndexPath(item: 1, section: 2)]), copying: nil)
        #expect(layout.base.lastPrepareLaidOutSections == 2)
        expectSameAsFresh(layout.base, AlignedLayout(sections: layout.base.sections, collectionView: Self.viewport), "aligned")
        try layout.performBatchUpdates(.insertItems([IndexPath(item: 0, section: 3)]), copying: IndexPath(item: 0, section: 0))
        #expect(layout.base.lastPrepareLaidOutSections == 1)
        expectSameAsFresh(layout.base, AlignedLayout(sections: layout.base.sections, collectionView: Self.viewport), "aligned")
    }

    /// `invalidateDataSourceCounts` without a section still means everything.
    @Test func dataSourceCountsAloneRelayOutEverything() {
        let line = LineLayout(sections: Self.lineSections(), options: LineLayoutOptions(), collectionView: Self.viewport)
        line.prepare()
        line.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        line.prepare()
        #expect(line.lastPrepareLaidOutSections == 4)
        let aligned = AlignedLayout(sections: Self.alignedSections(), collectionView: Self.viewport)
        aligned.prepare()
        aligned.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        aligned.prepare()
        #expect(aligned.lastPrepareLaidOutSections == 4)
    }
}
