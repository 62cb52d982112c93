import Testing
import PropertyBased
@testable import LatticeLayout

/// Property-based checks over random section lists (both directions, empty sections, shared
/// rows, headers, footers, sticky headers at random offsets):
/// * `attributes(in:)` equals a brute-force filter of every element per ListLayoutRules §8;
/// * with integer sizes and one leading S inset for all sections, no two cells overlap.
@Suite struct ListPropertyTests {
    /// A random scenario: the sections and the options.
    struct Scenario: Sendable, CustomStringConvertible {
        var sections: [ListSection]
        var options: ListLayoutOptions
        var viewport: Size
        var offset: Point
        var probe: Rect
        var description: String {
            "options \(options), viewport \(viewport), offset \(offset), probe \(probe), sections \(sections)"
        }
    }

    static func item(fractional: Bool) -> Generator<Size, some SendableSequenceType> {
        zip(Gen.int(in: 0 ... 70), Gen.int(in: 0 ... 40), Gen.int(in: 0 ... 3)).map { w, h, q in
            fractional ? Size(width: Double(w) + Double(q) * 0.3, height: Double(h) + Double(q) * 0.35)
                       : Size(width: Double(w), height: Double(h))
        }
    }

    /// A section: insets, spacings, header and footer (0 half of the time) and 0…7 items.
    /// `tidy` keeps integer sizes, non-negative insets and one leading S inset (set later).
    static func section(tidy: Bool) -> Generator<ListSection, some SendableSequenceType> {
        let low = tidy ? 0 : -6
        return zip(zip(Gen.int(in: low ... 12), Gen.int(in: low ... 12), Gen.int(in: low ... 12), Gen.int(in: low ... 12)),
                   zip(Gen.int(in: 0 ... 6), Gen.int(in: 0 ... 6)),
                   zip(Gen.int(in: -8 ... 12), Gen.int(in: -8 ... 8)),
                   item(fractional: !tidy).array(of: 0 ... 7))
            .map { insets, spacing, supplementary, sizes in
                ListSection(insets: EdgeInsets(top: Double(insets.0), left: Double(insets.1), bottom: Double(insets.2), right: Double(insets.3)),
                            lineSpacing: Double(spacing.0), interitemSpacing: Double(spacing.1),
                            headerSize: ref(Double(max(0, supplementary.0))), footerSize: ref(Double(max(0, supplementary.1))),
                            itemSizes: sizes)
            }
    }

    static func scenario(tidy: Bool) -> Generator<Scenario, some SendableSequenceType> {
        zip(section(tidy: tidy).array(of: 0 ... 12),
            zip(Gen.bool, Gen.bool, Gen.bool, Gen.bool, Gen.int(in: 1 ... 3)),
            zip(Gen.int(in: 40 ... 140), Gen.int(in: 40 ... 140), Gen.int(in: -60 ... 400), Gen.int(in: 0 ... 12)),
            zip(Gen.int(in: -20 ... 150), Gen.int(in: -20 ... 400), Gen.int(in: 0 ... 120), Gen.int(in: 0 ... 200)))
            .map { sections, flags, view, probe in
                var sections = sections
                if tidy {   // one leading S inset for all: cells of a shared row cannot overlap earlier rows
                    let top = sections.first?.insets.top ?? 0
                    for i in sections.indices { sections[i].insets.top = top }
                }
                let options = ListLayoutOptions(scrollDirection: flags.0 ? .horizontal : .vertical, stickyHeaders: flags.1,
                                                topContentInset: Double(view.3), stretchToEdge: flags.2,
                                                showHeaderWhenEmpty: flags.3, screenScale: Double(flags.4))
                let o = Orientation(direction: options.scrollDirection)
                return Scenario(sections: sections.map(o.section), options: options,
                                viewport: S(Double(view.0), Double(view.1)),
                                offset: o.point(Point(x: 0, y: Double(view.2))),
                                probe: o.rect(R(Double(probe.0), Double(probe.1), Double(probe.2), Double(probe.3))))
            }
    }

    /// ListLayoutRules §8 written out as a filter over every element, using only single-element
    /// queries and the sections' bounds.
    static func bruteForce(_ l: ListLayout, _ rect: Rect) -> [LayoutAttributes] {
        let d = l.options.scrollDirection
        let meeting = (0 ..< l.numberOfSections).filter { l.records[$0].bounds.meets(rect) }
        guard let first = meeting.first, let last = meeting.last else { return [] }
        var result: [LayoutAttributes] = []
        for s in first ... last {
            if l.numberOfItems(inSection: s) > 0 || l.options.showHeaderWhenEmpty {
                for kind in [ElementKind.header, ElementKind.footer] {
                    if let a = l.attributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: s)),
                       a.frame.lenS(d) > 0, a.frame.meets(rect) { result.append(a) }
                }
            }
            for i in 0 ..< l.numberOfItems(inSection: s) {
                if let a = l.attributesForItem(at: IndexPath(item: i, section: s)), a.frame.meets(rect) { result.append(a) }
            }
        }
        return result
    }

    static func sorted(_ list: [LayoutAttributes]) -> [LayoutAttributes] {
        list.sorted { $0.elementID < $1.elementID }
    }

    /// The rects to probe: the viewport, the random probe, every cell's own frame and a frame
    /// grown by a point (touching neighbours), every section's bounds, and the whole content.
    static func probes(_ l: ListLayout, _ scenario: Scenario) -> [Rect] {
        var rects = [l.collectionView.bounds, scenario.probe, Rect(origin: .zero, size: l.contentSize)]
        for s in 0 ..< l.numberOfSections {
            rects.append(l.records[s].bounds)
            for i in 0 ..< l.numberOfItems(inSection: s) {
                if let f = l.cell(s, i) {
                    rects.append(f)
                    rects.append(Rect(x: f.x - 1, y: f.y - 1, width: f.width + 2, height: f.height + 2))
                }
            }
        }
        return rects
    }

    @Test func rectQueryEqualsBruteForce() async {
        await propertyCheck(count: 300, input: Self.scenario(tidy: false)) { scenario in
            let l = makeList(scenario.sections, viewport: scenario.viewport, options: scenario.options, offset: scenario.offset)
            for rect in Self.probes(l, scenario) {
                let fast = l.attributes(in: rect)
                #expect(Self.sorted(fast) == Self.sorted(Self.bruteForce(l, rect)), "rect \(rect)")
                #expect(Set(fast.map(\.elementID)).count == fast.count, "no duplicates")
            }
        }
    }

    @Test func cellsNeverOverlap() async {
        await propertyCheck(count: 300, input: Self.scenario(tidy: true)) { scenario in
            let l = makeList(scenario.sections, viewport: scenario.viewport, options: scenario.options, offset: scenario.offset)
            var frames: [(String, Rect)] = []
            for s in 0 ..< l.numberOfSections {
                for i in 0 ..< l.numberOfItems(inSection: s) { frames.append(("\(s).\(i)", l.cell(s, i)!)) }
            }
            for a in frames.indices {
                for b in frames.indices where b > a {
                    #expect(!frames[a].1.meets(frames[b].1), "cells \(frames[a].0) \(frames[a].1) and \(frames[b].0) \(frames[b].1)")
                }
            }
        }
    }
}
