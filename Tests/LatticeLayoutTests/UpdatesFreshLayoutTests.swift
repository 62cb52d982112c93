import Testing
import PropertyBased
@testable import LatticeLayout

/// After a batch update (data applied, layout invalidated from the lowest affected section with
/// `invalidateDataSourceCounts`, prepared), the layout must answer exactly as a layout built from
/// scratch on the new data: same content size, same elements in the whole content.
func expectSameAsFresh<L: SectionedLayout>(_ updated: L, _ fresh: L, _ note: @autoclosure () -> String) {
    fresh.prepare()
    #expect(updated.contentSize == fresh.contentSize, "\(note())")
    let all = Rect(x: -1e6, y: -1e6, width: 4e6, height: 4e6)
    let a = updated.attributes(in: all).sorted { $0.elementID < $1.elementID }
    let b = fresh.attributes(in: all).sorted { $0.elementID < $1.elementID }
    #expect(a == b, "\(note())")
    #expect(updated.numberOfSections == fresh.numberOfSections)
}

/// Random data and a random *valid* batch for it (tries a few batches per seed).
func randomValidCase<S: UpdatableSection>(_ rng: inout UpdatesRNG, makeItem: (inout UpdatesRNG) -> S.Item,
                                          makeSection: @escaping ([S.Item]) -> S) -> (old: [S], batch: BatchUpdate, new: [S])? {
    let old = (0..<rng.int(0...4)).map { _ in makeSection((0..<rng.int(0...5)).map { _ in makeItem(&rng) }) }
    var fill = rng
    let extra = (0..<8).map { _ in makeItem(&fill) }
    let content = UpdateContent<S>(item: { extra[($0.section * 3 + $0.item) % extra.count] },
                                   section: { makeSection(Array(extra.prefix($0 % 3 + 1))) })
    for _ in 0..<10 {
        let batch = randomBatch(&rng, counts: old.map(\.items.count))
        if let (new, _) = try? old.applying(batch, content: content) { return (old, batch, new) }
    }
    return nil
}

@Suite struct UpdatesFreshLayoutTests {
    static let viewport = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 200, height: 150))

    @Test func alignedLayoutAfterUpdatesEqualsAFreshOne() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var rng = UpdatesRNG(seed)
            guard let c = randomValidCase(&rng, makeItem: { r in AlignedItem(Double(r.int(10...90)), Double(r.int(10...40))) },
                                          makeSection: { AlignedSection(headerHeight: 12, items: $0) }) else { return }
            let layout = UpdatingLayout(AlignedLayout(sections: c.old, collectionView: Self.viewport))
            layout.prepare()
            var extra = UpdatesRNG(seed &+ 1)
            let item = AlignedItem(Double(extra.int(10...90)), 25)
            do { _ = try layout.performBatchUpdates(c.batch, content: UpdateContent(item: { _ in item }, section: { _ in AlignedSection(items: [item]) })) } catch {
                Issue.record("a valid batch \(c.batch) threw \(error)"); return
            }
            let new = layout.base.sections
            expectSameAsFresh(layout.base, AlignedLayout(sections: new, collectionView: Self.viewport), "batch \(c.batch)")
        }
    }

    @Test func lineLayoutAfterUpdatesEqualsAFreshOne() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var rng = UpdatesRNG(seed)
            let direction: ScrollDirection = seed % 2 == 0 ? .vertical : .horizontal
            let options = LineLayoutOptions(scrollDirection: direction, headerReferenceSize: Size(width: 20, height: 20))
            guard let c = randomValidCase(&rng, makeItem: { r in
                LineItem(size: Size(width: Double(r.int(20...60)), height: Double(r.int(10...30))),
                         side: LineItemSide.allCases[r.int(0...3)], lineLabel: r.int(0...1) == 0 ? "t" : nil)
            }, makeSection: { LineSection(items: $0) }) else { return }
            let layout = UpdatingLayout(LineLayout(sections: c.old, options: options, collectionView: Self.viewport))
            layout.prepare()
            let item = LineItem(size: Size(width: 30, height: 20), side: .right)
            do { _ = try layout.performBatchUpdates(c.batch, content: UpdateContent(item: { _ in item }, section: { _ in LineSection(items: [item]) })) } catch {
                Issue.record("a valid batch \(c.batch) threw \(error)"); return
            }
            expectSameAsFresh(layout.base, LineLayout(sections: layout.base.sections, options: options, collectionView: Self.viewport),
                              "batch \(c.batch)")
        }
    }
}

@Suite struct UpdatesListFreshLayoutTests {
    /// The list layout relays out only from the lowest affected section (ListLayoutRules §9.6):
    /// the result must still equal a fresh layout, in both directions, with sticky headers on or off.
    @Test func listLayoutAfterUpdatesEqualsAFreshOne() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000_000)) { seed in
            var rng = UpdatesRNG(seed)
            let options = ListLayoutOptions(scrollDirection: seed % 2 == 0 ? .vertical : .horizontal,
                                            stickyHeaders: seed % 3 == 0, showHeaderWhenEmpty: seed % 5 == 0)
            guard let c = randomValidCase(&rng, makeItem: { r in Size(width: Double(r.int(10...120)), height: Double(r.int(10...60))) },
                                          makeSection: { ListSection(insets: EdgeInsets(all: 4), lineSpacing: 3, interitemSpacing: 2,
                                                                     headerSize: Size(width: 15, height: 15), itemSizes: $0) })
            else { return }
            let geometry = CollectionViewGeometry(bounds: Rect(x: 0, y: 30, width: 200, height: 150))
            let layout = UpdatingLayout(ListLayout(sections: c.old, options: options, collectionView: geometry))
            layout.prepare()
            let content = UpdateContent(item: { p in Size(width: 50 + Double(p.item), height: 20) },
                                        section: { _ in ListSection(itemSizes: [Size(width: 40, height: 40)]) })
            do { _ = try layout.performBatchUpdates(c.batch, content: content) } catch {
                Issue.record("a valid batch \(c.batch) threw \(error)"); return
            }
            expectSameAsFresh(layout.base, ListLayout(sections: layout.base.sections, options: options, collectionView: geometry),
                              "batch \(c.batch) on \(c.old.map(\.itemSizes.count)) \(options)")
        }
    }
}
