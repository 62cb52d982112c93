import Testing
@testable import LatticeLayout

/// Bounds changes, option changes, partial relayout and total queries (ListLayoutRules §9).
@Suite struct ListInvalidationTests {
    static let walk = ListStickyHeaderTests.walk

    /// ListLayoutRules §9.3's table, in both directions (S origin is y when vertical, x when
    /// horizontal).
    @Test(arguments: bothDirections) func boundsChangeTable(_ d: ScrollDirection) {
        let o = Orientation(direction: d)
        for sticky in [true, false] {
            let l = o.layout(Self.walk, options: ListLayoutOptions(stickyHeaders: sticky))
            let old = l.collectionView.bounds
            let resized = Rect(origin: old.origin, size: o.size(S(100, 120)))
            let scrolledS = Rect(origin: o.point(Point(x: 0, y: 10)), size: old.size)
            let scrolledF = Rect(origin: o.point(Point(x: 10, y: 0)), size: old.size)
            #expect(l.shouldInvalidate(forBoundsChange: resized))
            #expect(l.invalidationContext(forBoundsChange: resized) == .everything)
            #expect(l.shouldInvalidate(forBoundsChange: scrolledS) == sticky)
            #expect(l.invalidationContext(forBoundsChange: scrolledS) == (sticky ? .supplementaryOnly : .nothing))
            #expect(!l.shouldInvalidate(forBoundsChange: scrolledF))
            #expect(l.invalidationContext(forBoundsChange: scrolledF) == .nothing)
            #expect(!l.shouldInvalidate(forBoundsChange: old))
            #expect(l.invalidationContext(forBoundsChange: old) == .nothing)
        }
    }

    /// ListLayoutRules §9.3: a scroll with sticky headers recomputes header frames only (no section
    /// is laid out again); a size change lays out everything at the new container length.
    @Test func boundsChangeRecomputes() {
        let l = makeList(Self.walk, options: ListLayoutOptions(stickyHeaders: true))
        #expect(l.lastPrepareLaidOutSections == 2)
        let scrolled = Rect(x: 0, y: 15, width: 100, height: 100)
        let context = l.invalidationContext(forBoundsChange: scrolled)
        l.collectionView.bounds = scrolled
        l.invalidate(with: context)
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)
        #expect(l.header(0) == R(0, 15, 100, 10))

        let resized = Rect(x: 0, y: 15, width: 50, height: 100)
        let resize = l.invalidationContext(forBoundsChange: resized)
        l.collectionView.bounds = resized
        l.invalidate(with: resize)
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 2)
        #expect(l.cell(0, 0) == R(0, 10, 50, 20))   // clamped to the new P = 50
        #expect(l.contentSize == S(50, 150))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)   // nothing invalid: nothing done
    }

    /// ListLayoutRules §9.4: changing stickyHeaderYOffset recomputes supplementary frames only; the
    /// same value does nothing; any other option change lays out everything.
    @Test func stickyHeaderYOffsetInvalidation() {
        let l = makeList(Self.walk, options: ListLayoutOptions(stickyHeaders: true))
        l.options.stickyHeaderYOffset = 12
        #expect(l.pendingSection == nil)
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)
        #expect(l.header(0) == R(0, 12, 100, 10))   // line = 0 + 0 + 12
        l.options.stickyHeaderYOffset = 12
        #expect(l.pendingSection == nil)
        l.options.stretchToEdge = true
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 2)
        l.options.scrollDirection = .horizontal
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 2)
        #expect(l.cell(0, 0) == R(10, 0, 100, 20))   // [100, 20] is 100 along x now, after the 10-long header
    }

    /// A list with shared rows, headers, footers, an empty section and spacings.
    static let mixed: [ListSection] = [
        ListSection(insets: EdgeInsets(top: 3, left: 4, bottom: 5, right: 6), lineSpacing: 2, interitemSpacing: 1,
                    headerSize: ref(7), footerSize: ref(4), itemSizes: items([(30, 10), (40, 12), (50, 9)])),
        ListSection(insets: EdgeInsets(left: 2), interitemSpacing: 3, itemSizes: items([(20, 15), (25, 5)])),
        ListSection(insets: EdgeInsets(right: 9)),
        ListSection(lineSpacing: 4, footerSize: ref(6), itemSizes: items([(33, 8), (33, 8), (33, 8), (60, 20)])),
        ListSection(headerSize: ref(5), itemSizes: items([(10, 10)])),
    ]

    static func assertSameLayout(_ a: ListLayout, _ b: ListLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.records == b.records, sourceLocation: sourceLocation)
        #expect(a.itemFrames == b.itemFrames, sourceLocation: sourceLocation)
        #expect(a.itemMaxSSamples == b.itemMaxSSamples, sourceLocation: sourceLocation)
        #expect(a.sectionSearch == b.sectionSearch, sourceLocation: sourceLocation)
        #expect(a.contentSize == b.contentSize, sourceLocation: sourceLocation)
        #expect(a.warnings == b.warnings, sourceLocation: sourceLocation)
    }

    /// ListLayoutRules §9.6: a modified section s relays sections s… from the cursor s − 1 saved;
    /// the result equals a full layout, and only count − s sections were laid out.
    @Test(arguments: bothDirections) func partialRelayoutEqualsFullRelayout(_ d: ScrollDirection) {
        let options = ListLayoutOptions(scrollDirection: d, showHeaderWhenEmpty: true)
        for modified in 0 ..< Self.mixed.count {
            let l = makeList(Self.mixed, options: options)
            var changed = Self.mixed
            changed[modified].itemSizes.append(S(45, 11))
            changed[modified].itemSizes[0] = S(300, 14)   // also clamped: a warning
            l.sections = changed
            l.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true, modifiedSection: modified))
            l.prepare()
            #expect(l.lastPrepareLaidOutSections == Self.mixed.count - modified)
            Self.assertSameLayout(l, makeList(changed, options: options))
        }
    }

    /// ListLayoutRules §9.6: deleting and inserting sections, several recorded sections (the
    /// minimum wins), and a restart index beyond the count (truncation only).
    @Test func partialRelayoutAfterSectionCountChanges() {
        let l = makeList(Self.mixed)
        var fewer = Self.mixed
        fewer.remove(at: 3)
        l.sections = fewer
        l.invalidate(with: InvalidationContext(modifiedSection: 4))
        l.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true, modifiedSection: 3))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 1)
        Self.assertSameLayout(l, makeList(fewer))

        var more = fewer
        more.insert(ListSection(headerSize: ref(3), itemSizes: items([(99, 9)])), at: 1)
        l.sections = more
        l.invalidate(with: InvalidationContext(modifiedSection: 1))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 4)
        Self.assertSameLayout(l, makeList(more))

        let truncated = Array(more.prefix(2))
        l.sections = truncated
        l.invalidate(with: InvalidationContext(modifiedSection: 7))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)
        #expect(l.numberOfSections == 2)
        Self.assertSameLayout(l, makeList(truncated))
    }

    /// ListLayoutRules §9.5: counts changed with no recorded section, item index paths, or
    /// "everything" mean a full pass; an empty context means nothing.
    @Test func fullPassTriggers() {
        let l = makeList(Self.mixed)
        l.invalidate(with: InvalidationContext(invalidateDataSourceCounts: true))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 5)
        l.invalidate(with: InvalidationContext(modifiedSection: 3, invalidatedItemIndexPaths: [IndexPath(item: 0, section: 4)]))
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 5)
        l.invalidate(with: .nothing)
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 0)
        l.invalidate()
        l.prepare()
        #expect(l.lastPrepareLaidOutSections == 5)
    }

    /// ListLayoutRules §10.1 (c): a restart at section 2 restores (cursorS 0, cursorF 60, nextRowS
    /// 20) and carried = (30, 0, 30, 20) from section 1's saved row.
    @Test func savedRowOfSharedRowExample() {
        let l = makeList([ListSection(itemSizes: items([(30, 20)])), ListSection(itemSizes: items([(30, 20)])),
                          ListSection(insets: EdgeInsets(top: 5, left: 10), lineSpacing: 5, interitemSpacing: 2,
                                      itemSizes: items([(25, 20), (25, 20), (25, 20), (25, 20)]))])
        #expect(l.records[1].end == ListCursor(s: 0, f: 60, nextRowS: 20, carried: R(30, 0, 30, 20)))
    }

    /// ListLayoutRules §9.1, §9.2: out of range is nil, never a crash; also before the first
    /// prepare.
    @Test func outOfRangeQueriesAreNil() {
        let l = makeList(Self.mixed)
        for path in [IndexPath(item: 0, section: -1), IndexPath(item: -1, section: 0), IndexPath(item: 3, section: 0),
                     IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 5), IndexPath(item: .max, section: .max)] {
            #expect(l.attributesForItem(at: path) == nil, "\(path)")
        }
        #expect(l.header(5) == nil && l.footer(-1) == nil && l.header(1) == nil)
        #expect(l.attributesForSupplementaryView(ofKind: "sectionHeader", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.attributesForDecorationView(ofKind: "line", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(l.numberOfItems(inSection: 9) == 0 && l.numberOfItems(inSection: -1) == 0)
        // The item index of a supplementary path is ignored (ListLayoutRules §9.2).
        #expect(l.attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 42, section: 0)) != nil)

        let unprepared = ListLayout(sections: Self.mixed, options: .init(),
                                    collectionView: CollectionViewGeometry(bounds: R(0, 0, 100, 100)))
        #expect(unprepared.attributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(unprepared.attributes(in: R(0, 0, 100, 100)).isEmpty)
        #expect(unprepared.headerPin(section: 0) == nil)
    }

    /// Bad input never crashes: NaN and negative sizes, insets wider than the container
    /// (ListLayoutRules §3.10), a zero viewport, a bad screen scale.
    @Test func badInputDoesNotCrash() {
        let weird = [ListSection(insets: EdgeInsets(left: 80, right: 80), lineSpacing: -5, interitemSpacing: -3,
                                 headerSize: S(.nan, .nan), footerSize: S(-4, -4),
                                 itemSizes: items([(.nan, 10), (10, .infinity), (-20, -20), (30, 30)])),
                     ListSection(itemSizes: items([(1e300, 1e300)]))]
        for d in bothDirections {
            for viewport in [S(100, 100), S(0, 0)] {
                let l = makeList(weird, viewport: viewport,
                                 options: ListLayoutOptions(scrollDirection: d, stickyHeaders: true, screenScale: .nan))
                _ = l.allElements
                _ = l.attributes(in: R(-1e9, -1e9, 2e9, 2e9))
                _ = l.attributes(in: R(.nan, 0, 10, 10))
                _ = l.headerPin(section: 0)
                _ = l.warnings
                #expect(l.numberOfSections == 2)
            }
        }
    }
}
