import UIKit
import LatticeCLI

@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in DisplaySwitchLayout(staticCellHeight: 80, nextLayoutStaticCellHeight: 160, layoutState: .list) },
    "grid": { _ in DisplaySwitchLayout(staticCellHeight: 160, nextLayoutStaticCellHeight: 80, layoutState: .grid) },
]
