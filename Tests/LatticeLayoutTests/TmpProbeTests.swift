import Testing
@testable import LatticeLayout

@Test func tmpProbe() {
    var rng = SplitMix(seed: 13)
    var section = LineSection()
    section.headerSize = Size(width: 30, height: 30)
    for _ in 0..<100_000 {
        let w = Double(20 + rng.next() % 101), h = Double(10 + rng.next() % 51)
        section.items.append(LineItem(size: Size(width: min(w, 150), height: h)))
    }
    var o = LineLayoutOptions(); o.itemSide = .either; o.displayArrows = true
    let l = LineLayout(sections: [section], options: o, collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 375, height: 667)))
    l.prepare()
    let qa = 500_000.0, qb = qa + 667
    let g = l.geometry[0]
    let first = ListMaxSSamples.firstCandidate(in: 0..<g.itemCount, endingPast: qa, samples: l.storage.reachSamples)
    var n = 0
    for i in first..<g.itemCount { if l.itemFrames[i].minY >= qb { break }; n += 1 }
    var hits: [LayoutAttributes] = []
    l.attributes(in: Rect(x: 0, y: qa, width: 375, height: 667), into: &hits)
    print("PROBE first", first, "walk", n, "hits", hits.count, "contentS", l.contentS, l.itemFrames[first], l.storage.reachSamples[first >> 4])
}
