import LatticeLayout
import LatticeViewer

/// `diff` of two captures (the app before and after a fix): besides the frames at the offset
/// compared, each element that moves with the offset on either side (a track, a pinned header)
/// is compared along the whole scroll, and reported with the first offset where its frames
/// differ (`TrackDifference`). Done when at least one side has tracks (a capture, perhaps
/// against the fixture that should reproduce it); two fixtures without tracks compare as before.
extension DiffSide {
    /// One element's frame as a function of the offset, and where that function breaks.
    struct Moving {
        var element: LayoutAttributes
        var breaks: [Double]
        var frame: (Double) -> Rect
    }

    /// The side is a capture with tracks.
    var hasTracks: Bool { (session.collectionView.layout as? SnapshotLayout).map { !$0.tracks.isEmpty } ?? false }

    /// The elements of this side's layout that move with the offset, by `LayoutDiff`'s name:
    /// a snapshot's tracks as captured (every coordinate), another layout's `offsetMotions()`.
    func movingElements() -> [String: Moving] {
        var result: [String: Moving] = [:]
        let layout = session.collectionView.layout
        if let snapshot = layout as? SnapshotLayout {
            for (p, track) in snapshot.tracks {
                let e = snapshot.elements[p].attributes
                result[LayoutDiff.name(of: e)] = Moving(element: e, breaks: track.offsets, frame: track.frame(atOffset:))
            }
        } else if let viewer = layout as? ViewerLayout {
            for m in viewer.offsetMotions() {
                let e = LayoutAttributes(category: m.category, kind: m.kind, indexPath: m.indexPath, frame: m.restingFrame)
                result[LayoutDiff.name(of: e)] = Moving(element: e, breaks: m.breaks) { m.frame(atOffset: $0) ?? m.restingFrame }
            }
        }
        return result
    }

    /// The frame of the element named `name` at every offset: its motion, else its frame now.
    func frameFunction(_ name: String, moving: [String: Moving], frames: [String: LayoutAttributes]) -> ((Double) -> Rect)? {
        if let m = moving[name] { return m.frame }
        guard let a = frames[name] else { return nil }
        return { _ in a.frame }
    }
}

extension DiffCommand {
    /// The elements in `rect` on both sides whose motion along the scroll differs, by name.
    static func trackDifferences(_ old: DiffSide, _ new: DiffSide, in rect: Rect) -> [TrackDifference] {
        guard old.hasTracks || new.hasTracks else { return [] }
        let a = old.movingElements(), b = new.movingElements()
        func byName(_ side: DiffSide) -> [String: LayoutAttributes] {
            Dictionary(side.session.collectionView.layout.attributes(in: rect).map { (LayoutDiff.name(of: $0), $0) }) { first, _ in first }
        }
        let framesA = byName(old), framesB = byName(new)
        var found: [TrackDifference] = []
        for name in Set(a.keys).union(b.keys).sorted() {
            guard let f = old.frameFunction(name, moving: a, frames: framesA),
                  let g = new.frameFunction(name, moving: b, frames: framesB) else { continue }
            let breaks = (a[name]?.breaks ?? []) + (b[name]?.breaks ?? [])
            if let d = TrackDifference.firstDifference(breaks: breaks, old: f, new: g) {
                found.append(TrackDifference(element: (b[name] ?? a[name])!.element, offset: d.offset, old: d.old, new: d.new))
            }
        }
        return found
    }
}
