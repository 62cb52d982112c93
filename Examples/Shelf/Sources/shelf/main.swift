import LatticeCLI
import ShelfLayout

// `shelf` is lattice with one more layout type: `layout: {type: shelf, spacing: 4}`.
LatticeCLI.main(types: [ShelfLayoutType()])
