import Foundation
import LatticeUIKit
import Testing

/// `scrollToItem(at:at:animated:)`, a settable `contentSize`, and `UIDevice` read from the
/// screen. `StackLayout` puts cell i at (10, 50·i, 100, 50); 20 cells make the content 375 x 1000.
@MainActor
@Suite(.serialized) struct ScrollingAndDeviceTests {
    func view() -> (UICollectionView, Counts) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 120), collectionViewLayout: StackLayout())
        let ds = Counts(20)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        return (cv, ds)
    }

    @Test func scrollToItemPutsTheItemWhereThePositionSaysWithinTheScrollableRange() {
        let (cv, ds) = view()
        _ = ds
        let five = IndexPath(item: 5, section: 0)                          // y 250…300
        cv.scrollToItem(at: five, at: .top, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 250))
        cv.scrollToItem(at: five, at: .centeredVertically, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 215))                   // 275 − 120 / 2
        cv.scrollToItem(at: five, at: .bottom, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 180))                   // 300 − 120
        cv.scrollToItem(at: IndexPath(item: 19, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 880))                   // 950 past the end: 1000 − 120
        cv.scrollToItem(at: five, at: [.left, .top], animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 250))                   // x 10, but the content is no wider than the view
    }

    @Test func scrollToItemReadsTheContentInset() {
        let (cv, ds) = view()
        _ = ds
        cv.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        cv.scrollToItem(at: IndexPath(item: 5, section: 0), at: .top, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: 230))                   // 250 − 20: below the inset
        cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
        #expect(cv.contentOffset == CGPoint(x: 0, y: -20))                   // 50 − 20 − 100 = −70, clamped to −20
    }

    @Test func aContentSizeSetStandsUntilTheNextLayoutPassWhichCallsASubclasssObserver() {
        final class Observing: UICollectionView {
            var seen: [CGSize] = []
            override var contentSize: CGSize { didSet { seen.append(contentSize) } }
        }
        let cv = Observing(frame: CGRect(x: 0, y: 0, width: 375, height: 120), collectionViewLayout: StackLayout())
        let ds = Counts(20)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        #expect(cv.seen.last == CGSize(width: 375, height: 1000))
        cv.contentSize = CGSize(width: 375, height: 2000)
        #expect(cv.contentSize == CGSize(width: 375, height: 2000))
        cv.reloadData()
        #expect(cv.contentSize == CGSize(width: 375, height: 1000))
        #expect(cv.seen.last == CGSize(width: 375, height: 1000))
    }

    @Test func theDeviceFollowsTheScreenAndPostsAnOrientationChangeWhenTheAspectFlips() {
        final class Count: @unchecked Sendable { var posts = 0 }
        let saved = UIScreen.main.bounds
        defer { UIScreen.main.bounds = saved }
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            count.posts += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        #expect(UIDevice.current.orientation == .portrait)
        #expect(UIDevice.current.userInterfaceIdiom == .phone)             // 390 wide: compact
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(count.posts == 1)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 800, height: 400)  // still landscape
        #expect(count.posts == 1)
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 1024, height: 1366)
        #expect(count.posts == 2)
        #expect(UIDevice.current.userInterfaceIdiom == .pad)               // regular both ways
    }
}
