import LatticeLayout
import LatticeUIKit

extension BenchWorkload {
    /// The list workload through LatticeUIKit: an `IGListCollectionViewLayout` in a
    /// `UICollectionView` hosted as the command line hosts a fixture (its delegate answers the
    /// same sizes, insets and spacings; a runtime of its own, entered at every call into the
    /// layout), driven through the same engine calls as the built-in
    /// layouts. The facade's cost: UIKit's calls into the layout, the delegate's values in
    /// `prepare` (the item sizes read in one piece from lattice's own delegate) and attributes
    /// objects in queries.
    static func uikitList(sections: Int, items: Int, name: String) -> BenchWorkload {
        let hosted = sectionSizes(sections: sections, items: items, seed: 7).map { sizes in
            HostedSection(insets: LatticeLayout.EdgeInsets(all: 8), lineSpacing: 4, interitemSpacing: 4, header: Size(width: 30, height: 30),
                          items: Array(sizes))
        }
        return BenchWorkload(name: name, layoutName: "IGList/UIKit", sections: sections, itemsPerSection: items) { geometry in
            let layout = IGListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            return UICollectionView.hosting(layout, sections: hosted, geometry: geometry, screenScale: 2, runtime: HostRuntime())
        }
    }

    /// The engine's case a UIKit case is measured against (`uikit-list-1x1M` → `list-1x1M`).
    static func engineCase(of name: String) -> String? {
        name.hasPrefix("uikit-") ? String(name.dropFirst("uikit-".count)) : nil
    }
}
