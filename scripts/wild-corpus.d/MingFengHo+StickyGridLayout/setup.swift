import UIKit
import LatticeCLI

/// Column widths and row heights from the fixture: column c is as wide as item c of section 0,
/// row r as tall as item 0 of section r (sections are the grid's rows, items its columns).
final class GridSizes: StickyGridLayoutDelegate {
    // Asked by the layout on the main thread, as on iOS.
    @MainActor private func size(_ layout: StickyGridLayout, _ indexPath: IndexPath) -> CGSize? {
        guard let collectionView = layout.collectionView,
              let delegate = collectionView.delegate as? LatticeFixtureDelegate else { return nil }
        return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }
    func stickyGridLayout(_ layout: StickyGridLayout, widthForColumn column: Int) -> CGFloat {
        MainActor.assumeIsolated {
            let fallback = layout.defaultColumnWidth
            return size(layout, IndexPath(item: column, section: 0))?.width ?? fallback
        }
    }
    func stickyGridLayout(_ layout: StickyGridLayout, heightForRow row: Int) -> CGFloat {
        MainActor.assumeIsolated {
            let fallback = layout.defaultRowHeight
            return size(layout, IndexPath(item: 0, section: row))?.height ?? fallback
        }
    }
}
@MainActor let gridSizes = GridSizes()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = StickyGridLayout()
        layout.delegate = gridSizes
        return layout
    },
]
