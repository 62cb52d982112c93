/// SWCollectionViewLineLayout: a timeline. One line runs along the scroll axis through the middle
/// of each section; every item hangs off one side of it, tied to it by a tail and a grip
/// (LineLayoutRules). It keeps `UICollectionViewFlowLayout`'s vocabulary (`scrollDirection`,
/// `sectionInset`, `itemSize`, header / footer reference sizes, `minimumInteritemSpacing`).
///
/// Storage is flat (`LineLayoutPass.Storage`): one `Rect` and one flag byte per item, one
/// `LineSectionGeometry` per section, and every 16th item's running maximum of how far its
/// elements reach along the scroll axis. Items start in order along the line, so a rect query is
/// a binary search over those samples plus a walk over what it finds. Grips, tails and line
/// labels are not stored: they follow from the item's frame and are made on demand. The layout
/// pass itself is `LineLayoutPass`.
///
/// zIndex (LineLayoutRules §2.10): the line -1 (a `both` item covers it); cells, tails, headers and
/// footers 0; grips and line labels 1 (above the tails they bind); arrows 2. Nothing is pinned.
public final class LineLayout: CollectionLayout {
    /// The sections and their items (the data source). Setting them lays out again from the
    /// first section that differs (sections sharing storage compare in O(1)), as IGList's
    /// `didModifySection:` would.
    public var sections: [LineSection] {
        didSet {
            let n = Swift.min(oldValue.count, sections.count)
            var first = n
            for s in 0..<n where oldValue[s] != sections[s] { first = s; break }
            if first < n || oldValue.count != sections.count {
                needsLayoutFrom = Swift.min(first, needsLayoutFrom ?? first)
            }
        }
    }
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
    /// Sections, item frames, item flags and reach samples (`LineLayoutPass.Storage`).
    var storage = LineLayoutPass.Storage()
    var geometry: [LineSectionGeometry] { storage.geometry }
    /// Per item (all sections, in order): the cell frame and `LinePlacedSide` + label flag.
    var itemFrames: [Rect] { storage.frames }
    var itemFlags: [UInt8] { storage.flags }
    /// Per section, the running keys the rect query and the arrows binary-search sections by
    /// (`LineSectionKeys`), apart from the larger `geometry` so that a search touches few cache
    /// lines.
    var sectionKeys: [LineSectionKeys] = []

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

    /// The content across the scroll axis and the last section's end along it
    /// (LineLayoutRules §2.12).
    public var contentSize: Size { Size(s: contentS, f: contentF, d) }

    public var numberOfSections: Int { geometry.count }

    public func numberOfItems(inSection section: Int) -> Int {
        geometry.itemCount(inSection: section)
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

    /// Everything or item index paths: from section 0. `modifiedSection` (IGList's
    /// `didModifySection:`): from that section on, also with `invalidateDataSourceCounts`, which
    /// alone (no section named) means from section 0.
    public func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything || !context.invalidatedItemIndexPaths.isEmpty {
            needsLayoutFrom = 0
        } else if let s = context.modifiedSection {
            let s = Swift.max(0, s)
            needsLayoutFrom = Swift.min(s, needsLayoutFrom ?? s)
        } else if context.invalidateDataSourceCounts {
            needsLayoutFrom = 0
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
        if from == 0 {
            storage = LineLayoutPass.Storage()   // the old arrays freed before the new ones exist
        } else if from < storage.geometry.count {
            let g = storage.geometry[from]
            storage.geometry.removeSubrange(from...)
            storage.frames.removeSubrange(g.items.lowerBound...)
            storage.flags.removeSubrange(g.items.lowerBound...)
        }
        // Warnings name the first few narrowed items, then count the rest in one summary line.
        warnings.removeAll { $0.indexPath.map { $0.section >= from } ?? true }
        var narrowedCount = storage.geometry.reduce(0) { $0 + $1.narrowedCount }

        let pass = LineLayoutPass(options: options, metrics: metrics, contentF: contentF)
        let end = pass.layOut(sections, from: from, into: &storage)
        for s in from..<sections.count where storage.geometry[s].narrowedCount > 0 {
            warnNarrowed(section: s, count: &narrowedCount)
        }
        if narrowedCount > maxNarrowWarnings {
            warnings.append(LayoutWarning(message: "\(narrowedCount - maxNarrowWarnings) more items narrowed to their side's room"))
        }
        contentS = sections.isEmpty ? 0 : Swift.max(0, end)
        buildSectionIndex()
        lastPrepareLaidOutSections = sections.count - from
    }

    private var maxNarrowWarnings: Int { 10 }

    /// The warnings of section `s`'s narrowed items while fewer than `maxNarrowWarnings` have
    /// been named; `count` counts them all. An item was narrowed when it is on one side and its
    /// frame is less wide than it asked for (`lineItemAcross`).
    private func warnNarrowed(section s: Int, count: inout Int) {
        let g = storage.geometry[s], items = sections[s].items
        for i in items.indices where LinePlacedSide(flags: itemFlags[g.items.lowerBound + i]) != .both {
            let width = lineLength((items[i].size ?? options.itemSize).f(d))
            let frameLenF = itemFrames[g.items.lowerBound + i].lenF(d)
            guard frameLenF < width else { continue }
            if count < maxNarrowWarnings {
                warnings.append(LayoutWarning(indexPath: IndexPath(item: i, section: s),
                                              message: "narrowed to its side's room (\(fmt(frameLenF)))"))
            }
            count += 1
        }
    }

    /// The running maxima / minima over sections that let queries binary-search them.
    private func buildSectionIndex() {
        let geometry = storage.geometry, n = geometry.count
        sectionKeys = [LineSectionKeys](unsafeUninitializedCapacity: n) { keys, filled in
            var hi = -Double.infinity, end = -Double.infinity
            for s in 0..<n {
                hi = Swift.max(hi, geometry[s].hi)
                end = Swift.max(end, geometry[s].lastItemEndS)
                keys.initializeElement(at: s, to: LineSectionKeys(prefixMaxHi: hi, suffixMinLo: 0,
                                                                  prefixMaxItemEnd: end, suffixMinFirstItem: 0))
            }
            var lo = Double.infinity, first = Double.infinity
            for s in stride(from: n - 1, through: 0, by: -1) {
                lo = Swift.min(lo, geometry[s].lo); keys[s].suffixMinLo = lo
                first = Swift.min(first, geometry[s].firstItemS); keys[s].suffixMinFirstItem = first
            }
            filled = n
        }
    }
}
