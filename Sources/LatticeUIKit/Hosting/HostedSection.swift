package import LatticeLayout

/// One section as the host knows it: the values a `UICollectionViewDelegateFlowLayout` answers
/// for it (when the host answers from a fixture) and its items' sizes. When the collection view
/// is driven by a user's own data source, only the item count matters (sizes stay zero).
package struct HostedSection: UpdatableSection, Sendable, Equatable {
    package var insets: EdgeInsets = .zero
    package var lineSpacing: Double = 0
    package var interitemSpacing: Double = 0
    package var header: Size = .zero
    package var footer: Size = .zero
    /// The items' sizes (`sizeForItemAt`), in order.
    package var items: [Size]

    package init(insets: EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0,
                 header: Size = .zero, footer: Size = .zero, items: [Size]) {
        self.insets = insets; self.lineSpacing = lineSpacing; self.interitemSpacing = interitemSpacing
        self.header = header; self.footer = footer; self.items = items
    }

    /// A section of `count` items known only by number.
    package static func counted(_ count: Int) -> HostedSection {
        HostedSection(items: Array(repeating: .zero, count: Swift.max(0, count)))
    }
}
