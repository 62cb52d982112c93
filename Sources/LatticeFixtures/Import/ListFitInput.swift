import LatticeLayout

/// The imported elements sorted into what a `list` fixture can say: per section, the item
/// frames by index, the header and the footer (by role: `header`, UIKit's
/// `UICollectionElementKindSectionHeader`, …). Other kinds and decoration views are counted
/// and left out.
struct ListFitInput {
    struct Section {
        /// Item frames by index; nil for an item the paste lacks.
        var items: [Rect?] = []
        var header: Rect?
        var footer: Rect?
        var isEmpty: Bool { items.isEmpty }
    }
    var sections: [Section] = []
    /// Elements that are neither cells nor section headers or footers.
    var ignored = 0

    init(_ elements: [SnapshotElement]) {
        func section(_ s: Int) -> Int {
            if s >= sections.count { sections += Array(repeating: Section(), count: s + 1 - sections.count) }
            return s
        }
        for e in elements {
            let p = e.indexPath
            switch e.category {
            case .cell:
                let s = section(p.section)
                if p.item >= sections[s].items.count {
                    sections[s].items += Array(repeating: nil, count: p.item + 1 - sections[s].items.count)
                }
                sections[s].items[p.item] = e.frame
            case .supplementary where ElementKind.isSectionHeader(e.kind): sections[section(p.section)].header = e.frame
            case .supplementary where ElementKind.isSectionFooter(e.kind): sections[section(p.section)].footer = e.frame
            default: ignored += 1
            }
        }
    }

    /// The cells, headers and footers as a list layout names them, for comparing.
    func expected() -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for (s, section) in sections.enumerated() {
            for (i, f) in section.items.enumerated() {
                if let f { result.append(.cell(IndexPath(item: i, section: s), frame: f)) }
            }
            for (kind, frame) in [(ElementKind.header, section.header), (ElementKind.footer, section.footer)] {
                if let frame { result.append(LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: 0, section: s), frame: frame)) }
            }
        }
        return result
    }

    /// The smallest screen scale (1, 2 or 3) on whose pixel grid every item frame lies; 3 when
    /// none does (the fit is then good to within a pixel).
    func pixelScale() -> Double {
        let values = sections.flatMap { $0.items.compactMap { $0 } }.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        for k in [1.0, 2, 3] where values.allSatisfy({ ($0 * k - ($0 * k).rounded()).magnitude < 1e-6 }) { return k }
        return 3
    }
}
