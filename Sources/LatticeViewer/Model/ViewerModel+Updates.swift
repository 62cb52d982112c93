import LatticeLayout
import LatticeViewport

/// The focus cursor, batch updates (`a` insert, `x` delete, `m` move,
/// `u` undo) animated as UICollectionView animates `performBatchUpdates:`, and flings (`J` `K`)
/// that stop where the layout's `targetContentOffset` says.
///
/// Time is virtual: animations advance only by `.tick(milliseconds:)` messages, which the
/// terminal sends with the real time between frames and `render` / `dump` / the tests send for
/// each `<wait …>` in `--keys`. So a frame in the middle of an animation is reproducible.
extension ViewerModel {
    /// The length of a batch-update animation (UIKit's is about 0.25 s).
    public static let updateAnimationMs = 250.0
    /// The speed of a `J` / `K` fling, points per second along the scroll axis.
    public static let flingSpeed = 3000.0

    // MARK: Time

    /// True while a batch update animates or a fling decelerates (the terminal then draws frames
    /// at a steady rate).
    public var isAnimating: Bool { animations.isAnimating || collectionView.hasTimedWork }

    /// `.tick`: lets `ms` milliseconds pass: the update animation moves on, a fling scrolls
    /// (clamped like a user's scroll).
    mutating func advanceTime(milliseconds ms: Double) {
        if let p = animations.advance(byMilliseconds: ms) { collectionView.setContentOffset(p, clamped: true) }
        // A UIKit layout's own clock (display links, dynamics, the main queue); what it
        // invalidates is prepared again at the next query, and an offset it adjusts is applied.
        collectionView.advanceHostTime(milliseconds: ms)
    }

    /// What the viewport shows now: mid-animation, the batch update's interpolated elements
    /// (transparent ones left out); otherwise the layout's elements in the bounds.
    public func displayedAttributes() -> [LayoutAttributes] {
        let cv = collectionView
        if let animated = animations.attributes(in: cv.bounds) { return animated }
        return layout.attributes(in: cv.bounds)
    }

    mutating func stopAnimations() {
        animations.stopTransition()
        animations.stopFling()
    }

    // MARK: Focus

    /// The elements in view (the layout's answer for the bounds, not the animation), in tab
    /// order: by index path, reading order within a section — its header first, then its items
    /// (each cell before the views of the same item), its footer last.
    func tabOrder() -> [ElementID] {
        var found: [LayoutAttributes] = []
        layout.attributes(in: collectionView.bounds, into: &found)
        return Array(Set(found.lazy.map(\.elementID))).sorted(by: Self.tabPrecedes)
    }

    static func tabPrecedes(_ a: ElementID, _ b: ElementID) -> Bool {
        func rank(_ id: ElementID) -> Int {
            guard id.category == .supplementary else { return 1 }
            if ElementKind.isSectionHeader(id.kind) { return 0 }
            return ElementKind.isSectionFooter(id.kind) ? 2 : 1
        }
        let ka = (a.indexPath.section, rank(a)), kb = (b.indexPath.section, rank(b))
        if ka != kb { return ka < kb }
        return a < b
    }

    /// `<tab>` (+1) / shift-tab (-1): the next / previous element in view after the focused one
    /// (in tab order, wrapping around); the first / last when nothing is focused.
    mutating func moveFocus(by step: Int) {
        let order = tabOrder()
        guard let first = order.first, let last = order.last else {
            message = ("nothing in view to focus", false); return
        }
        if let f = focus {
            focus = step > 0 ? (order.first { Self.tabPrecedes(f, $0) } ?? first) : (order.last { Self.tabPrecedes($0, f) } ?? last)
        } else {
            focus = step > 0 ? first : last
        }
    }

    /// True when the layout has element `id`.
    func elementExists(_ id: ElementID) -> Bool { attributes(of: id) != nil }

    /// The layout's attributes for `id` (at rest, not animated).
    func attributes(of id: ElementID) -> LayoutAttributes? {

        switch id.category {
        case .cell: return layout.attributesForItem(at: id.indexPath)
        case .supplementary: return layout.attributesForSupplementaryView(ofKind: id.kind, at: id.indexPath)
        case .decoration: return layout.attributesForDecorationView(ofKind: id.kind, at: id.indexPath)
        }
    }

    /// How an element is named in messages and the inspector: `cell 0.1 "Alice"`, `header §1`.
    func focusName(_ id: ElementID) -> String {
        let p = id.indexPath
        switch id.category {
        case .cell:
            let label = scene.itemLabel(p).map { " \"\($0)\"" } ?? ""
            let id = scene.identity(of: p)
            let moved = id.origin == p && id.copies == 0 ? "" : " (item \(id))"
            return "cell \(p.section).\(p.item)\(moved)\(label)"
        case .supplementary where ElementKind.isSectionLevel(id.kind):
            return "\(id.kind) \(scene.headerName(section: p.section, sign: glyphs.unicode ? "§" : "#"))"
        default:
            return "\(id.kind) \(p.section).\(p.item)"
        }
    }

    /// The focused cell `a` `x` `m` act on. Without one (nothing focused, or a header…), the
    /// first cell in view is focused first and the returned note says so. Nil (with a message)
    /// when the layout takes no updates or no cell is in view.
    mutating func focusedCellForEditing() -> (path: IndexPath, note: String)? {
        guard collectionView.supportsBatchUpdates else {
            message = (layout.noBatchUpdatesReason, true); return nil
        }
        if let f = focus, f.category == .cell, elementExists(f) { return (f.indexPath, "") }
        guard let cell = tabOrder().first(where: { $0.category == .cell }) else {
            message = ("no cell in view to focus (scroll to one)", false); return nil
        }
        focus = cell
        return (cell.indexPath, "no cell focused: focused \(focusName(cell)); ")
    }

    // MARK: Batch updates

    /// `a`: inserts a copy of the focused item (same size, same label) right after it; the new
    /// item takes the focus.
    mutating func insertAfterFocusedItem() {
        guard let (f, note) = focusedCellForEditing() else { return }
        let p = IndexPath(item: f.item + 1, section: f.section)
        edit(.insertItems([p]), copying: f, note: note) { _, _ in Self.cellID(p) }
    }

    /// `x`: deletes the focused item; the focus goes to the item that takes its place, else the
    /// one before it, else nowhere.
    mutating func deleteFocusedItem() {
        guard let (f, note) = focusedCellForEditing() else { return }
        edit(.deleteItems([f]), copying: nil, note: note) { _, model in model.nearestCell(to: f) }
    }

    /// `m`: the next key is a direction (`j` `l` ↓ → forward, `k` `h` ↑ ← back).
    mutating func beginMove() {
        guard let (f, note) = focusedCellForEditing() else { return }
        pendingMove = true
        message = ("\(note)move cell \(f.section).\(f.item): j/l forward, k/h back", false)
    }

    /// The move after `m`: one place forward or back, into the next / previous section at an
    /// edge (`BatchUpdate.movingItem`); the focus follows the item.
    mutating func moveFocusedItem(by step: Int) {
        guard let f = focus, f.category == .cell,
              let batch = BatchUpdate.movingItem(at: f.indexPath, by: step, in: layout) else {
            message = ("cannot move \(step > 0 ? "further forward" : "further back")", false); return
        }
        edit(batch, copying: nil, note: "") { mapping, _ in mapping.newElementID(forOld: f) }
    }

    /// `u`: undoes the last batch update, animated; the items get back the identities and labels
    /// they had before it, and the focus follows its element back.
    mutating func undoLastChange() {
        guard collectionView.supportsBatchUpdates else {
            message = (layout.noBatchUpdatesReason, true); return
        }
        guard let step = history.popDone() else { message = ("nothing to undo", false); return }
        do {
            guard let done = try collectionView.undoBatchUpdateAnimated(step.undo, durationMs: Self.updateAnimationMs) else {
                history.push(step)
                message = ("nothing to undo", false); return
            }
            animations.start(done.transition)
            scene.labelState = step.note.labels
            history.didUndo(step)
            if let f = focus { focus = done.record.mapping.newElementID(forOld: f) ?? nearestCell(to: f.indexPath) }
            message = ("undid: \(Self.describe(done.record.batch))  \(historyDepth)", false)
        } catch {
            history.push(step)
            message = ("\(error)", true)
        }
    }

    /// `U` / `C-r`: does again the batch last undone (same batch, same copied item), animated;
    /// the items get back the identities and labels they had.
    mutating func redoLastUndo() {
        guard let edit = history.popUndone() else { message = ("nothing to redo", false); return }
        let old = focus
        // The same batch on the same data: relabelling gives the items the identities and
        // labels they had before `u`.
        guard let step = perform(edit.batch, copying: edit.source, note: "redid: ", serial: edit.note.serial, newFocus: { mapping, _ in
            old.flatMap { mapping.newElementID(forOld: $0) } ?? edit.batch.focusAfter(mapping)
        }) else { history.restoreUndone(edit); return }
        history.push(step)
        message = ("redid: \(Self.describe(edit.batch))  \(historyDepth)", false)
    }

    /// The undo / redo depth, as the status and messages show it: `undo 2 redo 1`.
    public var historyDepth: String { "undo \(history.done.count) redo \(history.undone.count)" }

    /// True when the data differs from the file as loaded or last saved.
    public var hasUnsavedChanges: Bool { (history.done.last?.note.serial ?? 0) != savedSerial }

    /// A new edit (`a` `x` `m`): run, then kept in the history under the next serial.
    private mutating func edit(_ batch: BatchUpdate, copying source: IndexPath?, note: String,
                               newFocus: (UpdateMapping, ViewerModel) -> ElementID?) {
        guard let step = perform(batch, copying: source, note: note, serial: nextEditSerial, newFocus: newFocus) else { return }
        nextEditSerial += 1
        history.record(step)
    }

    /// Runs one animated batch; `newFocus` picks the focus from the batch's mapping. Returns the
    /// history step (`serial`, the labels from before it, the way back); an invalid batch
    /// changes nothing and shows why.
    private mutating func perform(_ batch: BatchUpdate, copying source: IndexPath?, note: String, serial: Int,
                                  newFocus: (UpdateMapping, ViewerModel) -> ElementID?) -> EditHistory<ViewerEdit>.Step? {
        effects.append(.tuneMemory)   // edits give their freed arrays back from now on
        do {
            guard let done = try collectionView.performAnimatedBatchUpdates(batch, copying: source, durationMs: Self.updateAnimationMs),
                  let undo = done.record.undo else {
                message = (layout.noBatchUpdatesReason, true); return nil
            }
            animations.start(done.transition)
            let before = scene.labelState
            scene.relabel(after: done.record.mapping, copying: source)
            warnedAbout = nil
            focus = newFocus(done.record.mapping, self)
            message = ("\(note)\(Self.describe(done.record.batch))  (u undoes)", false)
            return EditHistory.Step(batch: batch, source: source, undo: undo, note: ViewerEdit(serial: serial, labels: before))
        } catch {
            message = ("\(error)", true)
            return nil
        }
    }

    /// How many edits can be undone.
    static let historyLimit = 32

    static func describe(_ batch: BatchUpdate) -> String { batch.items.map(\.description).joined(separator: ", ") }

    /// The cell at `p` if there is one, else the one before it in its section, else none.
    func nearestCell(to p: IndexPath) -> ElementID? {

        guard p.section >= 0, p.section < layout.numberOfSections else { return nil }
        let n = layout.numberOfItems(inSection: p.section)
        guard n > 0 else { return nil }
        return Self.cellID(IndexPath(item: Swift.min(Swift.max(p.item, 0), n - 1), section: p.section))
    }

    static func cellID(_ p: IndexPath) -> ElementID { ElementID(category: .cell, kind: ElementKind.cell, indexPath: p) }

    // MARK: Flings

    /// `J` (+1) / `K` (-1): a flick at `flingSpeed` along the scroll axis. It decelerates like
    /// UIScrollView and stops where the layout's `targetContentOffset(proposed:velocity:)` says
    /// (the fixture's `layout.snap`), clamped into the scrollable range.
    mutating func fling(_ sign: Int) {
        let cv = collectionView, d = direction, physics = cv.scrollPhysics
        let velocity = Point(s: Double(sign) * Self.flingSpeed, f: 0, d)
        let fling: Fling
        if physics.isPagingEnabled {
            // Paging: the next page in the fling's direction (UIScrollView's isPagingEnabled).
            let s = ScrollPhysics.pageTarget(offset: cv.contentOffset.s(d), page: cv.bounds.lenS(d), forward: sign > 0,
                                             lower: cv.minimumContentOffset.s(d), upper: cv.maximumContentOffset.s(d))
            fling = Fling(start: cv.contentOffset, velocity: velocity, decelerationRate: physics.decelerationRate) { _, _ in
                Point(s: s, f: cv.contentOffset.f(d), d)
            }
        } else {
            fling = Fling(start: cv.contentOffset, velocity: velocity, layout: layout, decelerationRate: physics.decelerationRate,
                          minOffset: cv.minimumContentOffset, maxOffset: cv.maximumContentOffset)
        }
        animations.start(fling)
        let snap = (layout as? any UpdatableLayout)?.snapMode ?? .none
        message = ("fling to \(fmt(fling.target.x)),\(fmt(fling.target.y))\(snap == .none ? "" : " (snap \(snap.rawValue))")", false)
    }
}
