import UIKit
import LatticeCLI

/// Two waterfall columns; item sizes are the fixture's (asked of the collection view's delegate).
final class WaterfallColumns: NSObject, WaterfallLayoutDelegate {
    func collectionViewLayout(for section: Int) -> WaterfallLayout.Layout { .waterfall(column: 2, distributionMethod: .balanced) }
    func collectionView(_ collectionView: UICollectionView, layout: WaterfallLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        MainActor.assumeIsolated {
            (collectionView.delegate as? LatticeFixtureDelegate)?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? CGSize(width: 100, height: 100)
        }
    }
}
@MainActor let waterfallColumns = WaterfallColumns()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = WaterfallLayout()
        layout.delegate = waterfallColumns
        return layout
    },
]
