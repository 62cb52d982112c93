import Foundation
import LatticeUIKit
import Testing

/// `UICollectionViewTransitionLayout` and interactive transitions: the elements at the progress
/// between the two layouts' attributes, and the collection view's layout at each step. Frames
/// worked by hand from the two fixed layouts below.
@MainActor
@Suite struct TransitionLayoutTests {
    /// One frame per item, given.
    final class Fixed: UICollectionViewLayout {
        let frames: [CGRect]
        let size: CGSize
        init(_ frames: [CGRect], size: CGSize) { self.frames = frames; self.size = size; super.init() }
        required init?(coder: NSCoder) { nil }
        override var collectionViewContentSize: CGSize { size }
        func cell(_ i: Int) -> UICollectionViewLayoutAttributes {
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = frames[i]
            return a
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<frames.count).map { cell($0) }.filter { !$0.frame.intersection(rect).isEmpty }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { cell(indexPath.item) }
    }
    // Item 0 goes from (0, 0, 100, 50) to (100, 100, 200, 150); item 1 from (0, 50, 100, 50) to
    // (0, 400, 100, 100), outside a 375 x 300 rectangle at the end.
    func layouts() -> (Fixed, Fixed) {
        (Fixed([CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 0, y: 50, width: 100, height: 50)], size: CGSize(width: 375, height: 100)),
         Fixed([CGRect(x: 100, y: 100, width: 200, height: 150), CGRect(x: 0, y: 400, width: 100, height: 100)], size: CGSize(width: 375, height: 500)))
    }

    @Test func theElementsAreAtTheProgressBetweenTheTwoLayouts() {
        let (from, to) = layouts()
        let transition = UICollectionViewTransitionLayout(currentLayout: from, nextLayout: to)
        transition.transitionProgress = 0.5
        // Centres (50, 25) → (200, 175): (125, 100); sizes 100 x 50 → 200 x 150: 150 x 100.
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 50, y: 50, width: 150, height: 100))
        // Centres (50, 75) → (50, 450): (50, 262.5); size 100 x 75.
        #expect(transition.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 225, width: 100, height: 75))
        #expect(transition.collectionViewContentSize == CGSize(width: 375, height: 300))   // 100 → 500
        // Item 1 is in the rectangle through the current layout and found in the next by index path.
        let found = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 300)) ?? []
        #expect(found.map(\.indexPath.item).sorted() == [0, 1])
        #expect(found.first { $0.indexPath.item == 1 }?.frame == CGRect(x: 0, y: 225, width: 100, height: 75))
        transition.updateValue(0.25, forAnimatedKey: "fade")
        #expect(transition.value(forAnimatedKey: "fade") == 0.25)
        #expect(transition.value(forAnimatedKey: "other") == 0)
    }

    @Test func anInteractiveTransitionFinishesOnTheNextLayoutOrCancelsBack() {
        let (from, to) = layouts()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: from)
        let ds = Counts(2)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        var ends: [[Bool]] = []
        let transition = cv.startInteractiveTransition(to: to) { completed, finished in ends.append([completed, finished]) }
        #expect(cv.collectionViewLayout === transition)
        #expect(transition.currentLayout === from && transition.nextLayout === to)
        transition.transitionProgress = 1
        cv.layoutIfNeeded()
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 100, y: 100, width: 200, height: 150))
        cv.finishInteractiveTransition()
        #expect(cv.collectionViewLayout === to)
        #expect(ends == [[true, true]])
        cv.startInteractiveTransition(to: from) { completed, finished in ends.append([completed, finished]) }
        cv.cancelInteractiveTransition()
        #expect(cv.collectionViewLayout === to)
        #expect(ends == [[true, true], [true, false]])
        cv.finishInteractiveTransition()                                     // none under way: nothing
        #expect(ends.count == 2)
    }

    @Test func theDelegateGivesTheTransitionLayout() {
        final class Mine: UICollectionViewTransitionLayout {}
        final class Delegate: NSObject, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                                newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
                Mine(currentLayout: fromLayout, nextLayout: toLayout)
            }
        }
        let (from, to) = layouts()
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 300), collectionViewLayout: from)
        let delegate = Delegate()
        cv.delegate = delegate
        #expect(cv.startInteractiveTransition(to: to) is Mine)
    }
}
