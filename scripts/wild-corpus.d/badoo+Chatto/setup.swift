import UIKit
import LatticeCLI

/// The chat's layout model, made as Chatto's own tests make it (createModel from heights and
/// bottom margins): one message per fixture item of section 0, the item's height, its bottom
/// margin the item's `data: {bottomMargin: …}` (0 when it has none).
final class ChatModel: ChatCollectionViewLayoutModelProviderProtocol {
    weak var layout: UICollectionViewLayout?
    // Asked by the layout on the main thread, as on iOS.
    var chatCollectionViewLayoutModel: ChatCollectionViewLayoutModel { MainActor.assumeIsolated { model() } }
    @MainActor private func model() -> ChatCollectionViewLayoutModel {
        guard let layout, let collectionView = layout.collectionView,
              let delegate = collectionView.delegate as? LatticeFixtureDelegate else { return .createEmptyModel() }
        let count = delegate.collectionView(collectionView, numberOfItemsInSection: 0)
        let heights = (0..<count).map { item in
            (height: delegate.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: 0)).height, bottomMargin: CGFloat(delegate.itemData(at: IndexPath(item: item, section: 0)).number("bottomMargin") ?? 0))
        }
        return .createModel(collectionView.bounds.width, itemsLayoutData: heights)
    }
}
@MainActor let chatModel = ChatModel()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = ChatCollectionViewLayout()
        chatModel.layout = layout
        layout.layoutModelProvider = chatModel
        return layout
    },
]
