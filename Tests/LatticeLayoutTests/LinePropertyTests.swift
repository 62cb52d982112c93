import Testing
import PropertyBased
@testable import LatticeLayout

/// Properties of LineLayoutRules that hold for every fixture, checked over random line fixtures
/// (both directions, any sides, labels, caps, thicknesses, insets including negative ones).
@Suite struct LinePropertyTests {
    /// A random fixture from one seed: the layout, prepared at a random offset.
    static func randomLayout(_ seed: UInt64) -> (LineLayout, [Double]) {
        var g = SplitMix(seed: seed)
        func num(_ lo: Double, _ hi: Double) -> Double { Double.random(in: lo...hi, using: &g).rounded() }
        func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &g) < p }
        func side() -> LineItemSide { LineItemSide.allCases.randomElement(using: &g)! }
        func insets() -> EdgeInsets {
            let lo = chance(0.2) ? -15.0 : 0
            return EdgeInsets(top: num(lo, 20), left: num(lo, 20), bottom: num(lo, 20), right: num(lo, 20))
        }
        var o = LineLayoutOptions()
        o.scrollDirection = chance(0.5) ? .vertical : .horizontal
        o.itemSize = Size(width: num(0, 120), height: num(0, 100))
        o.sectionInset = insets()
        o.minimumInteritemSpacing = num(0, 20)
        o.maximumLineItemSpacing = chance(0.5) ? num(0, 60) : nil
        o.itemSide = side()
        o.headerReferenceSize = chance(0.5) ? Size(width: num(0, 40), height: num(0, 40)) : .zero
        o.footerReferenceSize = chance(0.5) ? Size(width: num(0, 40), height: num(0, 40)) : .zero
        o.lineThickness = num(0, 8)
        o.displayArrows = chance(0.7)
        o.gripSize = chance(0.5) ? num(0, 15) : nil
        o.tailWidth = chance(0.5) ? num(0, 20) : nil
        o.lineLabelSize = Size(width: num(0, 80), height: num(0, 30))
        var sections: [LineSection] = []
        var spacings: [Double] = []
        for _ in 0..<Int(num(0, 4)) {
            var s = LineSection()
            if chance(0.3) { s.insets = insets() }
            if chance(0.3) { s.interitemSpacing = num(0, 30) }
            if chance(0.2) { s.headerSize = Size(width: num(0, 30), height: num(0, 30)) }
            for _ in 0..<Int(num(0, 25)) {
                s.items.append(LineItem(size: chance(0.8) ? Size(width: num(0, 150), height: num(0, 120)) : nil,
                                        side: chance(0.8) ? side() : nil,
                                        lineLabel: chance(0.3) ? "l" : nil))
            }
            spacings.append(s.interitemSpacing ?? o.minimumInteritemSpacing)
            sections.append(s)
        }
        let viewport = Size(width: num(40, 400), height: num(40, 400))
        let inset = chance(0.3) ? EdgeInsets(top: num(0, 20), left: num(0, 20), bottom: num(0, 20), right: num(0, 20)) : .zero
        let layout = LineLayout(sections: sections, options: o,
                                collectionView: CollectionViewGeometry(bounds: Rect(origin: .zero, size: viewport), contentInset: inset))
        layout.prepare()
        // Scroll somewhere (possibly beyond the content) the way a host does.
        let along = num(-60, layout.contentSize.s(o.scrollDirection) + 60)
        let b = Rect(origin: Point(s: along, f: 0, o.scrollDirection), size: viewport)
        if layout.shouldInvalidate(forBoundsChange: b) { layout.invalidate(with: layout.invalidationContext(forBoundsChange: b)) }
        layout.collectionView.bounds = b
        layout.prepare()
        return (layout, spacings)
    }

    static let eps = 1e-9

    @Test func gripsLieOnTheLineAndTailsTouchItemAndGrip() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            let (layout, _) = Self.randomLayout(seed)
            let d = layout.options.scrollDirection
            for s in 0..<layout.numberOfSections {
                guard let line = layout.line(s) else { #expect(layout.numberOfItems(inSection: s) == 0); continue }
                let lineMidF = line.minF(d) + line.lenF(d) / 2
                for i in 0..<layout.numberOfItems(inSection: s) {
                    let item = layout.cell(s, i)!
                    guard let grip = layout.grip(s, i), let tail = layout.tail(s, i) else {
                        // Only a `both` item has no grip: it spans the box, so it covers the line's
                        // centre (the whole line, unless the box is narrower than the line itself).
                        let g = layout.geometry[s]
                        #expect(item.minF(d) == g.boxMinF && item.lenF(d) == g.boxLenF, "seed \(seed)")
                        #expect(item.minF(d) <= lineMidF && lineMidF <= item.maxF(d))
                        continue
                    }
                    let gripMidS = grip.minS(d) + grip.lenS(d) / 2
                    // On the line: centred across on it, along it within its run.
                    #expect(abs(grip.minF(d) + grip.lenF(d) / 2 - lineMidF) < Self.eps, "seed \(seed)")
                    #expect(gripMidS >= line.minS(d) - Self.eps && gripMidS <= line.maxS(d) + Self.eps)
                    // At the item's centre; the tail centred on the grip.
                    #expect(abs(gripMidS - (item.minS(d) + item.lenS(d) / 2)) < Self.eps)
                    #expect(abs(tail.minS(d) + tail.lenS(d) / 2 - gripMidS) < Self.eps)
                    // The tail runs from the item's inner edge to the grip's near edge.
                    let side = LinePlacedSide(flags: layout.itemFlags[layout.geometry.flatIndex(of: IndexPath(item: i, section: s))!])
                    if side == .left {
                        #expect(item.maxF(d) <= grip.minF(d) + Self.eps, "seed \(seed): item under its grip")
                        #expect(abs(tail.minF(d) - item.maxF(d)) < Self.eps, "seed \(seed)")
                        #expect(abs(tail.maxF(d) - grip.minF(d)) < Self.eps, "seed \(seed)")
                    } else {
                        #expect(item.minF(d) >= grip.maxF(d) - Self.eps, "seed \(seed): item under its grip")
                        #expect(abs(tail.minF(d) - grip.maxF(d)) < Self.eps, "seed \(seed)")
                        #expect(abs(tail.maxF(d) - item.minF(d)) < Self.eps, "seed \(seed)")
                    }
                    if let label = layout.label(s, i) {
                        #expect(abs(label.maxS(d) - grip.minS(d)) < Self.eps)   // touching the grip
                    }
                }
            }
        }
    }

    @Test func itemsOnOneSideNeverOverlap() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            let (layout, spacings) = Self.randomLayout(seed)
            let d = layout.options.scrollDirection
            for s in 0..<layout.numberOfSections {
                // Sides from the laid-out flags; a `both` item is on both sides.
                var lanes: [[Rect]] = [[], []]
                for i in 0..<layout.numberOfItems(inSection: s) {
                    let side = LinePlacedSide(flags: layout.itemFlags[layout.geometry.flatIndex(of: IndexPath(item: i, section: s))!])
                    let f = layout.cell(s, i)!
                    if side != .right { lanes[0].append(f) }
                    if side != .left { lanes[1].append(f) }
                }
                for lane in lanes {
                    for k in lane.indices.dropFirst() {
                        #expect(lane[k].minS(d) >= lane[k - 1].maxS(d) + spacings[s] - Self.eps, "seed \(seed)")
                    }
                    for a in lane.indices { for b in lane.indices where a < b { #expect(!lane[a].meets(lane[b])) } }
                }
            }
        }
    }

    @Test func rectQueriesEqualBruteForce() async {
        await propertyCheck(count: 200, input: Gen.uint64()) { seed in
            let (layout, _) = Self.randomLayout(seed)
            var g = SplitMix(seed: seed ^ 0x5555)
            let size = layout.contentSize
            var rects = [layout.collectionView.bounds, Rect(origin: .zero, size: size).union(layout.collectionView.bounds)]
            for _ in 0..<12 {
                rects.append(Rect(x: Double.random(in: -50...(size.width + 50), using: &g).rounded(),
                                  y: Double.random(in: -50...(size.height + 50), using: &g).rounded(),
                                  width: Double.random(in: 0...300, using: &g).rounded(),
                                  height: Double.random(in: 0...300, using: &g).rounded()))
            }
            for rect in rects {
                #expect(sorted(layout.attributes(in: rect)) == sorted(layout.bruteForce(in: rect)), "seed \(seed) rect \(rect)")
            }
        }
    }

    /// The arrows match their definition: a start arrow iff some item starts before the bounds'
    /// leading edge, an end arrow iff some item ends after the trailing edge.
    @Test func arrowsMatchTheirDefinition() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            let (layout, _) = Self.randomLayout(seed)
            let d = layout.options.scrollDirection
            let b = layout.collectionView.bounds
            var cells: [Rect] = []
            for s in 0..<layout.numberOfSections { cells += layout.items(s) }
            let on = layout.options.displayArrows
            #expect((layout.startArrowFrame != nil) == (on && cells.contains { $0.minS(d) < b.minS(d) }), "seed \(seed)")
            #expect((layout.endArrowFrame != nil) == (on && cells.contains { $0.maxS(d) > b.maxS(d) }), "seed \(seed)")
            if let a = layout.startArrowFrame { #expect(a.minS(d) == b.minS(d)) }
            if let a = layout.endArrowFrame { #expect(a.maxS(d) == b.maxS(d)) }
        }
    }
}
