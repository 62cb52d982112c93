import Foundation
import LatticeUIKit
import Testing

/// List configurations: one full-width column of rows of an estimated 44 points (Apple's design
/// tips' least tap height; lattice keeps estimates), with a header and a footer of the same
/// estimate when the configuration asks. Frames worked by hand for a 320-point-wide view.
@MainActor
@Suite struct ListConfigurationTests {
    func frames(_ layout: UICollectionViewLayout, items: Int) -> (UICollectionView, [CGRect?]) {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let ds = Counts(items)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        _ = ds
        return (cv, (0..<items).map { cv.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame })
    }

    @Test func aListSectionIsOneFullWidthColumnOfEstimatedRows() {
        let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
        }
        let (cv, f) = frames(layout, items: 3)
        #expect(f == [CGRect(x: 0, y: 0, width: 320, height: 44), CGRect(x: 0, y: 44, width: 320, height: 44),
                      CGRect(x: 0, y: 88, width: 320, height: 44)])
        #expect(cv.contentSize == CGSize(width: 320, height: 132))
    }

    @Test func aListWithSupplementaryHeaderAndFooterPutsThemAroundTheRows() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.footerMode = .supplementary
        let (cv, f) = frames(UICollectionViewCompositionalLayout.list(using: config), items: 2)
        let header = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = cv.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(f == [CGRect(x: 0, y: 44, width: 320, height: 44), CGRect(x: 0, y: 88, width: 320, height: 44)])
        #expect(footer?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(cv.contentSize == CGSize(width: 320, height: 176))
    }

    @Test func theSwiftUINamesAndTheSectionsWritablePropertiesAreUIKits() {
        #expect(NSDirectionalEdgeInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(Axis.allCases == [.horizontal, .vertical])
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
        group.supplementaryItems.append(badge)                               // a group's are writable, as in UIKit
        #expect(group.supplementaryItems.map(\.elementKind) == ["badge"])
        #expect(badge.containerAnchor?.edges == [.top, .trailing])
        let section = NSCollectionLayoutSection(group: group)
        let handler: WritableKeyPath<NSCollectionLayoutSection, NSCollectionLayoutSectionVisibleItemsInvalidationHandler?> = \.visibleItemsInvalidationHandler
        var target = section
        target[keyPath: handler] = { _, _, _ in }
        #expect(section.visibleItemsInvalidationHandler != nil)
    }
}
