import LatticeUIKit
import ModernLayouts
import Testing

/// An app's data source: item counts per section.
@MainActor
final class Counts: NSObject, UICollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
}

/// The app's layouts in a 320 × 480 collection view, frames worked out by hand
/// (CompositionalLayoutRules in lattice's documentation).
@MainActor
@Suite struct ModernLayoutsTests {
    func view(_ layout: UICollectionViewLayout, _ counts: [Int]) -> (UICollectionView, Counts) {
        let data = Counts(counts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = data
        view.layoutIfNeeded()
        return (view, data)
    }

    func frame(_ v: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        v.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test func gridRowsHoldFiveSquares() {
        // Squares of 320 / 5 = 64, inset by 2: 60 × 60; item 5 starts row 2 at y 64.
        let (v, data) = view(ModernLayouts.gridLayout(), [94])
        #expect(frame(v, 0) == CGRect(x: 2, y: 2, width: 60, height: 60))
        #expect(frame(v, 4) == CGRect(x: 258, y: 2, width: 60, height: 60))
        #expect(frame(v, 5) == CGRect(x: 2, y: 66, width: 60, height: 60))
        // ceil(94 / 5) = 19 rows of 64.
        #expect(v.contentSize == CGSize(width: 320, height: 19 * 64))
        _ = data
    }

    @Test func twoColumnsShareTheInsetWidth() {
        // 320 − 10 − 10 = 300; (300 − 10) / 2 = 145 per column; rows 44 tall, 10 apart, from y 10.
        let (v, data) = view(ModernLayouts.twoColumnLayout(), [3])
        #expect(frame(v, 0) == CGRect(x: 10, y: 10, width: 145, height: 44))
        #expect(frame(v, 1) == CGRect(x: 165, y: 10, width: 145, height: 44))
        #expect(frame(v, 2) == CGRect(x: 10, y: 64, width: 145, height: 44))
        _ = data
    }

    @Test func theSectionProviderGivesEachSectionItsColumns() {
        // Section 1 has 3 columns in 320 − 40 = 280: 280 / 3 wide and tall, inset by 2. It starts
        // after section 0: 20 + 10 rows of 44 + 20 = 480, then its top inset 20: y 500.
        let (v, data) = view(ModernLayouts.adaptiveSectionsLayout(), [10, 10, 10])
        let side = 280.0 / 3
        #expect(frame(v, 0, 1) == CGRect(x: 22, y: 502, width: side - 4, height: side - 4))
        #expect(frame(v, 1, 1)?.minX == 20 + side + 2)
        _ = data
    }

    @Test func pinnedHeadersStayInViewAboveTheCells() {
        // Section 0: header 44, 12 rows of 44, footer 44: 0…616. At offset 300 its header is at
        // 300, and the footer at 300 + 480 − 44 = 736 is held by its rest 572.
        let (v, data) = view(ModernLayouts.pinnedHeadersLayout(), [12, 12])
        v.contentOffset = CGPoint(x: 0, y: 300)
        let header = v.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 300, width: 320, height: 44) && header?.zIndex == 2)
        let footer = v.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame.minY == 572)
        _ = data
    }
}
