import UIKit
import LatticeCLI

// Epoxy's layout asks its CollectionView for each section's provider; lattice's collection view
// is not one, so this measures the build and an empty run.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in UICollectionViewCompositionalLayout.epoxy },
]
