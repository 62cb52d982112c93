import UIKit
import LatticeCLI

// The shelf asks collectionView.delegate for item sizes through its own protocol, whose one
// method the fixture's delegate already answers.
extension LatticeFixtureDelegate: CollectionViewDelegateShelfLayout {}
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in CollectionViewShelfLayout() },
]
