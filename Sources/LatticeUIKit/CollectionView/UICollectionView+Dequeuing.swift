import Foundation

/// Dequeuing: a view of the class registered for the identifier, placed by the layout's own
/// attributes for the index path, as the collection view places the view it shows there.
/// lattice keeps no reuse queue, so each call makes a view (`init(frame:)`, which every view
/// class answers); a nib registered gives a view of the base class (no nibs are read). As in
/// UIKit, an identifier nothing was registered for stops the program with UIKit's message.
extension UICollectionView {
    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a cell of the registered class, with the
    /// layout's `layoutAttributesForItem(at:)` applied; `cellForItem(at:)` gives it while the item
    /// is in view.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: Foundation.IndexPath) -> UICollectionViewCell {
        let made = registeredView(identifier, kind: "UICollectionElementKindCell", base: UICollectionViewCell.self)
        let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
        cell.dequeuedIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        cells[indexPath] = cell
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a view of the class
    /// registered for the kind and identifier, with the layout's attributes for it applied.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: Foundation.IndexPath) -> UICollectionReusableView {
        let view = registeredView(elementKind + "/" + identifier, kind: elementKind, base: UICollectionReusableView.self)
        view.dequeuedIdentifier = identifier
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) { view.apply(attributes) }
        return view
    }

    /// A view of the class registered under `key` (the base class for a nib).
    private func registeredView(_ key: String, kind: String, base: UICollectionReusableView.Type) -> UICollectionReusableView {
        guard let registered = registrations[key] else {
            let identifier = key.split(separator: "/").last.map(String.init) ?? key
            fatalError("could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        let type = (registered as? UICollectionReusableView.Type) ?? base
        return type.init(frame: .zero)
    }
}
