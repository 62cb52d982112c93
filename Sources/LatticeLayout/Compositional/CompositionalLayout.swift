/// lattice's `UICollectionViewCompositionalLayout` (CompositionalLayoutRules): items in groups
/// in sections, fractional sizes, orthogonal sections with their own offsets, boundary
/// supplementary items that may pin, and section backgrounds.
///
/// Storage is flat: one record per section, one shape per section (a section repeats one
/// group, so a cell's frame is its group's origin plus its slot in the shape), one array of
/// boundary items and one of backgrounds. No cell frame is stored; queries compute them.
/// The pass is in `CompositionalLayout+Sections`, queries in `CompositionalLayout+Queries`,
/// pinning in `CompositionalLayout+Pinning`, sideways scrolling in
/// `CompositionalLayout+Orthogonal`.
public final class CompositionalLayout: CollectionLayout {
    /// The sections (`NSCollectionLayoutSection`s with their item counts). After changing them,
    /// call `invalidate()`; queries answer from the last `prepare()` until then.
    public var sections: [CompositionalSection]
    /// The configuration; any change invalidates everything.
    public var options: CompositionalLayoutOptions {
        didSet { if options != oldValue { invalidate() } }
    }
    public var collectionView: CollectionViewGeometry

    // MARK: Stored layout (valid as of the last prepare)

    var records: [CompositionalSectionRecord] = []
    var shapes: [CompositionalGroupShape] = []
    var boundaries: [CompositionalBoundaryRecord] = []
    /// The layout's own boundary items (CompositionalLayoutRules §7.2).
    var layoutBoundaries: [CompositionalBoundaryRecord] = []
    var decorations: [CompositionalDecorationRecord] = []
    /// The section search of rect queries, by the sections' reach.
    var sectionSearch = SectionSearch()
    var laidOutDirection: ScrollDirection
    var storedContentSize = Size.zero
    var needsLayout = true
    public private(set) var warnings: [LayoutWarning] = []

    public init(sections: [CompositionalSection], options: CompositionalLayoutOptions = CompositionalLayoutOptions(),
                collectionView: CollectionViewGeometry) {
        self.sections = sections
        self.options = options
        self.collectionView = collectionView
        self.laidOutDirection = options.scrollDirection
    }

    /// `prepareLayout`: lays every section out again when invalid (CompositionalLayoutRules §4).
    public func prepare() {
        guard needsLayout else { return }
        needsLayout = false
        var pass = CompositionalLayoutPass(options: options, collectionView: collectionView, sections: sections)
        pass.run()
        laidOutDirection = options.scrollDirection
        records = pass.records; shapes = pass.shapes; boundaries = pass.boundaries
        layoutBoundaries = pass.layoutBoundaries; decorations = pass.decorations
        storedContentSize = pass.contentSize; warnings = pass.warnings
        sectionSearch.rebuild(count: pass.records.count, start: { pass.records[$0].reachMinS }, end: { pass.records[$0].reachMaxS })
    }

    public var contentSize: Size { storedContentSize }

    public var numberOfSections: Int { records.count }

    public func numberOfItems(inSection section: Int) -> Int {
        section >= 0 && section < records.count ? records[section].itemCount : 0
    }

    /// A size change lays out again; a scroll only moves pinned items, which queries compute
    /// from the bounds, so it invalidates supplementary views when any item pins.
    public func shouldInvalidate(forBoundsChange newBounds: Rect) -> Bool {
        if newBounds.size != collectionView.bounds.size { return true }
        return newBounds.origin != collectionView.bounds.origin && hasPinnedItems
    }

    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        newBounds.size != collectionView.bounds.size ? .everything : .supplementaryOnly
    }

    /// Anything but supplementary-only or decoration-only lays everything out again.
    public func invalidate(with context: InvalidationContext) {
        var layoutOnly = context
        layoutOnly.invalidateSupplementaryAttributes = false
        layoutOnly.invalidateDecorationAttributes = false
        if !layoutOnly.isEmpty { needsLayout = true }
    }

    var hasPinnedItems: Bool { boundaries.contains { $0.pins } || layoutBoundaries.contains { $0.pins } }
}
