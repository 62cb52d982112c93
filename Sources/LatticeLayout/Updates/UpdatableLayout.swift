/// A layout whose input is a list of sections that batch updates edit: `ListLayout`,
/// `AlignedLayout` and `LineLayout` (their conformances are in this folder). Setting `sections`
/// must leave the layout ready to be invalidated with `modifiedSection` (IGList's
/// `didModifySection:`) and prepared.
public protocol SectionedLayout: CollectionLayout {
    associatedtype Section: UpdatableSection
    /// The layout's input, one entry per section.
    var sections: [Section] { get set }
    /// The axis scrolling (and snapping) runs along.
    var scrollAxis: ScrollDirection { get }
}

/// A `SectionedLayout` that wants UIKit's two update calls from the `UpdatingLayout` wrapping it
/// (a layout written against UIKit, hosted through LatticeUIKit, overrides them).
public protocol UpdateObservingLayout: AnyObject {
    /// `prepareForCollectionViewUpdates:`, after the data changed and the layout was prepared.
    func prepare(forCollectionViewUpdates updates: [UpdateItem])
    /// `finalizeCollectionViewUpdates`, after the appearing / disappearing attributes were asked.
    func finalizeCollectionViewUpdates()
}

/// The update half of the UICollectionViewLayout contract ("Responding to Collection View
/// Updates"), plus `targetContentOffset` snapping and a host-facing `performBatchUpdates`.
///
/// The host (the simulated collection view) calls, in UIKit's order:
/// 1. `performBatchUpdates(_:copying:)`: the data changes, the layout is invalidated from the lowest
///    affected section (`invalidateDataSourceCounts` + `modifiedSection`), prepared, and
///    `prepare(forCollectionViewUpdates:)` is called;
/// 2. the `initial…ForAppearing…` / `final…ForDisappearing…` queries, to build the animation
///    (`UpdateTransition.make(layout:record:newBounds:)` asks them all);
/// 3. `finalizeCollectionViewUpdates()`.
public protocol UpdatableLayout: CollectionLayout {
    /// `prepareForCollectionViewUpdates:`.
    func prepare(forCollectionViewUpdates updates: [UpdateItem])
    /// `finalizeCollectionViewUpdates`: the update's bookkeeping is dropped.
    func finalizeCollectionViewUpdates()

    /// `initialLayoutAttributesForAppearingItemAtIndexPath:` (new index path).
    func initialAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// `finalLayoutAttributesForDisappearingItemAtIndexPath:` (old index path).
    func finalAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// `initialLayoutAttributesForAppearingSupplementaryElementOfKind:atIndexPath:`.
    func initialAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// `finalLayoutAttributesForDisappearingSupplementaryElementOfKind:atIndexPath:`.
    func finalAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// `initialLayoutAttributesForAppearingDecorationElementOfKind:atIndexPath:`.
    func initialAttributesForAppearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// `finalLayoutAttributesForDisappearingDecorationElementOfKind:atIndexPath:`.
    func finalAttributesForDisappearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?

    /// Where scrolling comes to rest (fixture `layout.snap`); `.none` by default.
    var snapMode: SnapMode { get set }

    /// Applies `batch` to the layout's data and relays out. Inserted items (and sections) are
    /// copies of the old item (section) at `source`; reloads keep their content. The record holds
    /// the way back (`BatchUndo`, for `undoBatchUpdate(_:)`). Throws, changing nothing, for an
    /// invalid batch.
    @discardableResult
    func performBatchUpdates(_ batch: BatchUpdate, copying source: IndexPath?) throws(BatchUpdateError) -> BatchUpdateRecord
}

public extension UpdatableLayout {
    /// The initial attributes of any new element (dispatching on its category).
    func initialAttributesForAppearing(_ id: ElementID) -> LayoutAttributes? {
        switch id.category {
        case .cell: initialAttributesForAppearingItem(at: id.indexPath)
        case .supplementary: initialAttributesForAppearingSupplementaryElement(ofKind: id.kind, at: id.indexPath)
        case .decoration: initialAttributesForAppearingDecorationElement(ofKind: id.kind, at: id.indexPath)
        }
    }
    /// The final attributes of any old element (dispatching on its category).
    func finalAttributesForDisappearing(_ id: ElementID) -> LayoutAttributes? {
        switch id.category {
        case .cell: finalAttributesForDisappearingItem(at: id.indexPath)
        case .supplementary: finalAttributesForDisappearingSupplementaryElement(ofKind: id.kind, at: id.indexPath)
        case .decoration: finalAttributesForDisappearingDecorationElement(ofKind: id.kind, at: id.indexPath)
        }
    }
}

/// What one batch did, for the host: the batch, where everything went, the section the layout
/// relaid out from, the old attributes around the old viewport (the "current views" UIKit
/// animates from) and the way back.
public struct BatchUpdateRecord {
    public let batch: BatchUpdate
    public let mapping: UpdateMapping
    /// The `modifiedSection` the layout was invalidated with (nil: an empty batch, nothing relaid out).
    public let modifiedSection: Int?
    /// The collection view bounds when the batch began.
    public let oldBounds: Rect
    /// The old attributes in and around `oldBounds` (one viewport length on each side along S).
    public let oldAttributes: [LayoutAttributes]
    /// How to take the batch back (nil for an empty batch and for an undo itself: a redo runs
    /// the batch again).
    public let undo: BatchUndo?

    public init(batch: BatchUpdate, mapping: UpdateMapping, modifiedSection: Int?, oldBounds: Rect,
                oldAttributes: [LayoutAttributes], undo: BatchUndo? = nil) {
        self.batch = batch; self.mapping = mapping; self.modifiedSection = modifiedSection
        self.oldBounds = oldBounds; self.oldAttributes = oldAttributes; self.undo = undo
    }
}
