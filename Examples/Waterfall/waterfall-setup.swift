import UIKit
import LatticeCLI

// Route 1: Fixtures/pins-sources.yaml names iOS/ and this file; lattice ports and builds them.
// The same factory as Sources/waterfall/main.swift (route 2).
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "waterfall": { options in
        let layout = WaterfallLayout(numberOfColumns: try options.integer("columns", default: 2, min: 1, max: 12),
                                     columnSpacing: try options.number("columnSpacing", default: 8, min: 0))
        layout.stickyHeaders = try options.bool("stickyHeaders", default: true)
        return layout
    },
]
