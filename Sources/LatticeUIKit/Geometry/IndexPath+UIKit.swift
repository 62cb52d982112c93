import Foundation

/// UIKit's additions to Foundation's `IndexPath` (`NSIndexPath (UICollectionViewAdditions)`),
/// which Linux Foundation lacks: an index path of exactly two indices, section then item.
extension IndexPath {
    /// `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        // Appending keeps Foundation's inline two-index storage: no array is allocated.
        self.init()
        append(section)
        append(item)
    }
    /// `IndexPath(row:section:)`, the table view spelling.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
