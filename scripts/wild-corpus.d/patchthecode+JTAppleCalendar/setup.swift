import UIKit
import LatticeCLI

// The layout's delegate is the calendar view itself (a UICollectionView subclass); one is made
// here, with no calendar data source, so this measures the layout's build and an empty run.
@MainActor let monthView = JTACMonthView()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in JTACMonthLayout(withDelegate: monthView) },
]
