import UIKit
import LatticeCLI

// A two-column grid of 100-point-high items, written with the builder.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        CompositionalLayout {
            CompositionalSection {
                CompositionalGroup(.horizontal, width: .fractionalWidth(1), height: .absolute(100)) {
                    CompositionalItem(width: .fractionalWidth(0.5), height: .fractionalHeight(1))
                }
            }
        }.layout
    },
]
