/// SWCollectionViewLineLayout: a timeline. One line runs along the scroll axis through the middle
/// of each section; every item hangs off one side of it, tied to it by a tail and a grip
/// (LINE-LAYOUT.md). It keeps `UICollectionViewFlowLayout`'s vocabulary (`scrollDirection`,
/// `sectionInset`, `itemSize`, header / footer reference sizes, `minimumInteritemSpacing`).
///
/// Storage is flat: one `Rect` and one flag byte per item, one `LineSectionGeometry` per section,
/// and two lanes of item indices (left + `both`, right + `both`) whose frames are sorted by start
/// and by end, so a rect query is a binary search plus a walk over what it finds. Grips, tails and
/// line labels are not stored: they follow from the item's frame and are made on demand.
///
/// zIndex (LINE-LAYOUT.md): the line -1 (a `both` item covers it); cells, tails, headers and
/// footers 0; grips and line labels 1 (above the tails they bind); arrows 2. Nothing is pinned.
public final class LineLayout: CollectionLayout {
    /// The sections and their items (the data source). Setting them invalidates everything.
    public var sections: [LineSection] { didSet { needsLayoutFrom = 0 } }
    /// The layout's properties. Setting them invalidates everything.
    public var options: LineLayoutOptions { didSet { needsLayoutFrom = 0 } }
    public var collectionView: CollectionViewGeometry

    /// How many sections the last `prepare()` laid out: all of them after a full invalidation,
    /// those from the modified section on after `modifiedSection`, 0 when it only moved the
    /// arrows (a bounds change) or nothing was invalid.
    public private(set) var lastPrepareLaidOutSections: Int = 0
    public private(set) var warnings: [LayoutWarning] = []

    // MARK: Laid-out state (flat arrays of values)

    var metrics: LineMetrics
    /// The scroll direction of the stored frames.
    var d: ScrollDirection
    /// Content length across the scroll axis (viewport minus content inset).
    var contentF: Double = 0
    var contentS: Double = 0
    var geometry: [LineSectionGeometry] = []
    /// Per item (all sections, in order): the cell frame and `LinePlacedSide` + label flag.
    var itemFrames: [Rect] = []
    var itemFlags: [UInt8] = []
    /// Item indices (into `itemFrames`) of left + `both` items, and of right + `both` items.
    var leftLane: [Int32] = []
    var rightLane: [Int32] = []
    /// Per section, for binary search over sections even when negative insets let them overlap:
    /// the running maximum of `hi` and the running minimum (from the end) of `lo`; the running
    /// maximum of the latest item end and running minimum (from the end) of the first item start.
    var prefixMaxHi: [Double] = []
    var suffixMinLo: [Double] = []
    var prefixMaxItemEnd: [Double] = []
    var suffixMinFirstItem: [Double] = []

    /// The arrows for `arrowBounds` (nil when absent or `displayArrows` is off).
    var startArrow: (frame: Rect, section: Int)?
    var endArrow: (frame: Rect, section: Int)?
    /// The bounds the current frames and arrows were computed for.
    var preparedBounds: Rect

    // MARK: Invalidation state

    /// Lay out again from this section on at the next `prepare()`; nil = the frames are valid.
    var needsLayoutFrom: Int? = 0
    var needsArrows = true

    public init(sections: [LineSection], options: LineLayoutOptions, collectionView: CollectionViewGeometry) {
        self.sections = sections
        self.options = options
        self.collectionView = collectionView
        self.metrics = LineMetrics(options)
        self.d = options.scrollDirection
        self.preparedBounds = collectionView.bounds
    }

    // MARK: CollectionLayout

    public var contentSize: Size { Size(s: contentS, f: contentF, d) }

    public var numberOfSections: Int { geometry.count }

    public func numberOfItems(inSection section: Int) -> Int {
        geometry.indices.contains(section) ? geometry[section].itemCount : 0
    }

    public func prepare() {
        lastPrepareLaidOutSections = 0
        if let from = needsLayoutFrom {
            layOut(from: from)
            needsLayoutFrom = nil
            needsArrows = true
        }
        if needsArrows {
            preparedBounds = collectionView.bounds
            placeArrows()
            needsArrows = false
        }
    }

    /// `shouldInvalidateLayoutForBoundsChange:`: a new length across the scroll axis changes every
    /// frame; with `displayArrows`, any other change (scrolling, a new viewport length) moves the
    /// arrows, which follow the viewport.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        if newBounds.size.f(d) != preparedBounds.size.f(d) { return true }
        return options.displayArrows && newBounds != preparedBounds
    }

    /// Everything when the length across the scroll axis changes, else the decorations only
    /// (the arrows).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if newBounds.size.f(d) != preparedBounds.size.f(d) { return .everything }
        return InvalidationContext(invalidateDecorationAttributes: true)
    }

    public func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || !context.invalidatedItemIndexPaths.isEmpty {
            needsLayoutFrom = 0
        } else if let s = context.modifiedSection {
            needsLayoutFrom = Swift.max(0, Swift.min(s, needsLayoutFrom ?? s))
        }
        if context.invalidateDecorationAttributes { needsArrows = true }
    }

    // MARK: Laying out

    /// Lays out sections `from...` again, keeping the frames of the ones before (IGList's
    /// `didModifySection:`; everything when `from` is 0 or the options changed).
    func layOut(from requested: Int) {
        let newMetrics = LineMetrics(options)
        let bounds = collectionView.bounds
        let inset = collectionView.contentInset.lineSanitized
        let newContentF = lineLength(bounds.size.f(options.scrollDirection) - inset.leadF(options.scrollDirection)
                                 - inset.trailF(options.scrollDirection))
        var from = Swift.max(0, Swift.min(requested, geometry.count, sections.count))
        if options.scrollDirection != d || newContentF != contentF { from = 0 }
        metrics = newMetrics
        d = options.scrollDirection
        contentF = newContentF

        // Keep sections before `from`.
        let keptItems = from < geometry.count ? geometry[from].itemStart : itemFrames.count
        let keptLeft = from < geometry.count ? geometry[from].leftLaneStart : leftLane.count
        let keptRight = from < geometry.count ? geometry[from].rightLaneStart : rightLane.count
        geometry.removeSubrange(from...)
        itemFrames.removeSubrange(keptItems...)
        itemFlags.removeSubrange(keptItems...)
        leftLane.removeSubrange(keptLeft...)
        rightLane.removeSubrange(keptRight...)
        // Warnings name the first few narrowed items, then count the rest in one summary line.
        warnings.removeAll { $0.indexPath.map { $0.section >= from } ?? true }
        var narrowedCount = geometry.reduce(0) { $0 + $1.narrowedCount }

        var total = keptItems
        for s in from..<sections.count { total += sections[s].items.count }
        itemFrames.reserveCapacity(total)
        itemFlags.reserveCapacity(total)
        // Each lane holds at most every item: no regrowth (and copy) while appending.
        leftLane.reserveCapacity(keptLeft + total - keptItems)
        rightLane.reserveCapacity(keptRight + total - keptItems)
        geometry.reserveCapacity(sections.count)

        var cursor = geometry.last?.endS ?? 0
        for s in from..<sections.count {
            let g = layOutSection(s, at: cursor, narrowedCount: &narrowedCount)
            geometry.append(g)
            cursor = g.endS
        }
        if narrowedCount > maxNarrowWarnings {
            warnings.append(LayoutWarning(message: "\(narrowedCount - maxNarrowWarnings) more items narrowed to their side's room"))
        }
        contentS = sections.isEmpty ? 0 : Swift.max(0, cursor)
        buildSectionIndex()
        lastPrepareLaidOutSections = sections.count - from
    }

    private var maxNarrowWarnings: Int { 10 }

    /// One section: header, inset, item area, inset, footer, from `start` along the scroll axis.
    private func layOutSection(_ s: Int, at start: Double, narrowedCount: inout Int) -> LineSectionGeometry {
        let section = sections[s]
        let m = metrics
        let inset = (section.insets ?? options.sectionInset).lineSanitized
        let spacing = lineLength(section.interitemSpacing ?? options.minimumInteritemSpacing)
        var g = LineSectionGeometry()
        g.headerS = start
        g.headerLen = lineLength((section.headerSize ?? options.headerReferenceSize).s(d))
        g.boxMinF = inset.leadF(d)
        g.boxLenF = lineLength(contentF - inset.leadF(d) - inset.trailF(d))
        g.areaStartS = start + g.headerLen + inset.leadS(d)
        g.itemStart = itemFrames.count
        g.itemCount = section.items.count
        g.leftLaneStart = leftLane.count
        g.rightLaneStart = rightLane.count
        g.lo = Swift.min(start, g.areaStartS)
        g.hi = Swift.max(start + g.headerLen, g.areaStartS)

        var run = LineRun(areaStart: g.areaStartS, spacing: spacing, metrics: m)
        let defaultSize = options.itemSize, defaultSide = options.itemSide
        // Items are read in place (no copy of each item and its label).
        let items = section.items
        for i in items.indices {
            let size = items[i].size ?? defaultSize
            let side = run.resolve(items[i].side ?? defaultSide)
            let hasLabel = items[i].lineLabel != nil && side != .both
            let lenS = lineLength(size.s(d))
            let across = lineItemAcross(side: side, width: lineLength(size.f(d)), boxMinF: g.boxMinF,
                                        boxLenF: g.boxLenF, metrics: m)
            if across.narrowed {
                g.narrowedCount += 1
                if narrowedCount < maxNarrowWarnings {
                    warnings.append(LayoutWarning(indexPath: IndexPath(item: i, section: s),
                                                  message: "narrowed to its side's room (\(fmt(across.lenF)))"))
                }
                narrowedCount += 1
            }
            let startS = run.place(side: side, len: lenS, hasLabel: hasLabel)
            let index = Int32(truncatingIfNeeded: itemFrames.count)
            itemFrames.append(Rect(minS: startS, lenS: lenS, minF: across.minF, lenF: across.lenF, d))
            itemFlags.append(side.rawValue | (hasLabel ? LinePlacedSide.labelFlag : 0))
            if side != .right { leftLane.append(index) }
            if side != .left { rightLane.append(index) }
            if i == 0 { g.firstItemS = startS }
            // The section's extent: the item, and what it puts on the line (tails may overhang).
            let span = lineSpan(startS: startS, lenS: lenS, side: side, hasLabel: hasLabel)
            g.lo = Swift.min(g.lo, startS, span.lo - m.tailOverhang)
            g.hi = Swift.max(g.hi, startS + lenS, span.hi + m.tailOverhang)
        }
        g.lastItemEndS = section.items.isEmpty ? -.infinity : run.latestEnd
        g.leftLaneCount = leftLane.count - g.leftLaneStart
        g.rightLaneCount = rightLane.count - g.rightLaneStart
        g.areaEndS = run.areaEnd
        g.footerS = g.areaEndS + inset.trailS(d)
        g.footerLen = lineLength((section.footerSize ?? options.footerReferenceSize).s(d))
        g.endS = g.footerS + g.footerLen
        g.lo = Swift.min(g.lo, g.footerS)
        g.hi = Swift.max(g.hi, g.endS)
        return g
    }

    /// The running maxima / minima over sections that let queries binary-search them.
    private func buildSectionIndex() {
        let n = geometry.count
        prefixMaxHi = [Double](repeating: 0, count: n)
        suffixMinLo = [Double](repeating: 0, count: n)
        prefixMaxItemEnd = [Double](repeating: 0, count: n)
        suffixMinFirstItem = [Double](repeating: 0, count: n)
        var hi = -Double.infinity, end = -Double.infinity
        for s in 0..<n {
            hi = Swift.max(hi, geometry[s].hi); prefixMaxHi[s] = hi
            end = Swift.max(end, geometry[s].lastItemEndS); prefixMaxItemEnd[s] = end
        }
        var lo = Double.infinity, first = Double.infinity
        for s in stride(from: n - 1, through: 0, by: -1) {
            lo = Swift.min(lo, geometry[s].lo); suffixMinLo[s] = lo
            first = Swift.min(first, geometry[s].firstItemS); suffixMinFirstItem[s] = first
        }
    }
}
