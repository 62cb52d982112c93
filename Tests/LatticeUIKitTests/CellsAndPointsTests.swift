import LatticeUIKit
import Testing

/// What a layout can read back from its collection view about its own cells: which are in view,
/// the cell of an item, the item under a point. `StackLayout` puts cell i at (10, 50·i, 100, 50)
/// in a 375 x 600 view.
@MainActor
@Suite(.serialized) struct CellsAndPointsTests {
    func view(height: CGFloat = 120) -> (UICollectionView, Counts, StackLayout) {
        let layout = StackLayout()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        let ds = Counts(20)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        return (cv, ds, layout)
    }

    @Test func visibleItemsAreThoseWhoseFramesMeetTheBounds() {
        let (cv, ds, _) = view()
        _ = ds
        // Bounds y 0…120: cells 0 (0…50), 1 (50…100), 2 (100…150). Cell 3 starts at 150.
        #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(cv.visibleCells.map(\.frame) == [CGRect(x: 10, y: 0, width: 100, height: 50), CGRect(x: 10, y: 50, width: 100, height: 50),
                                                  CGRect(x: 10, y: 100, width: 100, height: 50)])
        cv.contentOffset = CGPoint(x: 0, y: 100)
        // Bounds y 100…220: cells 2, 3, 4 (200…250); cell 1 ends at 100, touching only.
        #expect(cv.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
    }

    @Test func cellForItemIsPlacedByTheLayoutAndNilOutOfView() {
        let (cv, ds, _) = view()
        _ = ds
        let cell = cv.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.frame == CGRect(x: 10, y: 50, width: 100, height: 50))
        #expect(cell?.center == CGPoint(x: 60, y: 75))
        #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)       // the same cell while in view
        #expect(cell.map { cv.indexPath(for: $0) } == IndexPath(item: 1, section: 0))
        #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)        // y 250…300: out of view
    }

    @Test func indexPathForItemAtAPointIsTheCellCoveringIt() {
        let (cv, ds, _) = view()
        _ = ds
        #expect(cv.indexPathForItem(at: CGPoint(x: 50, y: 75)) == IndexPath(item: 1, section: 0))
        #expect(cv.indexPathForItem(at: CGPoint(x: 50, y: 420)) == IndexPath(item: 8, section: 0))   // 400…450, out of view too
        #expect(cv.indexPathForItem(at: CGPoint(x: 5, y: 75)) == nil)                                // left of x = 10
    }

    @Test func rectanglesThatOnlyTouchDoNotIntersectAsOnDarwin() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!a.intersects(CGRect(x: 10, y: 0, width: 10, height: 10)))     // a shared edge
        #expect(!a.intersects(CGRect(x: 10, y: 10, width: 5, height: 5)))      // a shared corner
        #expect(!a.intersects(CGRect(x: 5, y: 5, width: 0, height: 0)))        // empty
        #expect(!a.intersects(.null))
        #expect(a.intersects(CGRect(x: 9.5, y: 0, width: 10, height: 10)))     // half a point of overlap
        #expect(a.intersects(CGRect(x: 15, y: 5, width: -10, height: 2)))      // standardized: x 5…15
    }

    @Test func aSelectorObserverIsCalledByNameWithTheNotification() {
        final class Observer: NSObject {
            var received: [String] = []
            func changed(_ note: Notification) { received.append(note.name.rawValue) }
        }
        let observer = Observer()
        // The port's form of #selector(changed(_:)) inside Observer.
        let selector = Selector("changed:", perform: { target, argument in _ = (target as? Observer)?.changed(latticeSelectorArgument(argument)) })
        NotificationCenter.default.addObserver(observer, selector: selector, name: UIContentSizeCategory.didChangeNotification, object: nil)
        let before = UIApplication.shared.preferredContentSizeCategory
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge
        UIApplication.shared.preferredContentSizeCategory = .accessibilityLarge     // no change: no notification
        UIApplication.shared.preferredContentSizeCategory = before
        #expect(observer.received == ["UIContentSizeCategoryDidChangeNotification", "UIContentSizeCategoryDidChangeNotification"])
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
    }
}
