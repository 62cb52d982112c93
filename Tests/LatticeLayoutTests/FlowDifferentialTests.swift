import Testing
@testable import LatticeLayout

/// `FlowLayout` against `FlowReference` (the rules read a second, plain way) on random fixtures:
/// both directions, pinned headers and footers, per-section overrides, rows that fit exactly,
/// single items, items longer than their row, empty sections, negative insets now and then.
/// Each run draws a fresh seed per fixture and names it on failure.
@Suite struct FlowDifferentialTests {
    struct Case {
        var reference: FlowReference
        var layout: FlowLayout
    }

    static func randomCase(_ seed: UInt64) -> Case {
        var g = SplitMix(seed: seed)
        func num(_ lo: Int, _ hi: Int) -> Double { Double(g.int(lo...hi)) }
        func chance(_ p: Double) -> Bool { Double(g.next() % 1000) / 1000 < p }
        let d: ScrollDirection = chance(0.5) ? .vertical : .horizontal
        var o = FlowLayoutOptions(scrollDirection: d)
        o.sectionHeadersPinToVisibleBounds = chance(0.5)
        o.sectionFootersPinToVisibleBounds = chance(0.4)
        o.minimumLineSpacing = num(0, 15)
        o.minimumInteritemSpacing = num(0, 15)
        o.sectionInset = EdgeInsets(top: num(0, 12), left: num(0, 12), bottom: num(0, 12), right: num(0, 12))
        var viewport = Size(width: num(60, 400), height: num(60, 400))
        let contentInset = chance(0.3) ? EdgeInsets(top: num(0, 20), left: num(0, 20), bottom: num(0, 20), right: num(0, 20)) : .zero
        let exactFit = chance(0.3)
        var sections: [FlowSection] = []
        for _ in 0 ..< g.int(0 ... 5) {
            var s = FlowSection(insets: o.sectionInset, lineSpacing: o.minimumLineSpacing, interitemSpacing: o.minimumInteritemSpacing,
                                headerSize: chance(0.5) ? Size(width: num(0, 50), height: num(0, 40)) : .zero,
                                footerSize: chance(0.4) ? Size(width: num(0, 40), height: num(0, 30)) : .zero)
            if chance(0.4) { s.insets = EdgeInsets(top: num(chance(0.1) ? -10 : 0, 20), left: num(0, 20), bottom: num(0, 20), right: num(0, 20)) }
            if chance(0.4) { s.lineSpacing = num(0, 25) }
            if chance(0.4) { s.interitemSpacing = num(0, 25) }
            let count = chance(0.15) ? 1 : g.int(0 ... 30)
            let uniform = chance(0.4) ? Size(width: num(1, 120), height: num(1, 90)) : nil
            for _ in 0 ..< count {
                var size = uniform ?? Size(width: num(0, 150), height: num(0, 100))
                if chance(0.05) { size = Size(s: size.s(d), f: num(420, 600), d) }   // longer than any row
                s.itemSizes.append(size)
            }
            sections.append(s)
        }
        // Rows that fit exactly: the viewport across is k items and k - 1 spacings of section 0.
        if exactFit, let s = sections.first, let w = s.itemSizes.first?.f(d) {
            let k = Double(g.int(1 ... 5))
            let across = k * w + (k - 1) * s.interitemSpacing + s.insets.leadF(d) + s.insets.trailF(d)
                + contentInset.leadF(d) + contentInset.trailF(d)
            viewport = Size(s: viewport.s(d), f: max(across, 1), d)
        }
        let layout = FlowLayout(sections: sections, options: o,
                                collectionView: CollectionViewGeometry(bounds: Rect(origin: .zero, size: viewport), contentInset: contentInset))
        layout.prepare()
        // Scroll somewhere, possibly past either end, the way a host does.
        let along = num(-80, Int(layout.contentSize.s(d)) + 80)
        let bounds = Rect(origin: Point(s: along, f: -contentInset.leadF(d), d), size: viewport)
        if layout.shouldInvalidate(forBoundsChange: bounds) { layout.invalidate(with: layout.invalidationContext(forBoundsChange: bounds)) }
        layout.collectionView.bounds = bounds
        layout.prepare()
        let reference = FlowReference(sections: sections, options: o, viewport: viewport, contentInset: contentInset, offset: bounds.origin)
        return Case(reference: reference, layout: layout)
    }

    static func same(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> Bool {
        let x = a.sorted { $0.elementID < $1.elementID }, y = b.sorted { $0.elementID < $1.elementID }
        guard x.count == y.count else { return false }
        return zip(x, y).allSatisfy { p, q in
            p.elementID == q.elementID && p.isPinned == q.isPinned
                && abs(p.frame.minX - q.frame.minX) < 1e-9 && abs(p.frame.minY - q.frame.minY) < 1e-9
                && abs(p.frame.width - q.frame.width) < 1e-9 && abs(p.frame.height - q.frame.height) < 1e-9
        }
    }

    /// The smaller overlap of the two axes (negative: the gap between them).
    static func overlap(_ a: Rect, _ b: Rect) -> Double {
        min(min(a.maxX, b.maxX) - max(a.minX, b.minX), min(a.maxY, b.maxY) - max(a.minY, b.minY))
    }

    @Test func agreesWithTheReferenceOn600RandomFixtures() {
        for _ in 0 ..< 600 {
            let seed = UInt64.random(in: 0 ... .max)
            let c = Self.randomCase(seed)
            let (all, size) = c.reference.layOut()
            #expect(c.layout.contentSize == size, "seed \(seed): content size \(c.layout.contentSize), reference \(size)")
            var g = SplitMix(seed: seed ^ 0x9E37)
            let d = c.reference.options.scrollDirection
            var rects = [c.layout.collectionView.bounds, Rect(origin: .zero, size: size)]
            for _ in 0 ..< 4 {
                let s0 = Double(g.int(-50 ... max(0, Int(size.s(d)) + 50)))
                rects.append(Rect(minS: s0, lenS: Double(g.int(1 ... 300)), minF: Double(g.int(-20 ... 200)), lenF: Double(g.int(1 ... 400)), d))
            }
            for rect in rects {
                // Two readings of the rules may differ by a rounding error; an element that only
                // just touches the rect (within 1e-6) may be on either side of the line.
                let borderline = { (a: LayoutAttributes) in Self.overlap(a.frame, rect) < 1e-6 && Self.overlap(a.frame, rect) > -1e-6 }
                let expected = all.filter { $0.frame.meets(rect) && !borderline($0) }
                let actual = c.layout.attributes(in: rect).filter { !borderline($0) }
                guard Self.same(actual, expected) else {
                    Issue.record("seed \(seed): rect \(rect): layout \(actual.sorted { $0.elementID < $1.elementID }.map { "\($0.elementID) \($0.frame)" }) reference \(expected.sorted { $0.elementID < $1.elementID }.map { "\($0.elementID) \($0.frame)" })")
                    return
                }
            }
            for a in all {
                let single = a.category == .cell ? c.layout.attributesForItem(at: a.indexPath)
                    : c.layout.attributesForSupplementaryView(ofKind: a.kind, at: a.indexPath)
                guard let single, Self.same([single], [a]) else {
                    Issue.record("seed \(seed): \(a.elementID): single query \(String(describing: single)), reference \(a.frame)")
                    return
                }
            }
        }
    }
}
