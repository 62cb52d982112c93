import LatticeLayout

/// `layout:` — the type and that type's own keys (FixtureFormat §1). A key of another
/// layout type is an error that names the type it belongs to.
extension FixtureDecoder {
    static let listKeys = ["scrollDirection", "stickyHeaders", "topContentInset", "stretchToEdge",
                           "stickyHeaderYOffset", "showHeaderWhenEmpty"]
    static let alignedKeys = ["defaultCellSize", "sectionSpacing", "contentInsets", "pinSectionHeaders"]
    static let lineKeys = ["scrollDirection", "itemSize", "sectionInset", "minimumInteritemSpacing",
                           "maximumLineItemSpacing", "itemSide", "headerReferenceSize", "footerReferenceSize",
                           "lineThickness", "displayArrows", "gripSize", "tailWidth", "lineLabelSize"]

    static let snapshotKeys = ["scrollDirection", "contentSize"]

    /// "`stickyHeaders` is a key of the list layout, not of the aligned layout", or nil: the
    /// catalogue's types that claim `key` as theirs, in the catalogue's order.
    func otherLayoutKey(_ key: String, type: String) -> String? {
        let owners = layouts.all.compactMap { t -> String? in
            guard t.name != type, let b = t as? any BuiltInLayoutType, b.claimsItsKeys, b.optionKeys?.contains(key) == true else { return nil }
            return t.name
        }
        guard !owners.isEmpty else { return nil }
        let names = owners.count > 1 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last! : owners[0]
        return "\"\(key)\" is a key of the \(names) layout\(owners.count > 1 ? "s" : ""), not of the \(type) layout"
    }

    func layout(_ n: RawNode, _ path: FieldPath) throws -> FixtureLayout {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, path, "expected a mapping with type: list, aligned, line, flow, compositional or snapshot, found \(n.typeDescription)")
        }
        let e = present(entries)
        var name = "list"
        var typeMark: SourceMark?
        if let t = e["type"] {
            name = try text(t.value, path.key("type"))
            typeMark = t.value.mark
        }
        guard let type = layouts.type(named: name) else {
            let t = e["type"]!
            let known = layouts.allNames
            let expected = known.dropLast().joined(separator: ", ") + " or " + known.last!
            if e["sources"] != nil, !layouts.names.isEmpty {
                throw fail(t.value.mark, path.key("type"), "the sources register no layout type \"\(name)\" (their latticeLayouts has \(layouts.names.joined(separator: ", ")))")
            }
            if e["sources"] != nil {
                throw fail(t.value.mark, path.key("type"), "layout type \"\(name)\" comes from sources:, which lattice builds when the fixture is named on its command line")
            }
            throw fail(t.value.mark, path.key("type"), "unknown layout type \"\(name)\" (expected \(expected))")
        }
        return try layout(of: type, entries, path, typeMark: typeMark)
    }

    /// The options of `type`: a type with its own key list has its keys checked and read here,
    /// each field recovering on its own (nil: the default stays); any other reads them itself
    /// from the keys as written (all but `type`, `snap`, `sources` and `swiftLanguageMode`,
    /// which say how the program was built).
    func layout(of type: any LayoutType, _ entries: [RawEntry], _ path: FieldPath, typeMark: SourceMark?) throws -> FixtureLayout {
        if let builtIn = type as? any BuiltInLayoutType, let keys = builtIn.optionKeys {
            try checkKeys(entries, allowed: ["type", "snap"] + keys, at: path) { otherLayoutKey($0, type: type.name) }
            return try builtIn.decodeLayout(self, present(entries), path)
        }
        let written = CustomLayoutOptions(typeName: type.name, file: file,
                                          entries: entries.filter { !["type", "snap", "sources", "swiftLanguageMode"].contains($0.key) },
                                          typeMark: typeMark)
        return try type.readLayout(written)
    }

    /// The line layout's options (SWCollectionViewLineLayout's properties), read in the order of
    /// `lineKeys`, each field recovering on its own; those it keeps from the flow layout are read
    /// as the flow layout reads them.
    func lineOptions(_ e: PresentEntries, _ path: FieldPath) throws -> LineLayoutOptions {
        var o = LineLayoutOptions()
        func nonNegative(_ k: String) throws -> Double? { try field(e, k, path) { try number($0, $1, .nonNegative) } }
        for k in Self.lineKeys {
            if try flowProperty(k, e, path, into: &o) { continue }
            switch k {
            case "maximumLineItemSpacing": if let v = try nonNegative(k) { o.maximumLineItemSpacing = v }
            case "itemSide": if let v = try field(e, k, path, { try choice($0, $1, LineItemSide.self) }) { o.itemSide = v }
            case "lineThickness": if let v = try nonNegative(k) { o.lineThickness = v }
            case "displayArrows": if let v = try field(e, k, path, bool) { o.displayArrows = v }
            case "gripSize": if let v = try nonNegative(k) { o.gripSize = v }
            case "tailWidth": if let v = try nonNegative(k) { o.tailWidth = v }
            case "lineLabelSize": if let v = try field(e, k, path, { try size($0, $1).size }) { o.lineLabelSize = v }
            default: break
            }
        }
        return o
    }

    /// `layout.snap: none | items | headers` (FixtureFormat §10; read after `layout(_:_:)` has
    /// checked the mapping).
    func snapMode(_ n: RawNode, _ path: FieldPath) throws -> SnapMode {
        guard case let .mapping(entries) = n.kind, let v = present(entries)["snap"] else { return .none }
        return try choice(v.value, path.key("snap"), SnapMode.self)
    }
}

extension LayoutType {
    /// The `FixtureLayout` of the options `options(_:)` reads from `written`.
    func readLayout(_ written: CustomLayoutOptions) throws(FixtureError) -> FixtureLayout {
        FixtureLayout(self, options: try options(written))
    }
}
