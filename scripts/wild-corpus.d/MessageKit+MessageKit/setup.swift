import UIKit
import LatticeCLI

// The layout expects its collection view to be a MessagesCollectionView with a data source.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in MessagesCollectionViewFlowLayout() },
]
