import UIKit
import LatticeCLI

// The menu layout as Parchment's own layout tests (ParchmentTests/PagingCollectionViewLayoutTests)
// set it up: `items` paging items, item `selected` selected, a size cache of the options, menu
// items of a fixed itemWidth × itemHeight; the indicator and the border visible, 10 points high,
// with no insets or spacing, when the fixture asks for them.
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { options in
        let layout = PagingCollectionViewLayout()
        var pagingOptions = PagingOptions()
        pagingOptions.menuItemSize = .fixed(width: try options.number("itemWidth", default: 100, min: 1),
                                            height: try options.number("itemHeight", default: 50, min: 1))
        if try options.bool("indicator", default: false) {
            pagingOptions.indicatorOptions = .visible(height: 10, zIndex: Int.max, spacing: .zero, insets: .zero)
        }
        if try options.bool("border", default: false) {
            pagingOptions.borderOptions = .visible(height: 10, zIndex: Int.max, insets: .zero)
        }
        layout.options = pagingOptions
        layout.sizeCache = PagingSizeCache(options: pagingOptions)
        let count = try options.integer("items", default: 3, min: 1)
        let selected = try options.integer("selected", default: 0, min: 0, max: count - 1)
        layout.state = .selected(pagingItem: PagingIndexItem(index: selected, title: "\(selected)"))
        layout.visibleItems = PagingItems(items: (0..<count).map { PagingIndexItem(index: $0, title: "\($0)") })
        return layout
    },
]
