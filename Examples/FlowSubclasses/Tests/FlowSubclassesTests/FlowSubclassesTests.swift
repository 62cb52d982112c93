import CarouselFlowLayout
import LatticeUIKit
import LeftAlignedFlowLayout
import StickyHeaderFlowLayout
import Testing

/// Sections of items, with an optional size for each (else the layout's `itemSize`).
@MainActor
final class Items: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sizes: [[CGSize]]
    init(_ sizes: [[CGSize]]) { self.sizes = sizes }
    func numberOfSections(in collectionView: UICollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sizes[section].count }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { sizes[indexPath.section][indexPath.item] }
}

@MainActor
func makeView(_ layout: UICollectionViewLayout, _ items: Items, width: CGFloat, height: CGFloat) -> UICollectionView {
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.dataSource = items
    view.delegate = items
    view.layoutIfNeeded()
    return view
}

@MainActor
func cellFrames(_ view: UICollectionView, in rect: CGRect) -> [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for a in view.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [] where a.representedElementCategory == .cell {
        frames[a.indexPath] = a.frame
    }
    return frames
}

func close(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
}

// Tags 30 high in 300 points, inset 10 left and right, spacing 10: widths 80, 100, 60 fit one row
// (80 + 10 + 100 + 10 + 60 = 260 ≤ 280); 120 does not (260 + 130 > 280) and starts row 2 at
// y = 30 + 10 (the layout's line spacing) = 40. The flow layout would justify row 1 (leftover 20
// over 2 gaps: x = 10, 100, 220); left-aligned it is x = 10, 10 + 80 + 10 = 100, 100 + 100 + 10 = 210.
@MainActor
@Suite struct LeftAlignedTests {
    func view() -> UICollectionView {
        let layout = LeftAlignedFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let sizes = [80, 100, 60, 120, 50].map { CGSize(width: $0, height: 30) }
        return makeView(layout, Items([sizes]), width: 300, height: 200)
    }

    @Test func rowsStartAtTheLeftInset() {
        let frames = cellFrames(view(), in: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 0, width: 80, height: 30))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 100, y: 0, width: 100, height: 30))
        #expect(frames[IndexPath(item: 2, section: 0)] == CGRect(x: 210, y: 0, width: 60, height: 30))
        // Row 2: 120 then 50 (120 + 10 + 50 = 180 ≤ 280): x = 10 and 140.
        #expect(frames[IndexPath(item: 3, section: 0)] == CGRect(x: 10, y: 40, width: 120, height: 30))
        #expect(frames[IndexPath(item: 4, section: 0)] == CGRect(x: 140, y: 40, width: 50, height: 30))
    }

    @Test func aSingleItemIsPlacedThroughItsRow() {
        let v = view()
        #expect(v.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 210, y: 0, width: 60, height: 30))
        #expect(v.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 140, y: 40, width: 50, height: 30))
    }
}

// A 400 x 300 view, items 150 x 150, scrolling horizontally with 40 between columns. prepare()
// sets the insets to (300 − 150) / 2 = 75 top and bottom and (400 − 150) / 2 = 125 left and right,
// so column k starts at x = 125 + 190 k (125, 315, 505, …) and every cell at y = 75. Five cells:
// content width 125 + 5 × 150 + 4 × 40 + 125 = 1160.
@MainActor
@Suite struct CarouselTests {
    func view() -> UICollectionView {
        makeView(CarouselFlowLayout(), Items([Array(repeating: CGSize(width: 150, height: 150), count: 5)]), width: 400, height: 300)
    }

    @Test func theCentredCellIsScaledAroundItsCentre() {
        let v = view()
        #expect(v.contentSize == CGSize(width: 1160, height: 300))
        let all = v.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 400, height: 300)) ?? []
        let cell = { (i: Int) in all.first { $0.indexPath == IndexPath(item: i, section: 0) } }
        // Cell 0's centre (200, 150) is the view's centre: zoom 1 + 0.3 = 1.3, 195 x 195 around it.
        #expect(close(cell(0)?.frame, CGRect(x: 102.5, y: 52.5, width: 195, height: 195)))
        #expect(cell(0)?.alpha == 1)
        // Cell 1's centre is 390, 190 from 200: zoom 1 + 0.3 × (1 − 0.95) = 1.015, 152.25 wide,
        // x = 390 − 76.125 = 313.875, y = 150 − 76.125 = 73.875; alpha 1 − 0.5 × 0.95 = 0.525.
        #expect(close(cell(1)?.frame, CGRect(x: 313.875, y: 73.875, width: 152.25, height: 152.25)))
        #expect(abs((cell(1)?.alpha ?? 0) - 0.525) < 1e-9)
    }

    @Test func scrollingRestsWithACellCentred() {
        let v = view()
        // Proposed x 150: centre 350; cells' centres 200, 390, 580 are −150, 40, 230 away: 390 wins,
        // x = 150 + 40 = 190.
        let target = v.collectionViewLayout.targetContentOffset(forProposedContentOffset: CGPoint(x: 150, y: 0),
                                                                withScrollingVelocity: CGPoint(x: 1, y: 0))
        #expect(target == CGPoint(x: 190, y: 0))
    }

    @Test func scrollingRescalesTheCells() {
        let v = view()
        v.contentOffset = CGPoint(x: 190, y: 0)
        // Now cell 1's centre 390 is the visible centre 190 + 200: 195 x 195 at x = 390 − 97.5.
        let frames = cellFrames(v, in: CGRect(x: 190, y: 0, width: 400, height: 300))
        #expect(close(frames[IndexPath(item: 1, section: 0)], CGRect(x: 292.5, y: 52.5, width: 195, height: 195)))
    }
}

// 320 x 400, items 100 x 100 (spacing 10: 3 a row), header 40, two sections of 6 items.
// Section 0: header 0...40, rows 40...140 and 150...250. Section 1: header 250...290, rows
// 290...390 and 400...500. A header sits at min(max(offset, firstCell.minY − 40), lastCell.maxY − 40).
@MainActor
@Suite struct StickyHeaderTests {
    func view() -> UICollectionView {
        let layout = StickyHeaderFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let square = CGSize(width: 100, height: 100)
        return makeView(layout, Items([Array(repeating: square, count: 6), Array(repeating: square, count: 6)]), width: 320, height: 400)
    }

    func headers(_ v: UICollectionView) -> [Int: CGRect] {
        var found: [Int: CGRect] = [:]
        for a in v.collectionViewLayout.layoutAttributesForElements(in: v.bounds) ?? []
        where a.representedElementKind == UICollectionView.elementKindSectionHeader {
            found[a.indexPath.section] = a.frame
            #expect(a.zIndex == 1024)
        }
        return found
    }

    @Test func headersFollowTheTopUntilTheirSectionEnds() {
        let v = view()
        #expect(headers(v)[0] == CGRect(x: 0, y: 0, width: 320, height: 40))
        v.contentOffset = CGPoint(x: 0, y: 100)
        // max(100, 0) = 100 under min(…, 250 − 40 = 210); section 1: max(100, 250) = 250.
        #expect(headers(v)[0]?.minY == 100 && headers(v)[1]?.minY == 250)
        // At 180 header 0's resting frame (0...40) is out of the rect: it is asked for and moved to 180.
        v.contentOffset = CGPoint(x: 0, y: 180)
        #expect(headers(v)[0]?.minY == 180)
        v.contentOffset = CGPoint(x: 0, y: 230)
        #expect(headers(v)[0]?.minY == 210 && headers(v)[1]?.minY == 250)
        v.contentOffset = CGPoint(x: 0, y: 300)
        #expect(headers(v)[0] == nil && headers(v)[1]?.minY == 300)
    }
}
