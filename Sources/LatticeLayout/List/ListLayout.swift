/// lattice's reproduction of IGListKit's `IGListCollectionViewLayout` (ListLayoutRules).
///
/// Items and sections flow along rows like a typewriter that does not return the carriage
/// between sections; headers newline their section and may stick while scrolling. The
/// rules live in `ListTypewriter` (the layout pass), `ListLayout+Queries` (rect and single
/// element queries, ListLayoutRules §8, §9.1, §9.2), `ListLayout+Sticky` (ListLayoutRules §6) and
/// `ListLayout+Invalidation` (ListLayoutRules §9.3 to §9.6).
///
/// Storage is flat: one `[Rect]` of every item frame, one record per section. Attributes are
/// made on demand by the queries.
public final class ListLayout: CollectionLayout {
    /// The data source. After changing it, call `invalidate(with:)` (e.g. with
    /// `InvalidationContext(modifiedSection: s)` for a change at section s and later, IGList's
    /// `didModifySection:`); queries keep answering from the last `prepare()` until then.
    public var sections: [ListSection]

    /// The configuration. Changing only `stickyHeaderYOffset` invalidates supplementary views
    /// only (ListLayoutRules §9.4); any other change invalidates everything; setting an equal value does nothing.
    public var options: ListLayoutOptions {
        didSet {
            let change = InvalidationContext.propertiesChange(from: oldValue, to: options) { new, old in
                new.stickyHeaderYOffset = old.stickyHeaderYOffset
            }
            if let change { invalidate(with: change) }
        }
    }

    public var collectionView: CollectionViewGeometry

    // MARK: Stored layout (valid as of the last prepare)

    /// Per-section records (IGList's section entries).
    var records: [ListSectionRecord] = []
    /// Every item frame, section after section.
    var itemFrames: [Rect] = []
    /// Every 16th item's running maximum of maxS within its section (`ReachSamples`).
    var itemMaxSSamples: [Double] = []
    /// The section search of rect queries, by the sections' bounds (sections can share rows).
    var sectionSearch = SectionSearch()
    /// Items clamped to P (ListLayoutRules §3.1) during the layout of the stored sections.
    var clamps: [ListClampRecord] = []
    /// The direction the stored frames were laid out in.
    var laidOutDirection: ScrollDirection
    /// C of the stored layout.
    var laidOutContainer = 0.0
    var storedContentSize = Size.zero

    /// The lowest section to lay out again at the next prepare (IGList's
    /// `_minimumInvalidatedSection`); nil when the layout is valid.
    var pendingSection: Int? = 0

    /// How many sections the last `prepare()` recomputed (0 when nothing was invalid).
    public private(set) var lastPrepareLaidOutSections = 0

    public init(sections: [ListSection], options: ListLayoutOptions, collectionView: CollectionViewGeometry) {
        self.sections = sections
        self.options = options
        self.collectionView = collectionView
        self.laidOutDirection = options.scrollDirection
    }

    // MARK: prepareLayout

    /// `prepareLayout`: lays out again from the lowest invalidated section (ListLayoutRules §9.6), restoring the
    /// cursor the section before it saved; does nothing when the layout is valid.
    public func prepare() {
        guard let start = pendingSection else {
            lastPrepareLaidOutSections = 0
            return
        }
        pendingSection = nil
        let d = options.scrollDirection
        let count = sections.count
        // A full pass reads the container and direction afresh; a partial one assumes they
        // did not change (ListLayoutRules §9.6), and a direction change always invalidates everything.
        let restart = (start > 0 && d == laidOutDirection) ? min(start, count) : 0
        if restart == 0 {
            laidOutDirection = d
            let b = collectionView.bounds, ci = collectionView.contentInset
            laidOutContainer = Size(width: b.width, height: b.height).f(d) - ci.leadF(d) - ci.trailF(d)
        }
        // Keep sections 0 ..< restart (IGList resizes its section table to the current count).
        let kept = min(restart, records.count)
        records.removeSubrange(kept...)
        let keptItems = records.last?.items.upperBound ?? 0
        clamps.removeAll { $0.indexPath.section >= kept }
        let cursor = records.last?.end ?? ListCursor()

        let typewriter = ListTypewriter(direction: d, container: laidOutContainer,
                                        grid: ListPixelGrid(scale: options.screenScale),
                                        stretchToEdge: options.stretchToEdge,
                                        showHeaderWhenEmpty: options.showHeaderWhenEmpty)
        // Move the arrays out so they are uniquely referenced while written.
        var newRecords = records, frames = itemFrames, samples = itemMaxSSamples, newClamps = clamps
        records = []; itemFrames = []; itemMaxSSamples = []; clamps = []
        if frames.count > keptItems { frames.removeSubrange(keptItems...) }
        let keptSamples = ReachSamples.count(items: keptItems)
        if samples.count > keptSamples { samples.removeSubrange(keptSamples...) }
        typewriter.layOut(sections, from: kept, cursor: cursor, records: &newRecords, frames: &frames,
                          samples: &samples, clamps: &newClamps)
        records = newRecords; itemFrames = frames; itemMaxSSamples = samples; clamps = newClamps
        lastPrepareLaidOutSections = records.count - kept
        sectionSearch.rebuild(count: newRecords.count, keeping: kept,
                              start: { newRecords[$0].bounds.minS(d) }, end: { newRecords[$0].bounds.maxS(d) })
        storedContentSize = Self.contentSize(records: records, container: laidOutContainer, d)
    }

    /// ListLayoutRules §5: the last section alone decides the S length; the F length is C.
    private static func contentSize(records: [ListSectionRecord], container: Double, _ d: ScrollDirection) -> Size {
        guard let last = records.last else { return .zero }
        return Size(s: last.bounds.maxS(d) + last.trailS, f: container, d)
    }

    // MARK: Basics of the contract

    /// `collectionViewContentSize` (ListLayoutRules §5), as of the last prepare.
    public var contentSize: Size { storedContentSize }

    public var numberOfSections: Int { records.count }

    public func numberOfItems(inSection section: Int) -> Int {
        records.itemCount(inSection: section)
    }

    /// At most this many clamp warnings are spelled out; the rest are summed up in one line.
    public static let maximumListedWarnings = 100

    /// Items longer than the container across F, clamped to P (ListLayoutRules §3.1), from the last prepare.
    public var warnings: [LayoutWarning] {
        var result = clamps.prefix(Self.maximumListedWarnings).map(warning(for:))
        if clamps.count > Self.maximumListedWarnings {
            result.append(LayoutWarning(message: "\(clamps.count - Self.maximumListedWarnings) more items clamped to their section's row"))
        }
        return result
    }

    public var warningCount: Int {
        min(clamps.count, Self.maximumListedWarnings) + (clamps.count > Self.maximumListedWarnings ? 1 : 0)
    }

    public var firstWarning: LayoutWarning? { clamps.first.map(warning(for:)) }

    private func warning(for clamp: ListClampRecord) -> LayoutWarning {
        let across = laidOutDirection == .vertical ? "wide" : "tall"
        return LayoutWarning(indexPath: clamp.indexPath,
            message: "item is \(fmt(clamp.requested)) points \(across), more than the \(fmt(clamp.padded)) points the section's row allows; clamped to \(fmt(clamp.padded))")
    }
}
