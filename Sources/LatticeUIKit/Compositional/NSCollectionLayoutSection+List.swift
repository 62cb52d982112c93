import Foundation

extension NSCollectionLayoutSection {
    /// `list(using:layoutEnvironment:)`: a list section (``UICollectionLayoutListConfiguration``):
    /// one item per row, full width, an estimated 44 points high; a header and a footer of the
    /// same estimate across the section when the configuration asks for supplementary ones.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let height = UICollectionLayoutListConfiguration.estimatedRowHeight
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(height))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
        let section = NSCollectionLayoutSection(group: row)
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionHeader,
                                                            alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(.init(layoutSize: rowSize, elementKind: UICollectionView.elementKindSectionFooter,
                                                            alignment: .bottom))
        }
        return section
    }
}
