import LatticeLayout

/// The values of the compositional layout's keys (FixtureFormat §9b):
/// dimensions, sizes, spacings, items, groups, boundary items and backgrounds. Each error names
/// the field and its line.
extension FixtureDecoder {
    static let dimensionHelp = "a number (absolute), abs N, est N, fw F or fh F (F may be a/b)"

    /// A dimension: `44` (absolute), `abs 44`, `est 44`, `fw 0.5`, `fh 1/3`
    /// (`NSCollectionLayoutDimension`); never negative.
    func dimension(_ n: RawNode, _ p: FieldPath) throws -> CompositionalDimension {
        guard case let .scalar(text, plain) = n.kind else {
            throw fail(n.mark, p, "expected a dimension (\(Self.dimensionHelp)), found \(n.typeDescription)")
        }
        if plain, parseNumber(text) != nil { return .absolute(try number(n, p, .nonNegative)) }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2 else { throw fail(n.mark, p, "expected a dimension (\(Self.dimensionHelp)), found \"\(text.prefix(40))\"") }
        let value = String(words[1])
        let make: (Double) -> CompositionalDimension
        switch words[0] {
        case "abs": make = CompositionalDimension.absolute
        case "est": make = CompositionalDimension.estimated
        case "fw": make = CompositionalDimension.fractionalWidth
        case "fh": make = CompositionalDimension.fractionalHeight
        default: throw fail(n.mark, p, "unknown dimension \"\(words[0])\" (expected \(Self.dimensionHelp))")
        }
        guard let v = fraction(value), v.isFinite else {
            throw fail(n.mark, p, "\(words[0]) takes a number or a/b, and \"\(value.prefix(40))\" is not a number")
        }
        guard v >= 0 else { throw fail(n.mark, p, "must not be negative (got \(value))") }
        return make(v)
    }

    /// `0.5`, `1/3` (a÷b in doubles); nil when it is neither, or b is 0.
    func fraction(_ text: String) -> Double? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 1 { return parseNumber(text) }
        guard parts.count == 2, let a = parseNumber(String(parts[0])), let b = parseNumber(String(parts[1])), b != 0 else { return nil }
        return a / b
    }

    /// A size: `[width, height]` or `{width, height}`, each a dimension.
    func compositionalSize(_ n: RawNode, _ p: FieldPath) throws -> CompositionalSize {
        switch n.kind {
        case let .sequence(items):
            try requireCount(2, items, n, p, "a size is [width, height]")
            return CompositionalSize(widthDimension: try dimension(items[0], p), heightDimension: try dimension(items[1], p))
        case let .mapping(entries):
            try checkKeys(entries, allowed: ["width", "height"], at: p)
            let e = present(entries)
            guard let w = e["width"] else { throw fail(n.mark, p, "a size needs a width") }
            guard let h = e["height"] else { throw fail(n.mark, p, "a size needs a height") }
            return CompositionalSize(widthDimension: try dimension(w.value, p.key("width")),
                                     heightDimension: try dimension(h.value, p.key("height")))
        case .scalar:
            throw fail(n.mark, p, "expected a size [width, height], found \(n.typeDescription)")
        }
    }

    /// A spacing: `10` or `fixed 10` (exactly), `flexible 10` (at least); never negative.
    func compositionalSpacing(_ n: RawNode, _ p: FieldPath) throws -> CompositionalSpacing {
        guard case let .scalar(text, plain) = n.kind, !(plain && parseNumber(text) != nil) else {
            return .fixed(try number(n, p, .nonNegative))
        }
        let words = text.split(separator: " ")
        guard words.count == 2, words[0] == "fixed" || words[0] == "flexible" else {
            throw fail(n.mark, p, "expected a spacing (a number, fixed N or flexible N), found \"\(text.prefix(40))\"")
        }
        guard let v = parseNumber(String(words[1])), v.isFinite else {
            throw fail(n.mark, p, "\(words[0]) takes a number, and \"\(words[1].prefix(40))\" is not one")
        }
        guard v >= 0 else { throw fail(n.mark, p, "a spacing must not be negative (got \(words[1]))") }
        return words[0] == "fixed" ? .fixed(v) : .flexible(v)
    }

    /// A subitem: a group when it has `horizontal:` or `vertical:`, else an item `{size, insets}`.
    func subitem(_ n: RawNode, _ p: FieldPath) throws -> CompositionalSubitem {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, p, "expected an item {size: [w, h]} or a group {horizontal: [w, h], subitems: [...]}, found \(n.typeDescription)")
        }
        if entries.contains(where: { $0.key == "horizontal" || $0.key == "vertical" }) { return .group(try group(n, p)) }
        let e = present(try mapping(n, p, allowed: ["size", "insets"], what: "an item") { key in
            key == "edgeSpacing" ? "edgeSpacing is not supported yet (CompositionalLayoutRules §2.4)" : nil
        })
        guard let s = e["size"] else { throw fail(n.mark, p, "an item needs a size ([width, height] of dimensions)") }
        var item = CompositionalItem(layoutSize: try compositionalSize(s.value, p.key("size")))
        if let i = try field(e, "insets", p, insets) { item.contentInsets = i }
        return .item(item)
    }

    /// A group: `horizontal:` or `vertical:` with its size, and `subitems: [...]`, or
    /// `subitem:` with `count:` or `repeating:`; `spacing:` between neighbours.
    func group(_ n: RawNode, _ p: FieldPath) throws -> CompositionalGroup {
        let entries = try mapping(n, p, allowed: ["horizontal", "vertical", "subitems", "subitem", "count", "repeating", "spacing"],
                                  what: "a group {horizontal: [w, h], subitems: [...]}") { key in
            key == "insets" ? "group insets are not supported yet (give the items insets)" : nil
        }
        let e = present(entries)
        // Groups count once each, whatever the levels of the file they take.
        let depth = p.components.filter { if case .key(let k) = $0 { return k == "subitems" || k == "subitem" }; return false }.count
        if depth >= maximumGroupNesting {
            throw fail(n.mark, p, "groups nested more than \(maximumGroupNesting) deep")
        }
        let axis: CompositionalGroupAxis
        let sizeEntry: RawEntry
        switch (e["horizontal"], e["vertical"]) {
        case let (h?, nil): axis = .horizontal; sizeEntry = h
        case let (nil, v?): axis = .vertical; sizeEntry = v
        case (_?, let v?): throw fail(v.keyMark, p.key("vertical"), "a group is horizontal or vertical, not both")
        default: throw fail(n.mark, p, "a group needs horizontal: [w, h] or vertical: [w, h]")
        }
        let size = try compositionalSize(sizeEntry.value, p.key(sizeEntry.key))
        var g = CompositionalGroup(axis: axis, layoutSize: size, subitems: [])
        g.interItemSpacing = try field(e, "spacing", p, compositionalSpacing)
        if let list = e["subitems"] {
            if let other = e["subitem"] ?? e["count"] ?? e["repeating"] {
                throw fail(other.keyMark, p.key(other.key), "give either subitems: [...] or subitem: with count: or repeating:, not both")
            }
            guard case let .sequence(nodes) = list.value.kind else {
                throw fail(list.value.mark, p.key("subitems"), "expected a list of subitems, found \(list.value.typeDescription)")
            }
            guard !nodes.isEmpty else { throw fail(list.value.mark, p.key("subitems"), "a group needs at least one subitem") }
            g.subitems = try nodes.enumerated().map { try subitem($1, p.key("subitems").index($0)) }
            return g
        }
        guard let one = e["subitem"] else {
            throw fail(n.mark, p, "a group has no subitems (give subitems: [...], or subitem: with count: or repeating:)")
        }
        g.subitems = [try subitem(one.value, p.key("subitem"))]
        switch (e["count"], e["repeating"]) {
        case let (c?, nil): g.arrangement = .count(try count(c.value, p.key("count"), maximum: CompositionalGroupShapeLimit.leaves))
        case let (nil, r?): g.arrangement = .repeating(try count(r.value, p.key("repeating"), maximum: CompositionalGroupShapeLimit.leaves))
        case (_?, let r?): throw fail(r.keyMark, p.key("repeating"), "give count: or repeating:, not both")
        default: throw fail(one.keyMark, p.key("subitem"), "subitem: needs count: n (equal slots) or repeating: n")
        }
        if case .count(0) = g.arrangement { throw fail(e["count"]!.value.mark, p.key("count"), "count must be at least 1") }
        return g
    }
}

/// The decoder's cap on the slots of a group, the engine's (`count:` and `repeating:`).
enum CompositionalGroupShapeLimit {
    static let leaves = 10_000
}
