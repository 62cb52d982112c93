import LatticeLayout

/// Builders for compositional layouts in tests, and the quarter turn that checks every
/// hand-worked vertical example in the horizontal direction too (CompositionalLayoutRules §0.1:
/// a horizontal layout with transposed groups, insets and viewport gives transposed frames).
enum Comp {
    static func size(_ w: CompositionalDimension, _ h: CompositionalDimension) -> CompositionalSize {
        CompositionalSize(widthDimension: w, heightDimension: h)
    }
    static func item(_ w: CompositionalDimension, _ h: CompositionalDimension, insets: Double = 0) -> CompositionalSubitem {
        .item(CompositionalItem(layoutSize: size(w, h), contentInsets: EdgeInsets(all: insets)))
    }

    /// A prepared layout in a viewport, with a content offset.
    static func layout(_ sections: [CompositionalSection], _ options: CompositionalLayoutOptions = CompositionalLayoutOptions(),
                       viewport: Size, offset: Point = Point(x: 0, y: 0), inset: EdgeInsets = .zero) -> CompositionalLayout {
        let l = CompositionalLayout(sections: sections, options: options,
                                    collectionView: CollectionViewGeometry(bounds: Rect(origin: offset, size: viewport), contentInset: inset))
        l.prepare()
        return l
    }

    // MARK: The quarter turn

    static func t(_ r: Rect) -> Rect { Rect(x: r.y, y: r.x, width: r.height, height: r.width) }
    static func t(_ s: Size) -> Size { Size(width: s.height, height: s.width) }
    static func t(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
    static func t(_ i: EdgeInsets) -> EdgeInsets { EdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom) }
    static func t(_ d: CompositionalDimension) -> CompositionalDimension {
        switch d {
        case let .fractionalWidth(f): return .fractionalHeight(f)
        case let .fractionalHeight(f): return .fractionalWidth(f)
        default: return d
        }
    }
    static func t(_ s: CompositionalSize) -> CompositionalSize { size(t(s.heightDimension), t(s.widthDimension)) }
    static func t(_ a: CompositionalAlignment) -> CompositionalAlignment {
        switch a {
        case .top: return .leading
        case .leading: return .top
        case .bottom: return .trailing
        case .trailing: return .bottom
        case .bottomLeading: return .topTrailing
        case .topTrailing: return .bottomLeading
        default: return a
        }
    }
    static func t(_ s: CompositionalSubitem) -> CompositionalSubitem {
        switch s {
        case let .item(i): return .item(CompositionalItem(layoutSize: t(i.layoutSize), contentInsets: t(i.contentInsets)))
        case let .group(g): return .group(t(g))
        }
    }
    static func t(_ g: CompositionalGroup) -> CompositionalGroup {
        CompositionalGroup(axis: g.axis == .horizontal ? .vertical : .horizontal, layoutSize: t(g.layoutSize),
                           subitems: g.subitems.map(t), arrangement: g.arrangement, interItemSpacing: g.interItemSpacing)
    }
    static func t(_ b: CompositionalBoundaryItem) -> CompositionalBoundaryItem {
        var c = b
        c.layoutSize = t(b.layoutSize); c.alignment = t(b.alignment); c.absoluteOffset = t(b.absoluteOffset)
        return c
    }
    static func t(_ s: CompositionalSection) -> CompositionalSection {
        var c = s
        c.group = t(s.group); c.contentInsets = t(s.contentInsets)
        c.boundarySupplementaryItems = s.boundarySupplementaryItems.map(t)
        c.decorationItems = s.decorationItems.map { var d = $0; d.contentInsets = t($0.contentInsets); return d }
        return c
    }
    static func t(_ o: CompositionalLayoutOptions) -> CompositionalLayoutOptions {
        var c = o
        c.scrollDirection = o.scrollDirection.toggled
        c.boundarySupplementaryItems = o.boundarySupplementaryItems.map(t)
        return c
    }

    /// The same layout turned a quarter (the other scroll direction).
    static func turned(_ sections: [CompositionalSection], _ options: CompositionalLayoutOptions, viewport: Size,
                       offset: Point = Point(x: 0, y: 0), inset: EdgeInsets = .zero) -> CompositionalLayout {
        layout(sections.map(t), t(options), viewport: t(viewport), offset: t(offset), inset: t(inset))
    }
}
