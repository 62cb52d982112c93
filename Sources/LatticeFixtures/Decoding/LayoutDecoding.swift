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
    /// The built-in layout types.
    static let layoutTypes = ["list", "aligned", "line", "flow", "compositional", "snapshot"]

    static func layoutKeys(_ type: String) -> [String] {
        switch type {
        case "snapshot": return snapshotKeys
        case "aligned": return alignedKeys
        case "line": return lineKeys
        case "flow": return flowKeys
        case "compositional": return compositionalLayoutKeys
        default: return listKeys
        }
    }

    /// "`stickyHeaders` is a key of the list layout, not of the aligned layout", or nil.
    static func otherLayoutKey(_ key: String, type: String) -> String? {
        let owners = ["list", "aligned", "line", "flow", "compositional"].filter { $0 != type && layoutKeys($0).contains(key) }
        guard !owners.isEmpty else { return nil }
        let names = owners.count > 1 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last! : owners[0]
        return "\"\(key)\" is a key of the \(names) layout\(owners.count > 1 ? "s" : ""), not of the \(type) layout"
    }

    func layout(_ n: RawNode, _ path: FieldPath) throws -> FixtureLayout {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, path, "expected a mapping with type: list, aligned, line, flow, compositional or snapshot, found \(n.typeDescription)")
        }
        let e = present(entries)
        var type = "list"
        if let t = e["type"] {
            type = try text(t.value, path.key("type"))
            guard Self.layoutTypes.contains(type) else {
                // Not a built-in name: a layout type the program registered (LatticeCLI), if any.
                if let custom = try customLayout(type, entries: entries, typeMark: t.value.mark) { return custom }
                let known = Self.layoutTypes + layouts.names
                let expected = known.dropLast().joined(separator: ", ") + " or " + known.last!
                if e["sources"] != nil, !layouts.names.isEmpty {
                    throw fail(t.value.mark, path.key("type"), "the sources register no layout type \"\(type)\" (their latticeLayouts has \(layouts.names.joined(separator: ", ")))")
                }
                if e["sources"] != nil {
                    throw fail(t.value.mark, path.key("type"), "layout type \"\(type)\" comes from sources:, which lattice builds when the fixture is named on its command line")
                }
                throw fail(t.value.mark, path.key("type"), "unknown layout type \"\(type)\" (expected \(expected))")
            }
        }
        try checkKeys(entries, allowed: ["type", "snap"] + Self.layoutKeys(type), at: path) { Self.otherLayoutKey($0, type: type) }

        // Each field recovers on its own (nil: the default stays).
        func num(_ k: String, _ rule: NumberRule) throws -> Double? { try field(e, k, path) { try number($0, $1, rule) } }
        func flag(_ k: String) throws -> Bool? { try field(e, k, path, bool) }
        func sz(_ k: String) throws -> Size? { try field(e, k, path) { try size($0, $1).size } }
        func edges(_ k: String) throws -> EdgeInsets? { try field(e, k, path, insets) }
        func direction() throws -> ScrollDirection? { try field(e, "scrollDirection", path) { try choice($0, $1, ScrollDirection.self) } }

        switch type {
        case "snapshot":                                   // FixtureFormat §9a
            return .snapshot(SnapshotOptions(scrollDirection: try direction() ?? .vertical, contentSize: try sz("contentSize")))
        case "aligned":                                    // FixtureFormat §8
            var o = AlignedLayoutOptions()
            if let v = try sz("defaultCellSize") { o.defaultCellSize = v }
            if let v = try num("sectionSpacing", .nonNegative) { o.sectionSpacing = v }
            if let v = try edges("contentInsets") { o.contentInsets = v }
            if let v = try flag("pinSectionHeaders") { o.pinSectionHeaders = v }
            return .aligned(o)
        case "line":                                       // FixtureFormat §9
            return .line(try lineOptions(e, path))
        case "flow":                                       // FixtureFormat §9c
            return .flow(try flowOptions(e, path))
        case "compositional":                              // FixtureFormat §9b
            return .compositional(try compositionalOptions(e, path))
        default:                                           // FixtureFormat §7
            var o = ListLayoutOptions()
            if let v = try direction() { o.scrollDirection = v }
            if let v = try flag("stickyHeaders") { o.stickyHeaders = v }
            if let v = try num("topContentInset", .any) { o.topContentInset = v }
            if let v = try flag("stretchToEdge") { o.stretchToEdge = v }
            if let v = try num("stickyHeaderYOffset", .any) { o.stickyHeaderYOffset = v }
            if let v = try flag("showHeaderWhenEmpty") { o.showHeaderWhenEmpty = v }
            return .list(o)
        }
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

extension FixtureDecoder {
    /// A layout type of the loader's `LayoutCatalogue`: its keys (all but `type`, `snap`,
    /// `sources` and `swiftLanguageMode`, which say how the program was built) go to the type's factory,
    /// which checks them. Nil when the catalogue has no such type.
    func customLayout(_ type: String, entries: [RawEntry], typeMark: SourceMark? = nil) throws -> FixtureLayout? {
        guard let entry = layouts[type] else { return nil }
        let options = CustomLayoutOptions(typeName: type, file: file,
                                          entries: entries.filter { !["type", "snap", "sources", "swiftLanguageMode"].contains($0.key) },
                                          typeMark: typeMark, make: entry.make)
        try entry.check(options)
        return .custom(options)
    }
}
