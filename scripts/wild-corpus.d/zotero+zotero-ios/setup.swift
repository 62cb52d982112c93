import UIKit
import LatticeCLI

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in TagsFlowLayout(maxWidth: 300, minimumInteritemSpacing: 8, minimumLineSpacing: 8, sectionInset: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) },
]
