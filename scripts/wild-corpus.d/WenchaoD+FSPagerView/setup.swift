import UIKit
import LatticeCLI

// The layout finds its FSPagerView as collectionView.superview?.superview; lattice's collection
// view has none, so this measures the layout on its own.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in FSPagerViewLayout() },
]
