import UIKit
import LatticeCLI

// The layout reads its delegate from collectionView.delegate; every method is optional.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = WaterfallLayout()
        layout.numberOfColumns = 2
        return layout
    },
]
