import LatticeUIKit

/// The layouts of an app in the style of Apple's "Implementing Modern Collection Views": each
/// is built the way that sample builds it (items in groups in sections, a section provider where
/// sections differ), and would compile against UIKit with `import UIKit` instead.
@MainActor
public enum ModernLayouts {
    /// Element kinds, as an app declares them.
    @MainActor public enum ElementKind {
        public static let sectionHeader = UICollectionView.elementKindSectionHeader
        public static let sectionFooter = UICollectionView.elementKindSectionFooter
        public static let background = "section-background-element-kind"
    }

    /// Every example by the name the fixtures use (`layout: {type: modern, example: NAME}`).
    public static let names = ["list", "grid", "two-column", "nested-groups", "orthogonal-sections",
                               "pinned-headers", "section-background", "adaptive-sections", "horizontal"]

    public static func layout(named name: String) -> UICollectionViewLayout {
        switch name {
        case "grid": return gridLayout()
        case "two-column": return twoColumnLayout()
        case "nested-groups": return nestedGroupsLayout()
        case "orthogonal-sections": return orthogonalSectionsLayout()
        case "pinned-headers": return pinnedHeadersLayout()
        case "section-background": return sectionBackgroundLayout()
        case "adaptive-sections": return adaptiveSectionsLayout()
        case "horizontal": return horizontalLayout()
        default: return listLayout()
        }
    }

    /// One full-width row per item, 44 points tall, the cell inset by 5.
    public static func listLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Five square cells per row.
    public static func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// Two equal columns, 10 points apart, in a section inset by 10.
    public static func twoColumnLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = columns(groupSize, item, 2)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A big leading cell beside a column of two, 40% of the container tall.
    public static func nestedGroupsLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: bigAndColumn(width: .fractionalWidth(1.0))))
    }

    /// Sections that scroll sideways, each under a header; the second pages by group and the
    /// third centres its groups.
    public static func orthogonalSectionsLayout() -> UICollectionViewLayout {
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [.continuous, .groupPaging, .groupPagingCentered]
        return UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section = NSCollectionLayoutSection(group: bigAndColumn(width: .fractionalWidth(0.85)))
            section.orthogonalScrollingBehavior = behaviors[sectionIndex % behaviors.count]
            section.boundarySupplementaryItems = [header(height: .absolute(30))]
            return section
        }
    }

    /// Headers and footers that stay in view while their section is, above the cells.
    public static func pinnedHeadersLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let header = header(height: .estimated(44))
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        footer.zIndex = 2
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Each section on a background inset by 5 from a section inset by 10.
    public static func sectionBackgroundLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: ElementKind.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// A section provider that gives each section its own number of columns: 1, 3, then 5.
    public static func adaptiveSectionsLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let columnCount = [1, 3, 5][sectionIndex % 3]
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight: NSCollectionLayoutDimension = columnCount == 1 ? .absolute(44) : .fractionalWidth(1.0 / CGFloat(columnCount))
            let group = columns(NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight), item, columnCount)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
    }

    /// Scrolling along x: columns of three (then two) cells, a leading header on the first section.
    public static func horizontalLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, _ in
            let rows = sectionIndex == 0 ? 3 : 2
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0 / CGFloat(rows))))
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(sectionIndex == 0 ? 100 : 150), heightDimension: .fractionalHeight(1.0)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if sectionIndex == 0 {
                section.interGroupSpacing = 10
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1.0)),
                    elementKind: ElementKind.sectionHeader, alignment: .leading)]
            }
            return section
        }, configuration: configuration)
    }

    // MARK: Pieces

    /// A full-width section header of the given height.
    static func header(height: NSCollectionLayoutDimension) -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: height),
            elementKind: ElementKind.sectionHeader, alignment: .top)
    }

    /// A group of `count` equal columns, with `subitem:count:` as the sample writes it (UIKit
    /// deprecates it in iOS 16, so this line warns, as it does in an app).
    static func columns(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem, _ count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: count)
    }

    /// A leading cell 70% wide beside a column of two, the group `width` wide and 40% of the
    /// container tall.
    static func bigAndColumn(width: NSCollectionLayoutDimension) -> NSCollectionLayoutGroup {
        let leadingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                    heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                     heightDimension: .fractionalHeight(0.5)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitems: [trailingItem])
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
    }
}
