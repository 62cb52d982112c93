import LatticeFixtures
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
        /// Every frame the paste has of the section: its items', its header's and footer's.
        var frames: [Rect] { items.compactMap { $0 } + [header, footer].compactMap { $0 } }
    }
    var sections: [Section] = []
    /// Elements that are neither cells nor section headers or footers.
    var ignored = 0
    /// Cells (the paste's and those it lacks between them), headers and footers: what one
    /// layout of the fit costs, in `FitBudget` units.
    private(set) var elementCount = 0

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
        elementCount = sections.reduce(0) { $0 + $1.items.count + ($1.header == nil ? 0 : 1) + ($1.footer == nil ? 0 : 1) }
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

    /// The smallest screen scale (1, 2 or 3) on whose pixel grid every item frame lies, as far
    /// as six significant digits tell (`onGrid`); 3 when none does (the fit is then good to
    /// within a pixel).
    func pixelScale() -> Double {
        let values = sections.flatMap { $0.items.compactMap { $0 } }.flatMap { [$0.x, $0.y, $0.width, $0.height] }
        for k in [1.0, 2, 3] where values.allSatisfy({ Self.onGrid($0, k) != nil }) { return k }
        return 3
    }

    /// `v` on the grid of 1/`k` point when it lies there as far as UIKit's `%g` (six
    /// significant digits) tells: `33.3333` is 100/3 at scale 3.
    static func onGrid(_ v: Double, _ k: Double) -> Double? {
        let units = (v * k).rounded()
        return (v * k - units).magnitude <= 1e-5 * k * Swift.max(1, v.magnitude) ? units / k : nil
    }

    /// Every frame moved onto the grid of 1/`k` point where it lies there as printed (see
    /// `onGrid`), so that a fitted size is not ceiled up a pixel for a digit UIKit left out.
    mutating func snap(to k: Double) {
        func snap(_ r: Rect) -> Rect {
            func g(_ v: Double) -> Double { Self.onGrid(v, k) ?? v }
            return Rect(x: g(r.x), y: g(r.y), width: g(r.width), height: g(r.height))
        }
        for s in sections.indices {
            sections[s].items = sections[s].items.map { $0.map(snap) }
            sections[s].header = sections[s].header.map(snap)
            sections[s].footer = sections[s].footer.map(snap)
        }
    }
}
