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

    static let snapshotKeys = ["scrollDirection"]
    /// The built-in layout types.
    static let layoutTypes = ["list", "aligned", "line", "snapshot"]

    static func layoutKeys(_ type: String) -> [String] {
        switch type {
        case "snapshot": return snapshotKeys
        case "aligned": return alignedKeys
        case "line": return lineKeys
        default: return listKeys
        }
    }

    /// "`stickyHeaders` is a key of the list layout, not of the aligned layout", or nil.
    static func otherLayoutKey(_ key: String, type: String) -> String? {
        let owners = ["list", "aligned", "line"].filter { $0 != type && layoutKeys($0).contains(key) }
        guard !owners.isEmpty else { return nil }
        return "\"\(key)\" is a key of the \(owners.joined(separator: " and ")) layout\(owners.count > 1 ? "s" : ""), not of the \(type) layout"
    }

    func layout(_ n: RawNode, _ path: FieldPath) throws -> FixtureLayout {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, path, "expected a mapping with type: list, aligned, line or snapshot, found \(n.typeDescription)")
        }
        let e = present(entries)
        var type = "list"
        if let t = e["type"] {
            type = try text(t.value, path.key("type"))
            guard Self.layoutTypes.contains(type) else {
                // Not a built-in name: a layout type the program registered (LatticeCLI), if any.
                if let custom = try customLayout(type, entries: entries) { return custom }
                let known = Self.layoutTypes + CustomLayoutRegistry.names
                let expected = known.dropLast().joined(separator: ", ") + " or " + known.last!
                throw fail(t.value.mark, path.key("type"), "unknown layout type \"\(type)\" (expected \(expected))")
            }
        }
        try checkKeys(entries, allowed: ["type", "snap"] + Self.layoutKeys(type), at: path) { Self.otherLayoutKey($0, type: type) }

        // Each field recovers on its own (nil: the default stays).
        func num(_ k: String, _ rule: NumberRule) throws -> Double? {
            try recover(nil) { try e[k].map { try number($0.value, path.key(k), rule) } }
        }
        func flag(_ k: String) throws -> Bool? { try recover(nil) { try e[k].map { try bool($0.value, path.key(k)) } } }
        func sz(_ k: String) throws -> Size? { try recover(nil) { try e[k].map { try size($0.value, path.key(k)).size } } }
        func edges(_ k: String) throws -> EdgeInsets? { try recover(nil) { try e[k].map { try insets($0.value, path.key(k)) } } }
        func reference(_ k: String) throws -> Size? {
            try recover(nil) { try e[k].map { try referenceSize($0.value, path.key(k)) } }
        }
        func direction() throws -> ScrollDirection? {
            try recover(nil) { try e["scrollDirection"].map { try choice($0.value, path.key("scrollDirection"), ScrollDirection.self) } }
        }

        switch type {
        case "snapshot":
            return .snapshot(SnapshotOptions(scrollDirection: try direction() ?? .vertical))
        case "aligned":
            var o = AlignedLayoutOptions()
            if let v = try sz("defaultCellSize") { o.defaultCellSize = v }
            if let v = try num("sectionSpacing", .nonNegative) { o.sectionSpacing = v }
            if let v = try edges("contentInsets") { o.contentInsets = v }
            if let v = try flag("pinSectionHeaders") { o.pinSectionHeaders = v }
            return .aligned(o)
        case "line":
            var o = LineLayoutOptions()
            if let v = try direction() { o.scrollDirection = v }
            if let v = try sz("itemSize") { o.itemSize = v }
            if let v = try edges("sectionInset") { o.sectionInset = v }
            if let v = try num("minimumInteritemSpacing", .nonNegative) { o.minimumInteritemSpacing = v }
            if let v = try num("maximumLineItemSpacing", .nonNegative) { o.maximumLineItemSpacing = v }
            if let v = try recover(nil, { try e["itemSide"].map { try choice($0.value, path.key("itemSide"), LineItemSide.self) } }) {
                o.itemSide = v
            }
            if let v = try reference("headerReferenceSize") { o.headerReferenceSize = v }
            if let v = try reference("footerReferenceSize") { o.footerReferenceSize = v }
            if let v = try num("lineThickness", .nonNegative) { o.lineThickness = v }
            if let v = try flag("displayArrows") { o.displayArrows = v }
            if let v = try num("gripSize", .nonNegative) { o.gripSize = v }
            if let v = try num("tailWidth", .nonNegative) { o.tailWidth = v }
            if let v = try sz("lineLabelSize") { o.lineLabelSize = v }
            return .line(o)
        default:
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

    /// `layout.snap: none | items | headers` (read after `layout(_:_:)` has checked the mapping).
    func snapMode(_ n: RawNode, _ path: FieldPath) throws -> SnapMode {
        guard case let .mapping(entries) = n.kind, let v = present(entries)["snap"] else { return .none }
        return try choice(v.value, path.key("snap"), SnapMode.self)
    }
}

extension FixtureDecoder {
    /// A layout type registered in `CustomLayoutRegistry`: its keys (all but `type` and `snap`)
    /// go to the registered factory, which checks them. Nil when `type` is not registered.
    func customLayout(_ type: String, entries: [RawEntry]) throws -> FixtureLayout? {
        guard let entry = CustomLayoutRegistry.entry(type) else { return nil }
        let options = CustomLayoutOptions(typeName: type, file: file,
                                          entries: entries.filter { $0.key != "type" && $0.key != "snap" })
        try entry.check(options)
        return .custom(options)
    }
}
