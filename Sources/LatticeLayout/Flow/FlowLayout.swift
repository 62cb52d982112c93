/// lattice's reproduction of UIKit's `UICollectionViewFlowLayout` (FlowLayoutRules).
///
/// Items fill rows along the fixed axis, rows stack along the scroll axis, a section's header and
/// footer span the content across the scroll axis, and headers and footers may pin to the visible
/// bounds. The rules live in `FlowTypesetter` (the layout pass, FlowLayoutRules §2 to §5),
/// `FlowPixelGrid` (pixel snapping, FlowLayoutRules §11),
/// `FlowLayout+Queries` (rect and single-element queries, FlowLayoutRules §7), `FlowLayout+Pinning`
/// (FlowLayoutRules §6), `FlowLayout+Invalidation` (FlowLayoutRules §9) and `FlowLayout+SelfSizing`
/// (FlowLayoutRules §8).
///
/// Storage is flat (`FlowStorage`): one `[Rect]` of item frames, flat row arrays, one record
/// per section. Attributes are made on demand by the queries.
public final class FlowLayout: CollectionLayout {
    /// The data source and delegate's answers. After changing them, call `invalidate(with:)`;
    /// queries keep answering from the last `prepare()` until then.
    public var sections: [FlowSection]

    /// The layout's properties. A change of the pinning flags alone invalidates the
    /// supplementary views only; any other change invalidates everything.
    public var options: FlowLayoutOptions {
        didSet {
            let change = InvalidationContext.propertiesChange(from: oldValue, to: options) { new, old in
                new.sectionHeadersPinToVisibleBounds = old.sectionHeadersPinToVisibleBounds
                new.sectionFootersPinToVisibleBounds = old.sectionFootersPinToVisibleBounds
            }
            if let change { invalidate(with: change) }
        }
    }

    public var collectionView: CollectionViewGeometry

    /// The geometry of the last layout pass. Read on every query, so without Swift's dynamic
    /// exclusivity check (a layout is used from one thread, as UIKit's are).
    @exclusivity(unchecked) var storage = FlowStorage()
    /// Self-sizing (FlowLayoutRules §8): per flat item index, whether the item has taken its own
    /// size. Changed only with ``measuredItemCount``.
    var measured: [Bool] = []
    /// How many entries of `measured` are true.
    var measuredItemCount = 0
    /// True when the next `prepare()` must lay out again.
    var needsLayout = true

    public init(sections: [FlowSection], options: FlowLayoutOptions = FlowLayoutOptions(),
                collectionView: CollectionViewGeometry) {
        self.sections = sections
        self.options = options
        self.collectionView = collectionView
    }

    /// `prepareLayout`: lays everything out again when invalid (FlowLayoutRules §2 to §5); with
    /// self-sizing, the items then in view take their own size (FlowLayoutRules §8); cheap when
    /// nothing is invalid.
    public func prepare() {
        guard needsLayout else { return }
        needsLayout = false
        layOut()
        if options.estimatedItemSize != .none { measureVisibleItems() }
    }

    /// One layout pass with the current sections, options and measured items.
    func layOut() {
        let d = options.scrollDirection
        let estimate = options.estimatedItemSize.estimate(itemSize: options.itemSize)
        if estimate != nil {
            let total = sections.reduce(0) { $0 + $1.itemSizes.count }
            if measured.count != total { measured = Array(repeating: false, count: total); measuredItemCount = 0 }
        } else if !measured.isEmpty {
            measured = []
            measuredItemCount = 0
        }
        storage = FlowTypesetter(container: container(d), grid: FlowPixelGrid(scale: options.screenScale),
                                 estimate: estimate, measured: measured).layOut(sections, d)
    }

    /// C: the viewport's length across the scroll axis minus the content inset on those sides
    /// (FlowLayoutRules §1; `sectionInsetReference` changes nothing in lattice).
    func container(_ d: ScrollDirection) -> Double {
        let b = collectionView.bounds, ci = collectionView.contentInset
        return b.size.f(d) - ci.leadF(d) - ci.trailF(d)
    }

    // MARK: Basics of the contract

    /// `collectionViewContentSize` (FlowLayoutRules §5): C across the scroll axis, the last
    /// section's end along it.
    public var contentSize: Size {
        storage.records.isEmpty ? .zero : Size(s: storage.contentLengthS, f: storage.container, storage.direction)
    }

    public var numberOfSections: Int { storage.records.count }

    public func numberOfItems(inSection section: Int) -> Int {
        storage.records.itemCount(inSection: section)
    }

    /// Items longer than their section's row (FlowLayoutRules §2), from the last prepare; at most
    /// 100 listed.
    public var warnings: [LayoutWarning] {
        var result = storage.overLong.prefix(Self.maximumListedWarnings).map(warning(for:))
        if storage.overLong.count > Self.maximumListedWarnings {
            result.append(LayoutWarning(message: "\(storage.overLong.count - Self.maximumListedWarnings) more items longer than their section's rows"))
        }
        return result
    }

    /// At most this many over-long items are spelled out; the rest are summed up in one line.
    public static let maximumListedWarnings = 100

    public var warningCount: Int {
        let n = storage.overLong.count
        return min(n, Self.maximumListedWarnings) + (n > Self.maximumListedWarnings ? 1 : 0)
    }

    public var firstWarning: LayoutWarning? { storage.overLong.first.map(warning(for:)) }

    private func warning(for o: (section: Int, item: Int, length: Double, available: Double)) -> LayoutWarning {
        let across = storage.direction == .vertical ? "wide" : "tall"
        return LayoutWarning(indexPath: IndexPath(item: o.item, section: o.section),
                             message: "item is \(fmt(o.length)) points \(across), more than the \(fmt(o.available)) points its section's rows allow; it takes a row of its own")
    }
}
