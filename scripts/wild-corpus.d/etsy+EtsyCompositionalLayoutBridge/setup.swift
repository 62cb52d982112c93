import UIKit
import LatticeCLI

// The bridge reads a collection view, a flow layout and its delegate when it builds sections:
// here a collection view of its own (lattice's is not there when the factory runs) whose flow
// layout has 100 × 100 items, every section through flow layout. The data source is written as
// UIKit has it (cellForItemAt is required there); it needs UICollectionViewCell, which lattice
// main does not declare.
final class BridgeChoices: NSObject, EtsyCompositionalLayoutBridgeDelegate, UICollectionViewDataSource {
    func compositionalLayoutBridge(_ bridge: EtsyCompositionalLayoutBridge, shouldUseFlowLayoutFor section: Int) -> Bool { true }
    func compositionalLayoutBridge(_ bridge: EtsyCompositionalLayoutBridge, layoutSectionFor section: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? { nil }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
}
@MainActor let bridgeChoices = BridgeChoices()
@MainActor let bridgeFlow: UICollectionViewFlowLayout = {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 100, height: 100)
    return flow
}()
@MainActor let bridgeView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: bridgeFlow)
@MainActor let bridge = EtsyCompositionalLayoutBridge(collectionView: bridgeView, flowLayout: bridgeFlow, delegate: bridgeChoices,
                                                      dataSource: bridgeChoices, flowLayoutDelegate: nil)
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in bridge.layout() },
]
