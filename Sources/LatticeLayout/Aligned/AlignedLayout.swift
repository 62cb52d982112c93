/// FSQCollectionViewAlignedLayout 1.1.1 (foursquare): a typesetter layout. Each section is a
/// paragraph, each cell a word; lines are pushed left, centred or right, cells on a line line up
/// at the top, middle or bottom. Vertical scrolling only. The rules are those of AlignedLayoutRules.
///
/// Storage is flat (`AlignedStorage`): one `Rect` per cell, one record per line and section.
/// Header frames depend on the content offset and are computed on demand from `collectionView`,
/// so scrolling never touches the stored geometry.
public final class AlignedLayout: CollectionLayout {
    public var collectionView: CollectionViewGeometry

    /// The data (FSQ's data source + delegate answers). Setting it re-lays out from the first
    /// section that differs (sections sharing storage compare in O(1)).
    public var sections: [AlignedSection] {
        didSet {
            let n = Swift.min(oldValue.count, sections.count)
            var first = n
            for s in 0..<n where oldValue[s] != sections[s] { first = s; break }
            if first < n || oldValue.count != sections.count { markDirty(from: first) }
        }
    }

    /// The layout's top-level properties; any change re-lays out everything.
    public var options: AlignedLayoutOptions {
        didSet { if options != oldValue { markDirty(from: 0) } }
    }

    /// FSQ's `collectionView:layout:sizeForItemAtIndexPath:remainingLineSpace:`. When set, it
    /// decides every cell's size (items' `size` and `fillsLine` are then ignored); the second
    /// argument is the room left for the cell's width on the current line. Setting it re-lays out.
    public var sizeForItem: ((IndexPath, _ remainingLineSpace: Double) -> Size)? {
        didSet { markDirty(from: 0) }
    }

    /// How many sections the last `prepare()` laid out (0 when nothing was invalid).
    public private(set) var lastPrepareLaidOutSections: Int = 0

    public private(set) var warnings: [LayoutWarning] = []

    var storage = AlignedStorage()
    /// The first section to lay out again at the next `prepare()`; nil: nothing is stale.
    private var dirtyFrom: Int? = 0

    public init(sections: [AlignedSection], options: AlignedLayoutOptions = AlignedLayoutOptions(),
                collectionView: CollectionViewGeometry) {
        self.sections = sections
        self.options = options
        self.collectionView = collectionView
    }

    private func markDirty(from section: Int) {
        dirtyFrom = Swift.min(dirtyFrom ?? section, section)
    }

    /// The content width W: the collection view's width (non-finite or negative: 0); the content
    /// inset's left and right change nothing (AlignedLayoutRules §12.7).
    private var viewWidth: Double { AlignedTypesetter.clean(collectionView.bounds.width, min: 0) }

    // MARK: prepare

    public func prepare() {
        lastPrepareLaidOutSections = 0
        // Defensive: a width change the host did not report still re-lays out everything (AlignedLayoutRules §12.9).
        if viewWidth != storage.width { dirtyFrom = 0 }
        guard var from = dirtyFrom else { return }
        dirtyFrom = nil
        from = Swift.min(from, storage.sections.count, sections.count)
        if from == 0 {
            storage.removeAll()
            warnings.removeAll()
        } else {
            storage.truncate(fromSection: from)
            warnings.removeAll { ($0.indexPath?.section ?? 0) >= from }
        }
        storage.width = viewWidth
        let contentInsets = AlignedTypesetter.clean(options.contentInsets)
        let spacing = AlignedTypesetter.clean(options.sectionSpacing)
        let setter = makeTypesetter(contentInsets: contentInsets)

        // The cell frames: a new array of the final size, the kept sections' frames copied, the
        // rest written once by the typesetter through a pointer (no zero fill, no appends).
        let kept = storage.cellFrames
        storage.cellFrames = []
        var cellCount = kept.count
        for s in from..<sections.count { cellCount += sections[s].items.count }

        // AlignedLayoutRules §2: sections stacked, sectionSpacing before every section but the
        // first.
        var running = from == 0 ? contentInsets.top : storage.sections[from - 1].bottom
        let frames = [Rect](unsafeUninitializedCapacity: Swift.max(1, cellCount)) { buffer, count in
            OutputStorage.offer(buffer)
            let out = buffer.baseAddress!
            kept.withUnsafeBufferPointer { old in
                if let source = old.baseAddress { out.initialize(from: source, count: old.count) }
            }
            var next = kept.count
            for s in from..<sections.count {
                if s > 0 { running += spacing }
                running = setter.layOut(section: sections[s], index: s, top: running, firstCell: next, frames: out,
                                        into: &storage, warnings: &warnings)
                next += sections[s].items.count
            }
            count = cellCount
        }
        storage.cellFrames = frames
        lastPrepareLaidOutSections = sections.count - from
        storage.contentHeight = running == contentInsets.top ? 0 : running + contentInsets.bottom
        let laidOut = storage.sections
        storage.sectionSearch.rebuild(count: laidOut.count, keeping: from,
                                      start: { laidOut[$0].extentMinY }, end: { laidOut[$0].extentMaxY })
    }

    /// The typesetter for this pass: the view's width, the cleaned content insets and
    /// `defaultCellSize`, and the delegate's sizes.
    private func makeTypesetter(contentInsets: EdgeInsets) -> AlignedTypesetter {
        let ds = options.defaultCellSize
        return AlignedTypesetter(
            width: storage.width, contentInsets: contentInsets,
            defaultCellSize: Size(width: AlignedTypesetter.clean(ds.width, min: 0),
                                  height: AlignedTypesetter.clean(ds.height, min: 0)),
            sizeForItem: sizeForItem)
    }

    public var contentSize: Size { Size(width: storage.width, height: storage.contentHeight) }

    public var numberOfSections: Int { storage.sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        storage.sections.itemCount(inSection: section)
    }

    // MARK: single elements

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let i = storage.sections.flatIndex(of: indexPath) else { return nil }
        return .cell(indexPath, frame: storage.cellFrames[i])
    }

    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == ElementKind.header, indexPath.item == 0, storage.sections.indices.contains(indexPath.section),
              let pin = headerPin(storage.sections[indexPath.section], index: indexPath.section) else { return nil }
        return headerAttributes(pin)
    }

    // MARK: invalidation

    /// FSQ: a width change re-lays out everything; with pinning on, a vertical scroll moves headers.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        let old = collectionView.bounds
        if newBounds.width != old.width { return true }
        return options.pinSectionHeaders && newBounds.origin.y != old.origin.y
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        newBounds.width != collectionView.bounds.width ? .everything : .supplementaryOnly
    }

    /// Everything or item index paths: from scratch. `modifiedSection` (IGList's
    /// `didModifySection:`): from that section on, also with `invalidateDataSourceCounts`, which
    /// alone (no section named) means from scratch. Supplementary only: nothing to recompute
    /// (headers are made on demand).
    public func invalidate(with context: InvalidationContext) {
        if context.invalidateEverything || !context.invalidatedItemIndexPaths.isEmpty {
            markDirty(from: 0)
        } else if let s = context.modifiedSection {
            markDirty(from: Swift.max(0, s))
        } else if context.invalidateDataSourceCounts {
            markDirty(from: 0)
        }
    }
}
