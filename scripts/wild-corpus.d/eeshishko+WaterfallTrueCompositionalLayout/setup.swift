import UIKit
import LatticeCLI

// Two columns; each item's height is the fixture item's, read through the collection view's
// delegate once the layout has a collection view.
@MainActor weak var waterfallLayout: UICollectionViewLayout?
@MainActor func fixtureHeight(_ index: Int) -> CGFloat {
    guard let layout = waterfallLayout, let collectionView = layout.collectionView,
          let delegate = collectionView.delegate as? LatticeFixtureDelegate else { return 100 }
    return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: index, section: 0)).height
}
@MainActor func fixtureCount() -> Int {
    guard let collectionView = waterfallLayout?.collectionView,
          let delegate = collectionView.delegate as? LatticeFixtureDelegate else { return 0 }
    return delegate.collectionView(collectionView, numberOfItemsInSection: 0)
}
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = UICollectionViewCompositionalLayout { section, environment in
            WaterfallTrueCompositionalLayout.makeLayoutSection(
                config: .init(columnCount: 2, interItemSpacing: 8,
                              itemCountProvider: { MainActor.assumeIsolated { fixtureCount() } },
                              itemHeightProvider: { index, _ in MainActor.assumeIsolated { fixtureHeight(index) } }),
                environment: environment, sectionIndex: section)
        }
        waterfallLayout = layout
        return layout
    },
]
