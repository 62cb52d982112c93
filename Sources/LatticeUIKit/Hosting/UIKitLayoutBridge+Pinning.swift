import Foundation
package import LatticeLayout

/// A pinned header is a pinned header, whoever pins it: for a hosted layout, a section header
/// whose frame differs from its frame at the content start is marked pinned (drawn `▓ ⇱`), as
/// the built-in layouts' sticky headers are (UIKitDifferences §3).
///
/// The frame at the content start is asked of the layout itself, with `layoutAttributesForSupplementaryView(ofKind:at:)`
/// while its collection view's bounds are moved to the content start (offset −adjusted inset) and
/// back. A layout that pins in `layoutAttributesForElements(in:)` only (the usual flow-layout
/// subclass) or that reads `collectionView.contentOffset` as it answers is caught either way; one
/// that keeps pinned frames computed in `prepare()` and answers them unchanged is not.
extension UIKitLayoutBridge {
    /// A header the last query found moved off where it rests.
    package struct PinnedHeader: Hashable, Sendable {
        package var kind: String
        package var indexPath: LatticeLayout.IndexPath
        package var frame: Rect
        package var restingFrame: Rect
    }

    /// Marks the section headers of `values` that are not where they rest.
    func markPinnedHeaders(_ values: inout [LayoutAttributes]) {
        var found: [PinnedHeader] = []
        for i in values.indices where values[i].category == .supplementary && ElementKind.isSectionHeader(values[i].kind) {
            guard let resting = restingFrame(kind: values[i].kind, at: values[i].indexPath), resting != values[i].frame else { continue }
            values[i].isPinned = true
            found.append(PinnedHeader(kind: values[i].kind, indexPath: values[i].indexPath, frame: values[i].frame, restingFrame: resting))
        }
        pinnedHeaders = found
    }

    /// The header's frame with the content at its start, or nil when the layout gives none.
    private func restingFrame(kind: String, at indexPath: LatticeLayout.IndexPath) -> Rect? {
        let saved = collectionView
        let observing = hasKeyValueObservers
        hasKeyValueObservers = false                 // the probe is no scroll: observers are not told
        let inset = saved.contentInset
        collectionView.bounds.origin = Point(x: -inset.left, y: -inset.top)
        let answer = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: Foundation.IndexPath(indexPath))?.visibleEngine
        collectionView = saved
        hasKeyValueObservers = observing
        guard let answer else { return nil }
        return mirrorsFrames ? answer.frame.mirrored(within: Double(layout.collectionViewContentSize.width)) : answer.frame
    }
}
