import Foundation
import LatticeUIKit
import Testing

/// `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`: the items are where the provider
/// puts them in the group, one section item per frame, and the group repeats down the section.
@MainActor
@Suite struct CustomGroupTests {
    @Test func aCustomGroupPlacesItsItemsAtTheProvidersFramesAndRepeats() throws {
        var widthsSeen: [CGFloat] = []
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200),
                                                                                       heightDimension: .absolute(60))) { environment in
            widthsSeen.append(environment.container.contentSize.width)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 100, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 100, y: 5, width: 50, height: 50), zIndex: 2)]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let ds = Counts(4)
        cv.dataSource = ds
        cv.layoutIfNeeded()
        func frame(_ item: Int) -> CGRect? { cv.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }
        // Two frames a group: items 0 and 1 in the first group (y 0), 2 and 3 in the second (y 60).
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(1) == CGRect(x: 100, y: 5, width: 50, height: 50))
        #expect(frame(2) == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(frame(3) == CGRect(x: 100, y: 65, width: 50, height: 50))
        #expect(cv.contentSize.height == 120)                                   // two groups of 60
        #expect(widthsSeen.first == 375)                                        // the environment: the view's width
    }
}
