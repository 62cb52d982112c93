import UIKit
import LatticeCLI

/// Two columns in every section; the optional methods are left out (the layout's defaults).
final class MosaicColumns: NSObject, SwiftMosaicLayoutDelegate {
    func collectionView(_ collectionView: UICollectionView, layout: SwiftMosaicLayout, numberOfColumnsInSection section: Int) -> Int { 2 }
}
@MainActor let mosaicColumns = MosaicColumns()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = SwiftMosaicLayout()
        layout.delegate = mosaicColumns
        return layout
    },
]
