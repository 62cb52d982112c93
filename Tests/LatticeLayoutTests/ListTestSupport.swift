import Testing
@testable import LatticeLayout

// Helpers shared by the List*Tests files. Expected values in the tests are worked out by hand
// from ListLayoutRules (each test names the section or example it follows).


/// An item size `[w, h]`.
func S(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

/// A header / footer number n of a fixture: the reference size (n, n) (ListLayoutRules §1).
func ref(_ n: Double) -> Size { Size(width: n, height: n) }

/// Items given as `[w, h]` pairs.
func items(_ pairs: [(Double, Double)]) -> [Size] { pairs.map { Size(width: $0.0, height: $0.1) } }

/// Builds and prepares a list layout, like a fixture with these keys.
func makeList(_ sections: [ListSection], viewport: Size = S(100, 100), options: ListLayoutOptions = .init(),
              contentInset: EdgeInsets = .zero, offset: Point = .zero) -> ListLayout {
    let layout = ListLayout(sections: sections, options: options,
                            collectionView: CollectionViewGeometry(bounds: Rect(origin: offset, size: viewport),
                                                                   contentInset: contentInset))
    layout.prepare()
    return layout
}

extension ListLayout {
    func cell(_ section: Int, _ item: Int) -> Rect? { attributesForItem(at: IndexPath(item: item, section: section))?.frame }
    func header(_ section: Int) -> Rect? {
        attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame
    }
    func footer(_ section: Int) -> Rect? {
        attributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: section))?.frame
    }
    /// Moves the content offset as the simulated collection view would (bounds origin).
    func scroll(to offset: Point) {
        collectionView.bounds.origin = offset
    }
    /// The elements `lattice dump` lists by default: a query for the union of the content rect
    /// and the viewport (CommandLineContract §2).
    var allElements: [LayoutAttributes] {
        let content = Rect(origin: .zero, size: contentSize)
        return attributes(in: content.union(collectionView.bounds))
    }
    /// The IDs of the elements a query returns ("cell cell 0.1"), as sorted strings.
    func ids(in rect: Rect) -> [String] {
        attributes(in: rect).map(\.elementID.description).sorted()
    }
}

// MARK: One rule, both directions (ListLayoutRules §0)

/// Maps a vertical scenario onto its horizontal twin: S is y when vertical and x when horizontal,
/// so every x/y, width/height, top/left and bottom/right swaps (the table of ListLayoutRules §0).
struct Orientation {
    let direction: ScrollDirection
    var isHorizontal: Bool { direction == .horizontal }
    func rect(_ r: Rect) -> Rect { isHorizontal ? R(r.y, r.x, r.height, r.width) : r }
    func size(_ s: Size) -> Size { isHorizontal ? S(s.height, s.width) : s }
    func point(_ p: Point) -> Point { isHorizontal ? Point(x: p.y, y: p.x) : p }
    func insets(_ i: EdgeInsets) -> EdgeInsets {
        isHorizontal ? EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom) : i
    }
    func section(_ s: ListSection) -> ListSection {
        ListSection(insets: insets(s.insets), lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                    headerSize: size(s.headerSize), footerSize: size(s.footerSize), itemSizes: s.itemSizes.map(size))
    }
    /// The layout of the vertical scenario, turned to this orientation.
    func layout(_ sections: [ListSection], viewport: Size = S(100, 100), options: ListLayoutOptions = .init(),
                contentInset: EdgeInsets = .zero, offset: Point = .zero) -> ListLayout {
        var o = options
        o.scrollDirection = direction
        return makeList(sections.map(section), viewport: size(viewport), options: o,
                        contentInset: insets(contentInset), offset: point(offset))
    }
}

/// Both orientations, for `@Test(arguments: bothDirections)`.
let bothDirections: [ScrollDirection] = [.vertical, .horizontal]

/// Frames computed with fractions (pixel rounding) compared to a hand-worked value.
func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}
