import UIKit
import LatticeCLI

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in CarLensCollectionViewLayout() },
]
