import Foundation
import LatticeUIKit
import Testing

/// A `UIScrollView` a program makes itself (a hidden one per section whose offset a layout
/// reads), the delegate property a collection view narrows, a layout swapped on a collection
/// view, and a flow subclass whose `prepare()` skips `super`. Every number worked by hand.
@MainActor
@Suite struct ScrollViewOfOwnTests {
    final class Listener: NSObject, UIScrollViewDelegate {
        var scrolled: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset) }
    }
    final class CollectionListener: NSObject, UICollectionViewDelegate {
        var scrolled = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    }
    /// A scroll view subclass as layout files write them (a tracking view of their own).
    final class Tracking: UIScrollView {
        var trackingFrame = CGRect.zero { didSet { contentSize = trackingFrame.size } }
    }

    @Test func aScrollViewOfOnesOwnKeepsItsOffsetAndSizeAndTellsItsDelegate() {
        let view = Tracking(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let listener = Listener()
        view.delegate = listener
        view.trackingFrame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(view.contentSize == CGSize(width: 300, height: 300))
        view.contentOffset = CGPoint(x: 40, y: 0)
        #expect(view.bounds.origin == CGPoint(x: 40, y: 0))                 // the offset is the bounds origin
        view.contentOffset = CGPoint(x: 40, y: 0)                            // the same offset: no scroll
        view.setContentOffset(CGPoint(x: 60, y: 10), animated: true)
        #expect(listener.scrolled == [CGPoint(x: 40, y: 0), CGPoint(x: 60, y: 10)])
        #expect(view.delegate === listener)
    }

    @Test func scrollRectToVisibleMovesTheLeastAndStaysInTheContent() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentSize = CGSize(width: 300, height: 300)
        view.scrollRectToVisible(CGRect(x: 150, y: 20, width: 40, height: 40), animated: false)
        #expect(view.contentOffset == CGPoint(x: 90, y: 0))                  // right edge 190 − 100; y already shows
        view.scrollRectToVisible(CGRect(x: 0, y: 250, width: 10, height: 10), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 160))                 // left edge 0; bottom 260 − 100
        view.scrollRectToVisible(CGRect(x: 280, y: 0, width: 50, height: 50), animated: false)
        #expect(view.contentOffset == CGPoint(x: 200, y: 0))                 // 330 − 100 = 230, clamped to 300 − 100
    }

    @Test func aCollectionViewsDelegateIsTheScrollViewsDelegateNarrowed() {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 120), collectionViewLayout: StackLayout())
        let ds = Counts(20)
        cv.dataSource = ds
        let listener = CollectionListener()
        let asScrollView: UIScrollView = cv
        asScrollView.delegate = listener                                     // set through the scroll view's property
        #expect(cv.delegate === listener)
        #expect(asScrollView.delegate === listener)
        cv.layoutIfNeeded()
        cv.contentOffset = CGPoint(x: 0, y: 300)
        #expect(listener.scrolled == 1)                                     // a collection view driven directly scrolls its delegate
        asScrollView.delegate = Listener()                                   // not a UICollectionViewDelegate: nil, as documented
        #expect(cv.delegate == nil)
    }

    @Test func anInvalidationContextOverridesWhatItInvalidates() {
        final class Panning: UICollectionViewLayoutInvalidationContext {
            override var invalidateEverything: Bool { false }
        }
        final class Reading: StackLayout {
            var seen: [Bool] = []
            override class var invalidationContextClass: AnyClass { Panning.self }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                seen.append(context.invalidateEverything)
                super.invalidateLayout(with: context)
            }
        }
        let layout = Reading()
        layout.invalidateLayout()                                            // sets invalidateEverything; the subclass says false
        #expect(layout.seen == [false])
    }

    @Test func settingTheLayoutSwapsItAndLaysOutWithTheNewOne() {
        let first = StackLayout(), second = StackLayout()
        second.count = 3
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 120), collectionViewLayout: first)
        let ds = Counts(3)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.contentSize == CGSize(width: 375, height: 1000))          // 20 cells of 50
        cv.collectionViewLayout = second
        #expect(cv.collectionViewLayout === second)
        #expect(second.collectionView === cv)
        #expect(first.collectionView == nil)
        #expect(cv.contentSize == CGSize(width: 375, height: 150))           // 3 cells of 50
    }

    @Test func aFlowSubclassWhosePrepareSkipsSuperStillLaysOut() {
        final class Carousel: UICollectionViewFlowLayout {
            override func prepare() {                                        // no super.prepare(), as some layouts write it
                itemSize = CGSize(width: 100, height: 50)
                minimumLineSpacing = 10
            }
        }
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 200), collectionViewLayout: Carousel())
        let ds = Counts(4)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        // 375 wide holds three 100-point items a line (the flow layout spreads them: gaps of
        // (375 − 300) / 2 = 37.5); the fourth starts the next line at 50 + 10.
        func frame(_ i: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: i, section: 0))?.frame }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(1) == CGRect(x: 137.5, y: 0, width: 100, height: 50))
        #expect(frame(3) == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(cv.contentSize == CGSize(width: 375, height: 110))
    }
}
