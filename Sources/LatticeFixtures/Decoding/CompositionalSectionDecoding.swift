import LatticeLayout

/// The compositional layout's section keys as written in a section or in `defaults:`; nil
/// where left out (a boundary item given as `none` is `.some(nil)`: explicitly none).
struct CompositionalSettings: Equatable {
    var group: CompositionalGroup?
    var interGroupSpacing: Double?
    var insets: EdgeInsets?
    var orthogonal: OrthogonalScrollingBehavior?
    var orthogonalOffset: Double?
    var header: CompositionalBoundaryItem??
    var footer: CompositionalBoundaryItem??
    var boundary: [CompositionalBoundaryItem]?
    var supplementariesFollowInsets: Bool?
    var background: CompositionalDecorationItem??

    /// These settings, with `d` filling what they leave out.
    func over(_ d: CompositionalSettings) -> CompositionalSettings {
        CompositionalSettings(group: group ?? d.group, interGroupSpacing: interGroupSpacing ?? d.interGroupSpacing,
                              insets: insets ?? d.insets, orthogonal: orthogonal ?? d.orthogonal,
                              orthogonalOffset: orthogonalOffset ?? d.orthogonalOffset, header: header ?? d.header,
                              footer: footer ?? d.footer, boundary: boundary ?? d.boundary,
                              supplementariesFollowInsets: supplementariesFollowInsets ?? d.supplementariesFollowInsets,
                              background: background ?? d.background)
    }

    /// The engine's section (its item count is set from the items).
    func section() -> CompositionalSection {
        let fallback = CompositionalGroup.horizontal(
            CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            [.item(CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))))])
        var items: [CompositionalBoundaryItem] = []
        if let h = header ?? nil { items.append(h) }
        if let f = footer ?? nil { items.append(f) }
        items += boundary ?? []
        return CompositionalSection(group: group ?? fallback, itemCount: 0, interGroupSpacing: interGroupSpacing ?? 0,
                                    contentInsets: insets ?? .zero, orthogonalScrollingBehavior: orthogonal ?? .none,
                                    orthogonalOffset: orthogonalOffset ?? 0, boundarySupplementaryItems: items,
                                    decorationItems: (background ?? nil).map { [$0] } ?? [],
                                    supplementariesFollowContentInsets: supplementariesFollowInsets ?? true)
    }
}

/// The compositional layout's section keys and layout options.
extension FixtureDecoder {
    static let compositionalSettingKeys = ["group", "interGroupSpacing", "insets", "orthogonal", "orthogonalOffset",
                                           "header", "footer", "boundary", "supplementariesFollowInsets", "background",
                                           "headerLabel"]
    static let compositionalLayoutKeys = ["scrollDirection", "interSectionSpacing", "header", "footer", "boundary"]

    /// A section's (or `defaults:`'s) settings of the compositional layout.
    func compositionalSettings(_ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings {
        let entries = try mapping(n, path, allowed: Self.compositionalSettingKeys + (isDefaults ? [] : ["repeat", "items"]),
                                  what: isDefaults ? "a mapping of section keys" : "a section (a mapping)") { key in
            if isDefaults && (key == "items" || key == "repeat") { return "\"\(key)\" cannot be given in defaults: (only section settings such as group or insets)" }
            return Self.settingKeys.contains(key) ? "\"\(key)\" is a section key of the list, aligned and line layouts, not of the compositional layout" : nil
        }
        let e = present(entries)
        func field<T>(_ k: String, _ decode: (RawNode, FieldPath) throws -> T) throws -> T? { try self.field(e, k, path, decode) }
        var c = CompositionalSettings()
        c.group = try field("group", group)
        c.interGroupSpacing = try field("interGroupSpacing") { try number($0, $1, .nonNegative) }
        c.insets = try field("insets", insets)
        c.orthogonal = try field("orthogonal") { try choice($0, $1, OrthogonalScrollingBehavior.self) }
        c.orthogonalOffset = try field("orthogonalOffset") { try number($0, $1, .any) }
        c.header = try field("header") { try optionalBoundary($0, $1, kind: ElementKind.uiKitSectionHeader, alignment: .top) }
        c.footer = try field("footer") { try optionalBoundary($0, $1, kind: ElementKind.uiKitSectionFooter, alignment: .bottom) }
        c.boundary = try field("boundary", boundaryList)
        c.supplementariesFollowInsets = try field("supplementariesFollowInsets", bool)
        c.background = try field("background") { n, p -> CompositionalDecorationItem? in
            if case .scalar("none", _) = n.kind { return nil }
            return try background(n, p)
        }
        var s = SectionSettings()
        s.headerLabel = try field("headerLabel", text)
        s.compositional = c
        return s
    }

    /// `layout:` of `type: compositional` (`UICollectionViewCompositionalLayoutConfiguration`).
    func compositionalOptions(_ e: PresentEntries, _ path: FieldPath) throws -> CompositionalLayoutOptions {
        var o = CompositionalLayoutOptions()
        if let v = try field(e, "scrollDirection", path, { try choice($0, $1, ScrollDirection.self) }) { o.scrollDirection = v }
        if let v = try field(e, "interSectionSpacing", path, { try number($0, $1, .nonNegative) }) { o.interSectionSpacing = v }
        if let v = try field(e, "header", path, { try boundary($0, $1, kind: "layout-header", alignment: .top) }) { o.boundarySupplementaryItems.append(v) }
        if let v = try field(e, "footer", path, { try boundary($0, $1, kind: "layout-footer", alignment: .bottom) }) { o.boundarySupplementaryItems.append(v) }
        if let v = try field(e, "boundary", path, boundaryList) { o.boundarySupplementaryItems += v }
        return o
    }

    /// `none`, or a boundary item.
    func optionalBoundary(_ n: RawNode, _ p: FieldPath, kind: String, alignment: CompositionalAlignment) throws -> CompositionalBoundaryItem? {
        if case .scalar("none", _) = n.kind { return nil }
        return try boundary(n, p, kind: kind, alignment: alignment)
    }

    /// A boundary item: a number n (`[fw 1, n]`), or `{kind, size, alignment, offset,
    /// extendsBoundary, pin, zIndex}`.
    func boundary(_ n: RawNode, _ p: FieldPath, kind: String, alignment: CompositionalAlignment) throws -> CompositionalBoundaryItem {
        var item = CompositionalBoundaryItem(elementKind: kind, layoutSize: CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)), alignment: alignment)
        if case .scalar = n.kind {
            item.layoutSize.heightDimension = try dimension(n, p)
            return item
        }
        let e = present(try mapping(n, p, allowed: ["kind", "size", "alignment", "offset", "extendsBoundary", "pin", "zIndex"],
                                    what: "a boundary item (a height, or {size: [w, h], kind, alignment, pin, ...})"))
        guard let s = e["size"] else { throw fail(n.mark, p, "a boundary item needs a size ([width, height] of dimensions)") }
        item.layoutSize = try compositionalSize(s.value, p.key("size"))
        if let v = try field(e, "kind", p, text) { item.elementKind = v }
        if let v = try field(e, "alignment", p, { try choice($0, $1, CompositionalAlignment.self) }) { item.alignment = v }
        if let v = try field(e, "offset", p, { try pair($0, $1, names: ("x", "y"), rule: .any) }) { item.absoluteOffset = Point(x: v.0 ?? 0, y: v.1 ?? 0) }
        if let v = try field(e, "extendsBoundary", p, bool) { item.extendsBoundary = v }
        if let v = try field(e, "pin", p, bool) { item.pinToVisibleBounds = v }
        if let v = try field(e, "zIndex", p, { try count($0, $1, maximum: 1_000_000) }) { item.zIndex = v }
        return item
    }

    /// `boundary: [...]`: items of any kind (`kind:` required: there is no default).
    func boundaryList(_ n: RawNode, _ p: FieldPath) throws -> [CompositionalBoundaryItem] {
        guard case let .sequence(nodes) = n.kind else { throw fail(n.mark, p, "expected a list of boundary items, found \(n.typeDescription)") }
        return try nodes.enumerated().map { i, node in
            if case let .mapping(entries) = node.kind, !entries.contains(where: { $0.key == "kind" }) {
                throw fail(node.mark, p.index(i), "an item of boundary: needs a kind")
            }
            return try boundary(node, p.index(i), kind: "", alignment: .top)
        }
    }

    /// `background: {kind, insets, zIndex}` (`NSCollectionLayoutDecorationItem.background`).
    func background(_ n: RawNode, _ p: FieldPath) throws -> CompositionalDecorationItem {
        let e = present(try mapping(n, p, allowed: ["kind", "insets", "zIndex"], what: "a background {kind, insets, zIndex}"))
        var item = CompositionalDecorationItem(elementKind: "background")
        if let v = try field(e, "kind", p, text) { item.elementKind = v }
        if let v = try field(e, "insets", p, insets) { item.contentInsets = v }
        if let v = try field(e, "zIndex", p, { try number($0, $1, .any) }) { item.zIndex = Int(max(-1e6, min(1e6, v))) }
        return item
    }
}
