package import LatticeLayout

/// One section as the host knows it: the values a `UICollectionViewDelegateFlowLayout` answers
/// for it (when the host answers from a fixture), its items' sizes and their `data:`. When the
/// collection view is driven by a user's own data source, only the item count matters (sizes
/// stay zero).
package struct HostedSection: UpdatableSection, Sendable, Equatable {
    package var insets: LatticeLayout.EdgeInsets = .zero
    package var lineSpacing: Double = 0
    package var interitemSpacing: Double = 0
    package var header: Size = .zero
    package var footer: Size = .zero
    /// The items' sizes (`sizeForItemAt`), in order.
    package var sizes: [Size]
    /// The items' `data:` (``LatticeFixtureDelegate/itemData(at:)``), in order; empty when no
    /// item has any, so a section without data costs nothing.
    package var data: [LatticeItemData?]
    /// The values the host answers for this section (the fixture gives them); the delegate
    /// leaves the others to the layout's own properties. All of them by default.
    package var answers: Answers = .all
    /// For each item, true when the host leaves its size to the layout (the fixture gave none);
    /// empty when every item has its size.
    package var sizeless: [Bool] = []

    /// The section values a host may answer (`UICollectionViewDelegateFlowLayout`'s methods).
    package typealias Answers = FlowDelegateAnswers

    /// `items` are the sizes; `data`, when not empty, one entry per item.
    package init(insets: LatticeLayout.EdgeInsets = .zero, lineSpacing: Double = 0, interitemSpacing: Double = 0,
                 header: Size = .zero, footer: Size = .zero, items: [Size], data: [LatticeItemData?] = [],
                 answers: Answers = .all, sizeless: [Bool] = []) {
        self.insets = insets; self.lineSpacing = lineSpacing; self.interitemSpacing = interitemSpacing
        self.header = header; self.footer = footer; self.sizes = items
        self.data = data.contains { $0 != nil } ? data : []
        self.answers = answers
        self.sizeless = sizeless.contains(true) ? sizeless : []
    }

    /// True when item `i`'s size is the layout's to give.
    package func leavesSizeToLayout(ofItem i: Int) -> Bool { i >= 0 && i < sizeless.count && sizeless[i] }

    /// A section of `count` items known only by number.
    package static func counted(_ count: Int) -> HostedSection {
        HostedSection(items: Array(repeating: .zero, count: Swift.max(0, count)))
    }

    /// The items as batch updates move them: each size with its data, so an item's data follows
    /// it through inserts, deletes and moves, and an inserted copy has its source's.
    package var items: [HostedItem] {
        get { sizes.indices.map { HostedItem(size: sizes[$0], data: $0 < data.count ? data[$0] : nil, sizeless: leavesSizeToLayout(ofItem: $0)) } }
        set {
            sizes = newValue.map(\.size)
            data = newValue.contains { $0.data != nil } ? newValue.map(\.data) : []
            sizeless = newValue.contains { $0.sizeless } ? newValue.map(\.sizeless) : []
        }
    }

    /// Item `i`'s data, nil when it has none or there is no such item.
    package func data(ofItem i: Int) -> LatticeItemData? { i >= 0 && i < data.count ? data[i] : nil }
}

/// One hosted item: its size (or none: the layout's `itemSize`) and its fixture `data:`.
package struct HostedItem: Sendable, Equatable {
    package var size: Size
    package var data: LatticeItemData?
    package var sizeless = false
    package init(size: Size, data: LatticeItemData? = nil, sizeless: Bool = false) {
        self.size = size; self.data = data; self.sizeless = sizeless
    }
}
