import LatticeCLI
import WaterfallLayout

// `waterfall` is lattice with one more layout type: `layout: {type: waterfall, columns: 3}`.
LatticeCLI.main(layouts: [
    "waterfall": { options in
        let layout = WaterfallLayout(numberOfColumns: try options.integer("columns", default: 2, min: 1, max: 12),
                                     columnSpacing: try options.number("columnSpacing", default: 8, min: 0))
        layout.stickyHeaders = try options.bool("stickyHeaders", default: true)
        return layout
    },
])
