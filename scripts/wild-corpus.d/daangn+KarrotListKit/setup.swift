import UIKit
import LatticeCLI

/// A row component of a fixed height (the height its view model names).
struct WildRow: Component {
    struct ViewModel: Equatable { let height: CGFloat }
    let viewModel: ViewModel
    var reuseIdentifier: String { "wild-row" }
    var layoutMode: ContentLayoutMode { .fitContainer }
    func renderContent(coordinator: Void) -> UIView { MainActor.assumeIsolated { UIView() } }
    func render(in content: UIView, coordinator: Void) {}
}

@MainActor let sizeStorage = ComponentSizeStorageImpl()

// Every section: ten rows in KarrotListKit's VerticalLayout with 8-point spacing.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        UICollectionViewCompositionalLayout { index, environment in
            let cells = (0..<10).map { Cell(id: $0, component: WildRow(viewModel: .init(height: 60))) }
            return VerticalLayout(spacing: 8).makeSectionLayout()?(
                (section: Section(id: index, cells: cells), index: index, environment: environment, sizeStorage: sizeStorage))
        }
    },
]
