import LatticeLayout
import ShelfLayout
import Testing

/// What LatticeLayout gives a layout of a program's own, used from outside lattice's package:
/// the bounds change as `UICollectionView` makes it, and the warning summary a status line reads.
@Suite struct EngineContractTests {
    /// Fixtures/shelf.yaml's items (worked out there): spacing 4; 20 x 50 at x 0; 10 x 40 with a
    /// gap of 6 twice, at 30 and 50; in a second section 30 x 30 at 64. Content 94 x 50.
    func shelf() -> ShelfLayout {
        let spaced = ShelfLayout.Item(size: Size(width: 10, height: 40), gap: 6)
        let layout = ShelfLayout(sections: [[ShelfLayout.Item(size: Size(width: 20, height: 50)), spaced, spaced],
                                            [ShelfLayout.Item(size: Size(width: 30, height: 30))]],
                                 spacing: 4, collectionView: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 40, height: 50)))
        layout.prepare()
        return layout
    }

    @Test func aBoundsChangeMovesTheBoundsAndAsksTheLayoutFirst() {
        let layout = shelf()
        #expect(layout.contentSize == Size(width: 94, height: 50))
        // The shelf never asks to be invalidated by a bounds change: only the bounds move.
        #expect(layout.applyBoundsChange(to: Rect(x: 45, y: 0, width: 40, height: 50)) == nil)
        #expect(layout.collectionView.bounds == Rect(x: 45, y: 0, width: 40, height: 50))
        // 0.2 (x 50...60) and 1.0 (x 64...94) meet 45...85; 0.1 (30...40) does not.
        #expect(layout.attributes(in: layout.collectionView.bounds).map(\.indexPath.description).sorted() == ["0.2", "1.0"])
        #expect(layout.applyBoundsChange(to: Rect(x: 0, y: 0, width: 40, height: 50),
                                        contentInset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5)) == nil)
        #expect(layout.collectionView.contentInset == EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
    }

    @Test func aLayoutWithoutWarningsSummarisesNone() {
        let layout = shelf()
        #expect(layout.warningCount == 0)
        #expect(layout.firstWarning == nil)
    }
}
