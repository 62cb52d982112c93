import LatticeLayout
import LatticeUIKit
import Testing

/// A hosted layout lives as long as its host holds it, and no longer: the view, its bridge,
/// data source and layout are freed with it (a reference cycle would keep every layout a
/// viewer session or `lattice bench` ever hosted).
@MainActor
@Suite struct HostingLifetimeTests {
    @Test func aHostedLayoutIsFreedWithItsHost() {
        weak var layout: IGListCollectionViewLayout?
        weak var view: UICollectionView?
        do {
            let made = IGListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            layout = made
            let geometry = CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
            let host = UICollectionView.hosting(made, sections: [HostedSection(items: [Size(width: 40, height: 20)])], geometry: geometry)
            host.prepare()
            #expect(host.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100)).count == 1)
            view = made.collectionView
            #expect(view != nil)
        }
        #expect(layout == nil)
        #expect(view == nil)
    }

    @Test func aDrivenViewKeepsItsLayoutWorking() {
        let layout = IGListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        weak var weakView: UICollectionView?
        do {
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
            weakView = view
            view.layoutIfNeeded()
            #expect(layout.collectionView === view)
        }
        #expect(weakView == nil)
        #expect(layout.collectionView == nil)
    }
}
