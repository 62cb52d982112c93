import Foundation
package import LatticeLayout
internal import LatticeViewport

/// `UICollectionView`, as a layout sees it and as a test drives it: bounds and content offset,
/// content inset, the data source's counts, the delegate, batch updates.
///
/// Driven directly (a unit test: make one with a layout, set `dataSource` and `delegate`, call
/// `layoutIfNeeded()`, scroll, resize, `performBatchUpdates`), it runs the layout through
/// lattice's simulated collection view, the same one the viewer uses: one implementation of
/// UIKit's lifecycle. Hosted by the lattice command line, it is the view the layout reads while
/// the viewer scrolls.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ElementCategory` (`UICollectionElementCategory`).
    public enum ElementCategory: Int, Sendable, CustomStringConvertible {
        case cell, supplementaryView, decorationView
        public var description: String {
            switch self {
            case .cell: "cell"
            case .supplementaryView: "supplementaryView"
            case .decorationView: "decorationView"
            }
        }
    }
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// `UICollectionElementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionElementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// `collectionViewLayout`: the layout. Setting it is `setCollectionViewLayout(_:animated:)`.
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    /// The layout, held by the view itself (the bridge may be gone first when a host tears down).
    /// Read without isolation by `deinit`, which may run wherever the last reference went;
    /// written on the main actor only.
    nonisolated(unsafe) private var currentLayout: UICollectionViewLayout
    public weak var dataSource: UICollectionViewDataSource?
    public weak var delegate: UICollectionViewDelegate?

    /// The bridge that runs the layout for the engine.
    package unowned let bridge: UIKitLayoutBridge
    /// The bridge wrapped for batch updates (what an engine host drives).
    package unowned let hosted: UpdatingLayout<UIKitLayoutBridge>
    /// Who owns whom, without a cycle: driven directly, the view owns `hosted` (and through it
    /// the bridge) here; hosted by the engine, the host owns `hosted`, the bridge owns the view
    /// (`retainedView`) and this is nil. `bridge` and `hosted` are unowned either way.
    private var ownedMachinery: UpdatingLayout<UIKitLayoutBridge>?
    /// Driven directly: the simulated collection view, made at the first layout pass.
    private var driver: CollectionView?
    /// Update items collected inside `performBatchUpdates`.
    private var pendingUpdates: [UpdateItem]?
    /// The classes and nibs registered, by reuse identifier (by kind and identifier for
    /// supplementary views).
    var registrations: [String: Any?] = [:]
    /// What the last layout pass showed (`indexPathsForVisibleItems`, …).
    public private(set) var visibleLayoutAttributes: [UICollectionViewLayoutAttributes] = []
    /// `contentInset` as set (the engine's geometry carries `adjustedContentInset`).
    private var storedContentInset = UIEdgeInsets.zero
    /// The content size change an invalidation context asked for, shown until the next layout
    /// pass (`contentSizeAdjustment`).
    private var pendingContentSizeAdjustment = CGSize.zero
    /// The content size last set (by a layout pass or the program), until the layout is
    /// invalidated; nil: the layout's.
    private var contentSizeSet: CGSize?
    /// `observe(_:options:changeHandler:)`'s observers, each with the value it last reported.
    var keyValueObservers: [KeyValueObserverEntry] = []
    var nextObserverID = 0

    /// A collection view of `frame.size` using `layout` (which it sets `collectionView` of).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        let bridge = UIKitLayoutBridge(layout: layout, sections: [],
                                       geometry: CollectionViewGeometry(bounds: Rect(origin: .zero, size: frame.size.engine)))
        let hosted = UpdatingLayout(bridge)
        self.bridge = bridge
        self.hosted = hosted
        ownedMachinery = hosted
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        bridge.view = self
        hosted.customizer = bridge
        layout.assignedCollectionView = self
    }

    /// The layout no longer has this view (`collectionView` is nil), as with UIKit's weak reference.
    deinit {
        if currentLayout.assignedCollectionView === self { currentLayout.assignedCollectionView = nil }
    }

    /// `setCollectionViewLayout(_:animated:)`: the collection view uses `layout` from now on (the
    /// old layout's `collectionView` becomes nil); it is prepared from scratch at the next layout
    /// pass. Not animated.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }
    /// `setCollectionViewLayout(_:animated:completion:)`: as above, then `completion(true)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let old = currentLayout
        if layout !== old {
            if old.assignedCollectionView === self { old.assignedCollectionView = nil }
            layout.assignedCollectionView = self
            currentLayout = layout
            bridge.replaceLayout(with: layout)
            if let driver {
                driver.invalidateLayout(with: InvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: false))
                display()
            }
        }
        completion?(true)
    }

    /// `init(frame:)`, which UIView requires: UIKit's collection view needs a layout, and stops
    /// the program with its message without one.
    public required init(frame: CGRect) {
        fatalError("UICollectionView must be initialized with a non-nil layout parameter")
    }

    /// `init?(coder:)`: lattice reads no storyboards or nibs.
    public required init?(coder: NSCoder) {
        fatalError("UICollectionView(coder:) is not available in lattice: make it with init(frame:collectionViewLayout:)")
    }

    /// A collection view hosted by an engine collection view (the command line): `sections`
    /// give the counts; the host sets the geometry and drives `hosted`.
    package convenience init(hostedLayout layout: UICollectionViewLayout, sections: [HostedSection], geometry: CollectionViewGeometry) {
        self.init(frame: CGRect(geometry.bounds), collectionViewLayout: layout)
        bridge.sections = sections
        bridge.collectionView = geometry
        storedContentInset = UIEdgeInsets(geometry.contentInset)
    }

    /// `traitCollection.displayScale`, read without making the whole trait collection when the
    /// view is of this class itself (the layouts read it at every layout pass, so every scroll
    /// of a layout with pinned headers); a subclass's through its `traitCollection`, which it
    /// may override.
    package var traitDisplayScale: CGFloat {
        type(of: self) == UICollectionView.self ? traitOverrides.displayScale ?? UIScreen.main.scale : traitCollection.displayScale
    }

    /// Hosted by the engine: from now on the host owns `hosted` (and the bridge), and the
    /// bridge owns this view.
    func handOwnershipToHost() {
        bridge.retainedView = self
        ownedMachinery = nil
    }

    /// Called by `UICollectionViewLayout.invalidateLayout(with:)`.
    /// The context's `contentOffsetAdjustment` moves the content offset at once, as in UIKit; its
    /// `contentSizeAdjustment` is added to `contentSize` until the next layout pass.
    package func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        bridge.layoutDidInvalidate(with: context)
        let d = context.contentOffsetAdjustment
        if d != .zero {
            if driver != nil {
                contentOffset = CGPoint(x: contentOffset.x + d.x, y: contentOffset.y + d.y)
            } else {
                bridge.addContentOffsetAdjustment(d)   // hosted: the host moves its offset
            }
        }
        contentSizeSet = nil
        pendingContentSizeAdjustment.width += context.contentSizeAdjustment.width
        pendingContentSizeAdjustment.height += context.contentSizeAdjustment.height
    }

    /// `layoutDidInvalidate(with:)` for a context that carries only the engine's
    /// (`engineContext`, no content offset or size adjustment), which the bridge asked of an
    /// exact seed class's backing without making a context object.
    package func layoutDidInvalidate(engineContext context: InvalidationContext) {
        bridge.layoutDidInvalidate(engineContext: context)
        contentSizeSet = nil
    }

    /// The size the trait collection's size classes are read from: the bounds size.
    override var viewSizeForTraits: CGSize { bounds.size }

    // MARK: Geometry

    /// `bounds`: origin = content offset, size = the view's size. Setting it is a bounds change
    /// (the layout is asked `shouldInvalidateLayout(forBoundsChange:)`).
    open override var bounds: CGRect {
        get { CGRect(bridge.collectionView.bounds) }
        set {
            let before = bounds.origin
            setGeometry(\.bounds, newValue.engine, through: CollectionView.setBounds)
            if bounds.origin != before { delegate?.scrollViewDidScroll(self) }
        }
    }
    /// `frame`: only its size matters here (a resize is a bounds change of size).
    open override var frame: CGRect {
        get { CGRect(origin: .zero, size: bounds.size) }
        set { bounds = CGRect(origin: bounds.origin, size: newValue.size) }
    }
    /// `contentOffset`: the bounds origin; set from code, not clamped (as UIKit). In a view
    /// lattice hosts (the viewer, `render`, `dump`) the host owns the scroll position: the move
    /// reaches it as an adjustment, applied once the layout's code has returned.
    open override var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard driver == nil, ownedMachinery == nil else { bounds = CGRect(origin: newValue, size: bounds.size); return }
            let pending = bridge.pendingContentOffsetAdjustment, now = bounds.origin
            bridge.addContentOffsetAdjustment(CGPoint(x: newValue.x - now.x - pending.x, y: newValue.y - now.y - pending.y))
        }
    }
    /// `scrollToItem(at:at:animated:)`: sets the content offset that shows the item where
    /// `scrollPosition` says, within the scrollable range (`contentOffset(showing:at:)`); nothing
    /// when the layout has no such item. Not animated; the layout is not asked
    /// `targetContentOffset`.
    open func scrollToItem(at indexPath: Foundation.IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let offset = contentOffset(showing: indexPath, at: scrollPosition) else { return }
        setContentOffset(offset, animated: animated)
    }
    /// `contentInset`; changing it invalidates the layout. The layout and the scrollable range
    /// use `adjustedContentInset`.
    open override var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue; adjustedContentInsetDidChange() }
    }
    /// Hands the engine the adjusted inset (UIKit's layouts read `adjustedContentInset`).
    open override func adjustedContentInsetDidChange() {
        setGeometry(\.contentInset, adjustedContentInset.engine, through: CollectionView.setContentInset)
    }

    /// Before the first layout pass, a geometry change is only stored; afterwards it goes through
    /// the simulated collection view (which asks and invalidates the layout as UIKit does) and
    /// the new state is displayed.
    private func setGeometry<Value>(_ field: WritableKeyPath<CollectionViewGeometry, Value>, _ value: Value,
                                    through change: (CollectionView) -> (Value) -> Void) {
        guard let driver else { bridge.collectionView[keyPath: field] = value; notifyKeyValueObservers(); return }
        change(driver)(value)
        display()
    }
    /// `adjustedContentInset`: `contentInset` plus the safe area as
    /// `contentInsetAdjustmentBehavior` says (UIKitDifferences §4).
    open override var adjustedContentInset: UIEdgeInsets {
        guard storedSafeAreaInsets != .zero, contentInsetAdjustmentBehavior != .never else { return storedContentInset }
        return UIScrollView.adjustedInset(contentInset: storedContentInset, safeArea: storedSafeAreaInsets,
                                          behavior: contentInsetAdjustmentBehavior, contentSize: collectionViewLayout.collectionViewContentSize,
                                          boundsSize: bounds.size, alwaysBounceVertical: alwaysBounceVertical,
                                          alwaysBounceHorizontal: alwaysBounceHorizontal)
    }
    /// `contentSize`: the layout's `collectionViewContentSize` (plus an invalidation context's
    /// `contentSizeAdjustment` until the next layout pass). Settable, as UIKit's scroll view's:
    /// a size set stands until the layout is invalidated; a layout pass of a view driven directly
    /// sets the layout's again (and so calls a subclass's observers).
    open override var contentSize: CGSize {
        get {
            let s = contentSizeSet ?? collectionViewLayout.collectionViewContentSize
            return CGSize(width: s.width + pendingContentSizeAdjustment.width, height: s.height + pendingContentSizeAdjustment.height)
        }
        set {
            contentSizeSet = newValue
            pendingContentSizeAdjustment = .zero
        }
    }

    // MARK: Registering cells and supplementary views

    /// `register(_:forCellWithReuseIdentifier:)` (a class or a nib) and
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: kept by identifier. lattice
    /// makes no views from them: each item is drawn from its attributes.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { registrations[identifier] = cellClass }
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) { registrations[identifier] = nib }
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        registrations[elementKind + "/" + identifier] = viewClass
    }
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations[kind + "/" + identifier] = nib
    }

    // MARK: Data

    /// The number of sections, as the data source said at the last reload or update.
    open var numberOfSections: Int { bridge.sections.count }
    /// The number of items in `section`, as the data source said at the last reload or update.
    open func numberOfItems(inSection section: Int) -> Int { bridge.numberOfItems(inSection: section) }

    /// The data source's counts now.
    private func countsFromDataSource() -> [HostedSection] {
        guard let ds = dataSource else { return [] }
        let n = Swift.max(0, ds.numberOfSections(in: self))
        return (0..<n).map { .counted(ds.collectionView(self, numberOfItemsInSection: $0)) }
    }

    // MARK: Layout passes

    /// The first layout pass (`prepare()`, then the content size and the elements in view);
    /// afterwards, a pass only if the layout was invalidated.
    open override func layoutIfNeeded() {
        if driver == nil {
            if dataSource != nil { bridge.sections = countsFromDataSource() }
            let g = bridge.collectionView
            driver = CollectionView(layout: hosted, viewportSize: g.bounds.size, contentOffset: g.bounds.origin, contentInset: g.contentInset)
        }
        MainQueue.drain()
        display()
    }

    /// `reloadData()`: counts read again, the layout invalidated (everything, data source counts).
    open func reloadData() {
        guard let driver else { layoutIfNeeded(); return }
        bridge.sections = countsFromDataSource()
        driver.invalidateLayout(with: InvalidationContext(invalidateEverything: true, invalidateDataSourceCounts: true))
        display()
    }

    /// What the screen would show: the content size, then the elements in the bounds.
    private func display() {
        hosted.prepare()
        pendingContentSizeAdjustment = .zero
        contentSize = CGSize(hosted.contentSize)
        visibleLayoutAttributes = collectionViewLayout.layoutAttributesForElements(in: bounds)?.filter { !$0.isHidden } ?? []
        notifyKeyValueObservers()
    }

    // MARK: Cells and points

    /// The index paths of the cells in view, in index-path order: the cells whose frames (the
    /// layout's own attributes) meet the bounds.
    open var indexPathsForVisibleItems: [Foundation.IndexPath] { visibleCellAttributes().map(\.indexPath) }

    /// `visibleCells`: a cell for each item in view, placed by the layout's attributes (in
    /// index-path order).
    open var visibleCells: [UICollectionViewCell] { visibleCellAttributes().map(cell(for:)) }

    /// `cellForItem(at:)`: the item's cell when it is in view (nil otherwise, as in UIKit), with
    /// the layout's attributes applied (`frame`, `transform`, `alpha`, `isHidden`). The same item
    /// gives the same cell object while it stays in view.
    open func cellForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewCell? {
        visibleCellAttributes().first { $0.indexPath == indexPath }.map(cell(for:))
    }

    /// `indexPath(for:)`: the item a cell from `cellForItem(at:)` or `visibleCells` shows.
    open func indexPath(for cell: UICollectionViewCell) -> Foundation.IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// `indexPathForItem(at:)`: the item whose cell covers `point` (in the collection view's
    /// content coordinates), the topmost (highest `zIndex`, then the last the layout lists) when
    /// cells overlap; nil when no cell does. Asked of the layout's
    /// `layoutAttributesForElements(in:)` for the point's 1 x 1 rectangle.
    open func indexPathForItem(at point: CGPoint) -> Foundation.IndexPath? {
        guard !answeringFromLayout else { return nil }
        answeringFromLayout = true
        defer { answeringFromLayout = false }
        let found = collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1))) ?? []
        var best: UICollectionViewLayoutAttributes?
        for a in found where a.representedElementCategory == .cell && !a.isHidden && a.frame.contains(point) {
            if best == nil || a.zIndex >= best!.zIndex { best = a }
        }
        return best?.indexPath
    }

    /// The cells' attributes in view now: driven directly, those of the last layout pass; hosted,
    /// the layout's answer for the bounds. (Asked from inside the layout's own query, the last
    /// answer: a layout is not asked again while it answers.)
    private func visibleCellAttributes() -> [UICollectionViewLayoutAttributes] {
        let all: [UICollectionViewLayoutAttributes]
        if driver != nil || answeringFromLayout {
            all = visibleLayoutAttributes
        } else {
            answeringFromLayout = true
            defer { answeringFromLayout = false }
            let b = bounds
            all = (collectionViewLayout.layoutAttributesForElements(in: b) ?? []).filter { !$0.isHidden && $0.frame.darwinIntersects(b) }
            visibleLayoutAttributes = all
        }
        return all.filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
    }
    /// True while the layout is being asked on behalf of a query above.
    private var answeringFromLayout = false
    /// The cells handed out, by item.
    var cells: [Foundation.IndexPath: UICollectionViewCell] = [:]

    private func cell(for attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell {
        let cell = cells[attributes.indexPath] ?? UICollectionViewCell(frame: attributes.frame)
        cells[attributes.indexPath] = cell
        cell.apply(attributes)
        return cell
    }

    open func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Batch updates

    /// `performBatchUpdates(_:completion:)`: the changes made in `updates` (`insertItems(at:)`,
    /// …) are applied together: the layout is invalidated with `invalidateDataSourceCounts`,
    /// prepared, told `prepare(forCollectionViewUpdates:)`, asked for the appearing and
    /// disappearing attributes, then `finalizeCollectionViewUpdates()`. As in UIKit, the data
    /// source must already answer the new counts; a batch that does not add up stops the program
    /// with UIKit's message.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingUpdates
        pendingUpdates = outer ?? []
        updates?()
        guard outer == nil else { return }          // nested: the outer batch applies them
        let items = pendingUpdates ?? []
        pendingUpdates = nil
        apply(BatchUpdate(items))
        completion?(true)
    }

    private func apply(_ batch: BatchUpdate) {
        guard let driver else { layoutIfNeeded(); return }
        let fresh = countsFromDataSource()
        let content = UpdateContent<HostedSection>(item: { _ in HostedItem(size: .zero) }, section: { s in s < fresh.count ? fresh[s] : .counted(0) })
        do {
            _ = try driver.performAnimatedBatchUpdates { [hosted] _ throws(BatchUpdateError) in
                try hosted.performBatchUpdates(batch, content: content)
            }
        } catch {
            preconditionFailure("Invalid update: \(error)")
        }
        if dataSource != nil, bridge.sections.map(\.sizes.count) != fresh.map(\.sizes.count) {
            preconditionFailure("Invalid update: the number of sections or items after the update (\(bridge.sections.map(\.sizes.count))) is not what the data source says (\(fresh.map(\.sizes.count)))")
        }
        display()
    }

    private func record(_ items: [UpdateItem]) {
        if pendingUpdates != nil { pendingUpdates! += items } else { apply(BatchUpdate(items)) }
    }

    open func insertItems(at indexPaths: [Foundation.IndexPath]) { record(indexPaths.map { .insertItem($0.engine) }) }
    open func deleteItems(at indexPaths: [Foundation.IndexPath]) { record(indexPaths.map { .deleteItem($0.engine) }) }
    open func reloadItems(at indexPaths: [Foundation.IndexPath]) { record(indexPaths.map { .reloadItem($0.engine) }) }
    open func moveItem(at indexPath: Foundation.IndexPath, to newIndexPath: Foundation.IndexPath) { record([.moveItem(from: indexPath.engine, to: newIndexPath.engine)]) }
    open func insertSections(_ sections: IndexSet) { record(sections.map { .insertSection($0) }) }
    open func deleteSections(_ sections: IndexSet) { record(sections.map { .deleteSection($0) }) }
    open func reloadSections(_ sections: IndexSet) { record(sections.map { .reloadSection($0) }) }
    open func moveSection(_ section: Int, toSection newSection: Int) { record([.moveSection(from: section, to: newSection)]) }
}
