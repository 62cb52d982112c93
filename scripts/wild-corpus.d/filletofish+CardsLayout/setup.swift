import UIKit
import LatticeCLI

// lattice's side of the measurement: the layout as the app creates it.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in CardsCollectionViewLayout() },
]
