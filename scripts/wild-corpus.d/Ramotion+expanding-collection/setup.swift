import UIKit
import LatticeCLI

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in PageCollectionLayout(itemSize: CGSize(width: 240, height: 320)) },
]
