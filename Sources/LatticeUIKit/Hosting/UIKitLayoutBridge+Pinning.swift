import Foundation
package import LatticeLayout

/// A pinned header is a pinned header, whoever pins it: for a hosted layout, a section header
/// that is not where it rests is marked pinned (drawn `▓ ⇱`), as the built-in layouts' sticky
/// headers are (UIKitDifferences §3).
///
/// Attributes an engine-backed class (the seeds' classes, `UICollectionViewFlowLayout`,
/// `UICollectionViewCompositionalLayout`) filled carry the engine's own word on pinning, which
/// is taken as it is. For any other header (made by a user's layout, or moved by a subclass
/// after `super` answered), the frame where it rests is asked of the layout itself, with
/// `layoutAttributesForSupplementaryView(ofKind:at:)` while its collection view's bounds are
/// moved to the content start (offset −adjusted inset) and back. A layout that pins in
/// `layoutAttributesForElements(in:)` only (the usual flow-layout subclass) or that reads
/// `collectionView.contentOffset` as it answers is caught either way; one that keeps pinned
/// frames computed in `prepare()` and answers them unchanged is not.
extension UIKitLayoutBridge {
    /// A header the last query found moved off where it rests.
    package struct PinnedHeader: Hashable, Sendable {
        package var kind: String
        package var indexPath: LatticeLayout.IndexPath
        package var frame: Rect
        package var restingFrame: Rect
    }

    /// A pinned header as a query found it: where it rests is known when the layout was asked.
    struct PinnedHeaderFound {
        var kind: String
        var indexPath: LatticeLayout.IndexPath
        var frame: Rect
        var restingFrame: Rect?
    }

    /// The section headers the last query found pinned, with where they rest: asked of the
    /// layout at the first read after that query for those the engine pinned (only the
    /// inspector and tests read this), then kept until the next query.
    package var pinnedHeaders: [PinnedHeader] {
        let entered = enterHost(); defer { leaveHost(entered) }
        for i in lastPinnedHeaders.indices where lastPinnedHeaders[i].restingFrame == nil {
            let h = lastPinnedHeaders[i]
            lastPinnedHeaders[i].restingFrame = restingFrame(kind: h.kind, at: h.indexPath) ?? h.frame
        }
        return lastPinnedHeaders.map { h in
            PinnedHeader(kind: h.kind, indexPath: h.indexPath, frame: h.frame, restingFrame: h.restingFrame ?? h.frame)
        }
    }

    /// Marks the section headers of `values[start...]` that are not where they rest: those at
    /// `unknownPins` (ascending positions of supplementary views the engine did not describe) by
    /// asking the layout, the others by the engine's `isPinned` (at `enginePinnedHeaders` when
    /// the query already found them).
    func markPinnedHeaders(_ values: inout [LayoutAttributes], from start: Int, unknownPins: [Int], enginePinnedHeaders: [Int]? = nil) {
        lastPinnedHeaders.removeAll(keepingCapacity: true)
        if unknownPins.isEmpty, let enginePinnedHeaders {
            for i in enginePinnedHeaders {
                lastPinnedHeaders.append(PinnedHeaderFound(kind: values[i].kind, indexPath: values[i].indexPath, frame: values[i].frame, restingFrame: nil))
            }
            return
        }
        if unknownPins.isEmpty {
            Self.appendEnginePinnedHeaders(of: values, from: start, to: &lastPinnedHeaders)
            return
        }
        var next = 0
        for i in start..<values.count where values[i].category == .supplementary
            && (values[i].isPinned || !unknownPins.isEmpty) && ElementKind.isSectionHeader(values[i].kind) {
            while next < unknownPins.count, unknownPins[next] < i { next += 1 }
            var resting: Rect?
            if next < unknownPins.count, unknownPins[next] == i {
                guard let r = restingFrame(kind: values[i].kind, at: values[i].indexPath), r != values[i].frame else { continue }
                values[i].isPinned = true
                resting = r
            } else if !values[i].isPinned {
                continue
            }
            lastPinnedHeaders.append(PinnedHeaderFound(kind: values[i].kind, indexPath: values[i].indexPath, frame: values[i].frame,
                                                       restingFrame: resting))
        }
    }

    /// The section headers of `values[start...]` the engine pinned (every query of an
    /// engine-backed class that nothing changed), read in place. Not isolated: its closure
    /// needs no isolation check.
    private nonisolated static func appendEnginePinnedHeaders(of values: [LayoutAttributes], from start: Int,
                                                              to found: inout [PinnedHeaderFound]) {
        values.withUnsafeBufferPointer { v in
            for i in start..<v.count where v[i].isPinned && v[i].category == .supplementary && ElementKind.isSectionHeader(v[i].kind) {
                found.append(PinnedHeaderFound(kind: v[i].kind, indexPath: v[i].indexPath, frame: v[i].frame, restingFrame: nil))
            }
        }
    }

    /// The header's frame with the content at its start, or nil when the layout gives none.
    private func restingFrame(kind: String, at indexPath: LatticeLayout.IndexPath) -> Rect? {
        let saved = collectionView, size = knownContentSize
        let observing = hasKeyValueObservers
        hasKeyValueObservers = false                 // the probe is no scroll: observers are not told
        let inset = saved.contentInset
        collectionView.bounds.origin = Point(x: -inset.left, y: -inset.top)
        let answer = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: Foundation.IndexPath(indexPath))?.visibleEngine
        collectionView = saved
        knownContentSize = size                      // the probe is no layout pass either
        hasKeyValueObservers = observing
        guard let answer else { return nil }
        return mirrorsFrames ? answer.frame.mirrored(within: mirrorWidth) : answer.frame
    }
}
