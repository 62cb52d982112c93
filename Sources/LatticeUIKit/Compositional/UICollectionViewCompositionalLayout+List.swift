import Foundation

extension UICollectionViewCompositionalLayout {
    /// `list(using:)`: a compositional layout whose every section is
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
