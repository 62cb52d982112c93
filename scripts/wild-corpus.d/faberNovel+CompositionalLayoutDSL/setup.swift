import UIKit
import LatticeCLI

// A two-column grid of 100-point-high items with 8-point spacing, written in the DSL.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        LayoutBuilder {
            Section {
                HGroup {
                    Item(width: .fractionalWidth(0.5), height: .absolute(100))
                }
                .interItemSpacing(.fixed(8))
            }
            .interGroupSpacing(8)
            .contentInsets(value: 8)
        }
    },
]
