import UIKit
import LatticeCLI

// The list and grid layouts, and the repository's transition layout half way between them.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in DisplaySwitchLayout(staticCellHeight: 80, nextLayoutStaticCellHeight: 160, layoutState: .list) },
    "grid": { _ in DisplaySwitchLayout(staticCellHeight: 160, nextLayoutStaticCellHeight: 80, layoutState: .grid) },
    "transition": { _ in
        let transition = TransitionLayout(currentLayout: DisplaySwitchLayout(staticCellHeight: 80, nextLayoutStaticCellHeight: 160, layoutState: .list),
                                          nextLayout: DisplaySwitchLayout(staticCellHeight: 160, nextLayoutStaticCellHeight: 80, layoutState: .grid))
        transition.transitionProgress = 0.5
        return transition
    },
]
