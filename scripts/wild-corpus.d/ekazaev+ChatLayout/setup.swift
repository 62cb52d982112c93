import UIKit
import LatticeCLI

// ChatLayout asks collectionView.delegate-independent ChatLayoutDelegate methods, all with
// defaults; item sizes come from its own settings (estimated) when no delegate answers.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = CollectionViewChatLayout()
        layout.settings.estimatedItemSize = CGSize(width: 300, height: 60)
        return layout
    },
]
