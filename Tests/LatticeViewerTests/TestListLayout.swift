import LatticeLayout
import LatticeViewer

/// A test double: a list of sections, each a header of length `header` followed by full-width
/// rows of the given lengths along S, with IGList's sticky formula (ListLayoutRules §6)
/// and counters that show what was recomputed.
final class TestListLayout: ViewerLayout {
    var sectionRows: [[Double]]
    var header: Double
    var collectionView = CollectionViewGeometry(bounds: .zero)
    var knobs: LayoutKnobs { didSet { if knobs != oldValue && !sameExceptYOffset(oldValue) { pendingFull = true } } }
    let layoutName = "list"
    var supportedKnobs: KnobSupport = .all
    /// How many full passes (item frames recomputed) ran.
    private(set) var fullPasses = 0
    private(set) var prepares = 0
    private var pendingFull = true
    private var itemFrames: [[Rect]] = []
    private var headerFrames: [Rect] = []
    private var sectionStart: [Double] = []
    private var size = Size.zero

    init(sectionRows: [[Double]], header: Double, knobs: LayoutKnobs = LayoutKnobs()) {
        self.sectionRows = sectionRows; self.header = header; self.knobs = knobs
    }

    private func sameExceptYOffset(_ o: LayoutKnobs) -> Bool {
        var k = knobs; k.stickyHeaderYOffset = o.stickyHeaderYOffset; return k == o
    }

    func prepare() {
        prepares += 1
        guard pendingFull else { return }
        pendingFull = false; fullPasses += 1
        let d = knobs.scrollDirection, width = collectionView.bounds.size.f(d)
        var cursor = 0.0
        itemFrames = []; headerFrames = []; sectionStart = []
        for rows in sectionRows {
            sectionStart.append(cursor)
            headerFrames.append(Rect(minS: cursor, lenS: header, minF: 0, lenF: width, d))
            cursor += header
            var frames: [Rect] = []
            for r in rows { frames.append(Rect(minS: cursor, lenS: r, minF: 0, lenF: width, d)); cursor += r }
            itemFrames.append(frames)
        }
        size = Size(s: cursor, f: width, d)
    }
    var contentSize: Size { size }

    func headerFrame(_ s: Int) -> Rect { headerPin(section: s)!.frame }

    func headerPin(section s: Int) -> HeaderPin? {
        guard s >= 0, s < headerFrames.count, header > 0 else { return nil }
        let d = knobs.scrollDirection, rest = headerFrames[s]
        let line = collectionView.bounds.origin.s(d) + knobs.topContentInset + knobs.stickyHeaderYOffset
        let lo = sectionStart[s]
        let hi: Double? = s + 1 < sectionStart.count ? sectionStart[s + 1] - header : nil
        guard knobs.stickyHeaders else {
            return HeaderPin(section: s, restingFrame: rest, frame: rest, line: line, lowerClamp: lo, upperClamp: hi, activeClamp: .none,
                             isPinnable: false, isPinned: false)
        }
        var pos = max(lo, line), clamp = line < lo ? HeaderPin.Clamp.lower : .none
        if let hi, hi < pos { pos = hi; clamp = .upper }
        let frame = rest.with(minS: pos, d)
        return HeaderPin(section: s, restingFrame: rest, frame: frame, line: line, lowerClamp: lo, upperClamp: hi, activeClamp: clamp,
                         isPinnable: true, isPinned: frame != rest)
    }

    func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        for s in itemFrames.indices {
            if let info = headerPin(section: s), info.frame.meets(rect) {
                result.append(LayoutAttributes(category: .supplementary, kind: ElementKind.header, indexPath: IndexPath(item: 0, section: s),
                                               frame: info.frame, zIndex: 1000 * s + 999, isPinned: info.isPinned))
            }
            for (i, f) in itemFrames[s].enumerated() where f.meets(rect) {
                result.append(.cell(IndexPath(item: i, section: s), frame: f, zIndex: 1000 * s + i))
            }
        }
    }
    func attributesForItem(at p: IndexPath) -> LayoutAttributes? {
        guard p.section >= 0, p.section < itemFrames.count, p.item >= 0, p.item < itemFrames[p.section].count else { return nil }
        return .cell(p, frame: itemFrames[p.section][p.item], zIndex: 1000 * p.section + p.item)
    }
    func attributesForSupplementaryView(ofKind kind: String, at p: IndexPath) -> LayoutAttributes? { nil }
    func shouldInvalidate(forBoundsChange b: Rect) -> Bool {
        b.size != collectionView.bounds.size || (knobs.stickyHeaders && b.origin.s(knobs.scrollDirection) != collectionView.bounds.origin.s(knobs.scrollDirection))
    }
    func invalidationContext(forBoundsChange b: Rect) -> InvalidationContext {
        b.size != collectionView.bounds.size ? .everything : .supplementaryOnly
    }
    func invalidate(with context: InvalidationContext) { if context.invalidateEverything { pendingFull = true } }
    var warnings: [LayoutWarning] { [] }
    var numberOfSections: Int { sectionRows.count }
    func numberOfItems(inSection s: Int) -> Int { s >= 0 && s < sectionRows.count ? sectionRows[s].count : 0 }
}
