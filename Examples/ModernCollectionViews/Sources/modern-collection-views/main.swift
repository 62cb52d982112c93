import LatticeCLI
import ModernLayouts

// The lattice command line with the app's layouts as `layout: {type: modern, example: NAME}`.
LatticeCLI.main(layouts: [
    "modern": { options in
        ModernLayouts.layout(named: try options.choice("example", default: "list", ModernLayouts.names))
    },
])
