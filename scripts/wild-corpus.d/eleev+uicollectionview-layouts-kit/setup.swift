import UIKit
import LatticeCLI

/// Heights and widths are the fixture items' (asked of the collection view's delegate).
final class ItemMeasures: NSObject, PinterestLayoutDelegate, CircularLayoutDelegate {
    // Asked by the layouts on the main thread, as on iOS.
    private func size(_ collectionView: UICollectionView, _ indexPath: IndexPath) -> CGSize {
        MainActor.assumeIsolated {
            (collectionView.delegate as? LatticeFixtureDelegate)?.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: indexPath) ?? .zero
        }
    }
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat { size(collectionView, indexPath).height }
    func collectionView(_ collectionView: UICollectionView, widthForItemAtIndexPath indexPath: IndexPath) -> CGFloat { size(collectionView, indexPath).width }
}
@MainActor let itemMeasures = ItemMeasures()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = PinterestLayout()
        layout.delegate = itemMeasures
        return layout
    },
    "circular": { _ in
        let layout = CircularLayout()
        layout.delegate = itemMeasures
        return layout
    },
    "instagrid": { _ in InstagridLayout() },
    "safari": { _ in SafariIPhoneCollectionViewLayout() },
    "stack": { _ in StackCollectionViewLayout() },
    "snap": { _ in SnapCollectionFlowLayout() },
]
