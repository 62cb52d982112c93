/// The elements of the line layout, made on demand from the stored item frames: grips, tails, line
/// labels (supplementary, LineLayoutRules §2.8), headers and footers, the line
/// (LineLayoutRules §2.4) and the arrows (decorations), and the per-element queries of the
/// UICollectionViewLayout contract.
extension LineLayout {
    // MARK: Frames derived from an item
    // (They take the direction as a parameter so that specialised queries can pass a constant.)

    /// `itemGrip`: a square of `gripSize`, centred on the line at the item's centre along it.
    @inline(__always) func gripFrame(item f: Rect, lineCentreF c: Double, _ d: ScrollDirection) -> Rect {
        let g = metrics.grip
        return Rect(minS: f.minS(d) + f.lenS(d) / 2 - g / 2, lenS: g, minF: c - g / 2, lenF: g, d)
    }

    /// `itemTail`: from the item's inner edge to the near edge of its grip, `tailWidth` thick,
    /// centred on the grip; zero long across when the item reaches its grip.
    @inline(__always) func tailFrame(item f: Rect, side: LinePlacedSide, lineCentreF c: Double, _ d: ScrollDirection) -> Rect {
        let g = metrics.grip, t = metrics.tail
        let minS = f.minS(d) + f.lenS(d) / 2 - t / 2
        if side == .left {
            return Rect(minS: minS, lenS: t, minF: f.maxF(d), lenF: Swift.max(0, c - g / 2 - f.maxF(d)), d)
        } else {
            return Rect(minS: minS, lenS: t, minF: c + g / 2, lenF: Swift.max(0, f.minF(d) - (c + g / 2)), d)
        }
    }

    /// `itemLineLabel`: `lineLabelSize`, centred on the line, its end touching the grip's start.
    @inline(__always) func labelFrame(item f: Rect, lineCentreF c: Double, _ d: ScrollDirection) -> Rect {
        let gripStart = f.minS(d) + f.lenS(d) / 2 - metrics.grip / 2
        return Rect(minS: gripStart - metrics.labelS, lenS: metrics.labelS,
                    minF: c - metrics.labelF / 2, lenF: metrics.labelF, d)
    }

    @inline(__always) func headerFrame(_ g: LineSectionGeometry) -> Rect {
        Rect(minS: g.headerS, lenS: g.headerLen, minF: 0, lenF: contentF, d)
    }

    @inline(__always) func footerFrame(_ g: LineSectionGeometry) -> Rect {
        Rect(minS: g.footerS, lenS: g.footerLen, minF: 0, lenF: contentF, d)
    }

    /// The `line` decoration (LineLayoutRules §2.4): `lineThickness` wide, centred across the box,
    /// from the first item's start to the latest item end.
    @inline(__always) func lineFrame(_ g: LineSectionGeometry) -> Rect {
        Rect(minS: g.firstItemS, lenS: g.lastItemEndS - g.firstItemS,
             minF: g.lineCentreF - metrics.thickness / 2, lenF: metrics.thickness, d)
    }

    // MARK: Attributes

    static let lineZIndex = -1
    static let baseZIndex = 0
    static let gripZIndex = 1
    static let arrowZIndex = 2

    @inline(__always) func supplementary(_ kind: String, _ s: Int, _ i: Int, _ frame: Rect, z: Int) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: kind, indexPath: IndexPath(item: i, section: s), frame: frame, zIndex: z)
    }

    @inline(__always) func decoration(_ kind: String, _ s: Int, _ i: Int, _ frame: Rect, z: Int) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: kind, indexPath: IndexPath(item: i, section: s), frame: frame, zIndex: z)
    }

    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let i = geometry.flatIndex(of: indexPath) else { return nil }
        return .cell(indexPath, frame: itemFrames[i], zIndex: Self.baseZIndex)
    }

    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section
        switch kind {
        case LineElementKind.sectionHeader, LineElementKind.sectionFooter:
            guard geometry.indices.contains(s), indexPath.item == 0 else { return nil }
            let g = geometry[s]
            let header = kind == LineElementKind.sectionHeader
            guard (header ? g.headerLen : g.footerLen) > 0 else { return nil }
            return supplementary(kind, s, 0, header ? headerFrame(g) : footerFrame(g), z: Self.baseZIndex)
        case LineElementKind.itemGrip, LineElementKind.itemTail, LineElementKind.itemLineLabel:
            guard let i = geometry.flatIndex(of: indexPath) else { return nil }
            let flags = itemFlags[i], side = LinePlacedSide(flags: flags)
            guard side != .both else { return nil }
            let f = itemFrames[i], c = geometry[s].lineCentreF
            switch kind {
            case LineElementKind.itemGrip:
                return supplementary(kind, s, indexPath.item, gripFrame(item: f, lineCentreF: c, d), z: Self.gripZIndex)
            case LineElementKind.itemTail:
                return supplementary(kind, s, indexPath.item, tailFrame(item: f, side: side, lineCentreF: c, d), z: Self.baseZIndex)
            default:
                guard flags & LinePlacedSide.labelFlag != 0 else { return nil }
                return supplementary(kind, s, indexPath.item, labelFrame(item: f, lineCentreF: c, d), z: Self.gripZIndex)
            }
        default:
            return nil
        }
    }

    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        switch kind {
        case LineElementKind.line:
            let s = indexPath.section
            guard geometry.indices.contains(s), indexPath.item == 0, !geometry[s].items.isEmpty else { return nil }
            return decoration(kind, s, 0, lineFrame(geometry[s]), z: Self.lineZIndex)
        case LineElementKind.arrow:
            guard indexPath.section == 0 else { return nil }
            switch indexPath.item {
            case 0: return startArrow.map { decoration(kind, 0, 0, $0.frame, z: Self.arrowZIndex) }
            case 1: return endArrow.map { decoration(kind, 0, 1, $0.frame, z: Self.arrowZIndex) }
            default: return nil
            }
        default:
            return nil
        }
    }
}
