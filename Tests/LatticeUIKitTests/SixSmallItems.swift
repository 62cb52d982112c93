import LatticeUIKit

/// Six items of 40 x 20 in one section (no insets, no spacing), the data source and flow
/// delegate of the seed-attributes tests: in a 100-point-wide view, IGList sets two on a row (a
/// third would end at 120), so rows start at y 0, 20 and 40.
@MainActor
final class SixSmallItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { CGSize(width: 40, height: 20) }

    /// `layout` in a 100 × 100 collection view of six such items, laid out once; the items are
    /// returned too, for the caller to keep alive (the view holds its data source weakly).
    static func laidOut(_ layout: UICollectionViewLayout) -> (UICollectionView, SixSmallItems) {
        let items = SixSmallItems()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.dataSource = items
        view.delegate = items
        view.layoutIfNeeded()
        return (view, items)
    }

    /// IGList's layout without sticky headers, top inset or stretching.
    static func plainListLayout() -> IGListCollectionViewLayout {
        IGListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
    }
}
