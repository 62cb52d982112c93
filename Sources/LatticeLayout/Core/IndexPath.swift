/// A section and an item (Foundation's `IndexPath` as UICollectionView uses it). For a
/// supplementary view the item is 0 unless the layout says otherwise.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int
    public init(item: Int, section: Int) { self.section = section; self.item = item }
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.item < b.item
    }
    public var description: String { "\(section).\(item)" }
}
