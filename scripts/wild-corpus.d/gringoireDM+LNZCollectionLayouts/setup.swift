import UIKit
import LatticeCLI

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in LNZSnapToCenterCollectionViewLayout() },
    "infinite": { _ in LNZInfiniteCollectionViewLayout() },
    "carousel": { _ in LNZCarouselCollectionViewLayout() },
    "safari": { _ in LNZSafariLayout() },
]
