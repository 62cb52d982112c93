import UIKit
import LatticeCLI

/// A week from a fixed Monday: section n is day n; item i runs from 08:00 + 90 min × i for an hour.
final class WeekEvents: NSObject, WeekViewFlowLayoutDelegate {
    let monday = Date(timeIntervalSince1970: 1_767_571_200) // 2026-01-05 00:00 UTC
    func collectionView(_ collectionView: UICollectionView, layout: JZWeekViewFlowLayout, dayForSection section: Int) -> Date {
        monday.addingTimeInterval(Double(section) * 86_400)
    }
    func collectionView(_ collectionView: UICollectionView, layout: JZWeekViewFlowLayout, startTimeForItemAtIndexPath indexPath: IndexPath) -> Date {
        monday.addingTimeInterval(Double(indexPath.section) * 86_400 + 8 * 3_600 + Double(indexPath.item) * 5_400)
    }
    func collectionView(_ collectionView: UICollectionView, layout: JZWeekViewFlowLayout, endTimeForItemAtIndexPath indexPath: IndexPath) -> Date {
        monday.addingTimeInterval(Double(indexPath.section) * 86_400 + 9 * 3_600 + Double(indexPath.item) * 5_400)
    }
    func collectionView(_ collectionView: UICollectionView, layout: JZWeekViewFlowLayout, cellTypeForItemAtIndexPath indexPath: IndexPath) -> String { "event" }
}
@MainActor let weekEvents = WeekEvents()
@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [
    "wild": { _ in
        let layout = JZWeekViewFlowLayout()
        layout.sectionWidth = 100
        layout.delegate = weekEvents
        return layout
    },
]
