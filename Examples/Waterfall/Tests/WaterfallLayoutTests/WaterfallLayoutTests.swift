import LatticeUIKit
import Testing
import WaterfallLayout

/// An app's data as the layout sees it: pictures of given sizes, one optional header height.
@MainActor
final class Pins: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var headerHeight: CGFloat = 0
    init(_ sizes: [[CGSize]]) { self.sizes = sizes }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.section][indexPath.item] }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 0, height: headerHeight) }
}

// Two columns in 320 points with 8 between them: each column is (320 - 8) / 2 = 156 wide, so a
// 100 x 150 picture is 234 high and a 100 x 100 one 156.
@MainActor
@Suite struct WaterfallLayoutTests {
    let tall = CGSize(width: 100, height: 150), square = CGSize(width: 100, height: 100)

    func makeView(_ pins: Pins) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                    collectionViewLayout: WaterfallLayout(numberOfColumns: 2, columnSpacing: 8))
        view.dataSource = pins
        view.delegate = pins
        view.layoutIfNeeded()
        return view
    }

    @Test func eachPinGoesUnderTheShortestColumn() {
        let pins = Pins([[tall, square, square]])
        let view = makeView(pins)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 156, height: 234))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 164, y: 0, width: 156, height: 156))
        // Column 1 ends at 156, column 0 at 234: the third pin goes under the second.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 164, y: 156, width: 156, height: 156))
        #expect(view.contentSize == CGSize(width: 320, height: 312))
    }

    @Test func headersStickWhileTheirSectionIsInView() {
        let pins = Pins([[tall, square, square], [square, square]])
        pins.headerHeight = 30
        let view = makeView(pins)
        let header = { (s: Int) in view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: s))?.frame.minY }
        // Section 0: header 0...30, pins from 30; its columns end at 264 and 342, so it ends at 342.
        #expect(header(0) == 0 && header(1) == 342)
        view.contentOffset = CGPoint(x: 0, y: 100)
        #expect(header(0) == 100, "pinned to the top edge")
        view.contentOffset = CGPoint(x: 0, y: 330)
        #expect(header(0) == 312, "pushed up by the end of its section (342 - 30)")
        #expect(header(1) == 342)
    }

    @Test func anInsertedPinDropsInAndTheOthersMove() {
        let pins = Pins([[tall, square, square]])
        let view = makeView(pins)
        pins.sizes[0].insert(square, at: 0)
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 156, height: 156))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 164, y: 0, width: 156, height: 234))
    }

    @Test func aNewWidthLaysTheColumnsOutAgain() {
        let view = makeView(Pins([[tall]]))
        view.frame = CGRect(x: 0, y: 0, width: 208, height: 480)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 100)
    }
}
