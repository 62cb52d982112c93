import UIKit
import LatticeCLI

/// Tag sizes are the fixture's items of section 0 (asked of the collection view's delegate).
final class TagSizes: NSObject, TagCellLayoutDelegate {
    func tagCellLayoutTagSize(layout: TagCellLayout, atIndex index: Int) -> CGSize {
        MainActor.assumeIsolated {
            guard let collectionView = layout.collectionView else { return .zero }
            return (collectionView.delegate as? LatticeFixtureDelegate)?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: index, section: 0)) ?? .zero
        }
    }
}
@MainActor let tagSizes = TagSizes()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in TagCellLayout(alignment: .left, delegate: tagSizes) },
    "center": { _ in TagCellLayout(alignment: .center, delegate: tagSizes) },
]
