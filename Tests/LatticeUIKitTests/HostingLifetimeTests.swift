import Foundation
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
            let host = UICollectionView.hosting(made, sections: [HostedSection(items: [Size(width: 40, height: 20)])], geometry: geometry, screenScale: 2)
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

/// A subclass that changes what `super` answers: moves every element 5 points right and hides
/// item 1.
private final class ShiftingListLayout: IGListCollectionViewLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let found = super.layoutAttributesForElements(in: rect)
        for a in found ?? [] {
            a.frame.origin.x += 5
            if a.indexPath.item == 1 { a.isHidden = true }
        }
        return found
    }
}

@MainActor
@Suite struct HostedQueryTests {
    /// The host sees what the override made of the attributes, not the engine's values.
    @Test func theHostSeesChangesAnOverrideMakes() {
        let layout = ShiftingListLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        let section = HostedSection(items: Array(repeating: Size(width: 40, height: 20), count: 3))
        let host = UICollectionView.hosting(layout, sections: [section], geometry: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)), screenScale: 2)
        host.prepare()
        for _ in 0..<2 {   // the second query refills the objects of the first
            let found = host.attributes(in: Rect(x: 0, y: 0, width: 100, height: 100))
            #expect(found.map { $0.indexPath } == [LatticeLayout.IndexPath(item: 0, section: 0), LatticeLayout.IndexPath(item: 2, section: 0)])
            #expect(found.map { $0.frame } == [Rect(x: 5, y: 0, width: 40, height: 20), Rect(x: 5, y: 20, width: 40, height: 20)])
        }
    }
}

/// Records the item sizes a layout reads through `sizeForItemAt` in `prepare()`.
private final class SizeReadingLayout: UICollectionViewLayout {
    var read: [CGSize] = []
    override func prepare() {
        guard let cv = collectionView, let flow = cv.delegate as? UICollectionViewDelegateFlowLayout else { return }
        read = [(0, 0), (0, 1), (1, 0), (0, 2), (2, 0), (-1, 0), (0, -1)].map { s, i in
            flow.collectionView(cv, layout: self, sizeForItemAt: Foundation.IndexPath(item: i, section: s))
        }
    }
}

@MainActor
@Suite struct HostedDelegateTests {
    /// The hosted delegate answers each item's size, and zero for an item that does not exist.
    @Test func sizesPerItemAndZeroOutOfRange() {
        let layout = SizeReadingLayout()
        let sections = [HostedSection(items: [Size(width: 10, height: 11), Size(width: 12, height: 13)]), HostedSection(items: [Size(width: 14, height: 15)])]
        let host = UICollectionView.hosting(layout, sections: sections, geometry: CollectionViewGeometry(bounds: Rect(x: 0, y: 0, width: 100, height: 100)), screenScale: 2)
        host.prepare()
        #expect(layout.read == [CGSize(width: 10, height: 11), CGSize(width: 12, height: 13), CGSize(width: 14, height: 15),
                                .zero, .zero, .zero, .zero])
    }
}

/// A view's screen scale is its own: `traitOverrides.displayScale` over `UIScreen.main.scale`.
@MainActor
@Suite struct TraitCollectionTests {
    @Test func anOverrideIsThisViewsAloneAndTheScreenIsUntouched() {
        let screen = UIScreen.main.scale
        let a = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewLayout())
        let b = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewLayout())
        a.traitOverrides.displayScale = 3
        #expect(a.traitCollection.displayScale == 3)
        #expect(b.traitCollection.displayScale == screen)   // no override: the screen's
        #expect(UIScreen.main.scale == screen)
    }
}
