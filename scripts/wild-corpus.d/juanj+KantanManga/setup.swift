import UIKit
import LatticeCLI

/// Each manga's height is the fixture item's height.
final class MangaHeights: NSObject, LibraryCollectionViewLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForMangaAtIndexPath indexPath: IndexPath) -> CGFloat {
        MainActor.assumeIsolated {
            (collectionView.delegate as? LatticeFixtureDelegate)?.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath).height ?? 0
        }
    }
}
@MainActor let mangaHeights = MangaHeights()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = LibraryCollectionViewLayout()
        layout.delegate = mangaHeights
        return layout
    },
]
