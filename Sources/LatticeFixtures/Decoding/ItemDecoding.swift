import LatticeLayout

/// `items:` — sizes, item mappings, `repeat`, `generate`.
extension FixtureDecoder {
    static let commonItemKeys = ["size", "width", "height", "label", "repeat"]
    static let alignedItemKeys = ["insets", "shouldBeginLine", "shouldEndLine", "startLineIndentation"]
    static let lineItemKeys = ["side", "lineLabel"]

    /// The keys an item mapping of a type with item keys `own` may give.
    static func itemKeys(own: [String]) -> [String] { commonItemKeys + own + ["generate"] }

    /// "`side` is an item key of the line layout, not of the list layout", or nil: the
    /// catalogue's types that read `key` themselves, in the catalogue's order.
    func otherLayoutItemKey(_ key: String, type: String) -> String? {
        if key == "data" {
            return "data: is read by a layout of a program's own (through LatticeFixtureDelegate), not by the \(type) layout"
        }
        for t in layouts.all where t.name != type {
            if t.ownItemKeys.contains(key) {
                return "\"\(key)\" is an item key of the \(t.name) layout, not of the \(type) layout"
            }
        }
        return nil
    }

    /// Fails unless `count` more items fit under the global cap (the section counts `copies` times).
    func reserve(_ count: Int, _ section: FixtureSection, copies: Int, _ mark: SourceMark, _ path: FieldPath) throws {
        let (perSection, o1) = section.itemSizes.count.addingReportingOverflow(count)
        let (all, o2) = perSection.multipliedReportingOverflow(by: max(copies, 1))
        let (total, o3) = all.addingReportingOverflow(totalItems)
        if o1 || o2 || o3 || total > Self.maximumItems {
            throw log.fatal(fail(mark, path, "too many items (at most \(Self.maximumItems) in all, repeat and generate included)"))
        }
    }

    func items(_ n: RawNode, _ path: FieldPath, layout: FixtureLayout, sectionCopies: Int, into b: inout FixtureSection) throws {
        guard case let .sequence(list) = n.kind else {
            throw fail(n.mark, path, "expected a list of items, found \(n.typeDescription)")
        }
        try reserve(list.count, b, copies: sectionCopies, n.mark, path)
        b.itemSizes.reserveCapacity(list.count)
        // The type's answers, asked once per list rather than per item.
        let allowsFill = layout.allowsFillWidth, sizedItemError = layout.sizedItemError, keys = layout.itemKeys
        // Each item recovers on its own: a bad one is recorded and skipped.
        for (index, itemNode) in list.enumerated() {
            try recover(()) {
                switch itemNode.kind {
                case .sequence:
                    if let sizedItemError { throw fail(itemNode.mark, path.index(index), sizedItemError) }
                    // The common case, `[w, h]`: one size, nothing else (a `fill` width is the
                    // type's to record).
                    let (size, fill) = try self.size(itemNode, path.index(index), allowFill: allowsFill)
                    if fill {
                        try layout.itemAttributes(self, PresentEntries(entries: []), path.index(index), fill: fill,
                                                  start: b.itemSizes.count, copies: 1, into: &b)
                    }
                    b.itemSizes.append(size)
                case .mapping:
                    try item(itemNode, path.index(index), layout: layout, keys: keys, sectionCopies: sectionCopies, into: &b)
                case .scalar:
                    throw fail(itemNode.mark, path.index(index),
                               "expected an item ([w, h], {width, height}, {size: ...} or {generate: ...}), found \(itemNode.typeDescription)")
                }
            }
        }
    }

    /// One item written as a mapping, of the keys `keys` (the type's `itemKeys`).
    func item(_ n: RawNode, _ p: FieldPath, layout: FixtureLayout, keys: [String], sectionCopies: Int, into b: inout FixtureSection) throws {
        let type = layout.typeName
        let entries = try mapping(n, p, allowed: keys, what: "an item") {
            otherLayoutItemKey($0, type: type)
        }
        let e = present(entries)

        if let g = e["generate"] {
            if let other = entries.first(where: { $0.key != "generate" }) {
                throw fail(other.keyMark, p.key(other.key), "an item with generate: takes no other keys (write \"\(other.key)\" in an item of its own)")
            }
            let generator = try self.generator(g.value, p.key("generate"))
            try reserve(generator.count, b, copies: sectionCopies, g.value.mark, p.key("generate").key("count"))
            generator.generate(into: &b.itemSizes)
            return
        }

        // The size: size:, or width/height in the item itself, or none (the layout's default).
        var size: Size
        var fill = false
        var sizeless = false
        let allowsFill = layout.allowsFillWidth
        if let s = e["size"] {
            if let w = e["width"] ?? e["height"] {
                throw fail(w.keyMark, p.key(w.key), "give the size either as size: or as width and height, not both")
            }
            (size, fill) = try self.size(s.value, p.key("size"), allowFill: allowsFill)
        } else if e["width"] != nil || e["height"] != nil {
            let sides = entries.filter { $0.key == "width" || $0.key == "height" }
            (size, fill) = try self.size(RawNode(kind: .mapping(sides), mark: n.mark), p, allowFill: allowsFill)
        } else {
            guard let fallback = layout.defaultItemSize else {
                throw fail(n.mark, p, "an item of the \(layout.typeName) layout needs a size ([w, h], {width, height} or size: [w, h])")
            }
            size = fallback
            sizeless = true
        }

        var copies = 1
        if let r = e["repeat"] { copies = try count(r.value, p.key("repeat"), maximum: Self.maximumItems) }
        try reserve(copies, b, copies: sectionCopies, e["repeat"]?.value.mark ?? n.mark, e["repeat"] != nil ? p.key("repeat") : p)

        let start = b.itemSizes.count
        if let l = try field(e, "label", p, text) { b.itemLabels.append(start: start, count: copies, value: l) }
        if sizeless { b.defaultSizedItems.append(start: start, count: copies, value: true) }
        try layout.itemAttributes(self, e, p, fill: fill, start: start, copies: copies, into: &b)
        b.itemSizes.append(contentsOf: repeatElement(size, count: copies))
    }

    /// LineLayoutRules: a `both` item covers the line and has no tail, grip or line label, so its
    /// `lineLabel` is never drawn.
    func warnIgnoredLineLabel(_ label: RawEntry, _ p: FieldPath) {
        log.warn(FixtureWarning(FixtureError(
            file: file, mark: label.keyMark, field: p.key("lineLabel"),
            message: "ignored: a both item covers the line and has no line label (give the item side: left or right to show it)")))
    }

    /// `data: {name: value, …}`: each value a number (plain) or text (quoted, or not a number);
    /// no lists or mappings.
    func itemData(_ n: RawNode, _ p: FieldPath) throws -> ItemData {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, p, "expected a mapping of names to numbers or text ({photoHeight: 180}), found \(n.typeDescription)")
        }
        var out: [(key: String, value: ItemData.Value)] = []
        for entry in entries where !entry.value.isNull {
            let path = p.key(entry.key)
            guard case let .scalar(text, plain) = entry.value.kind else {
                throw fail(entry.value.mark, path, "a data value is a number or text, found \(entry.value.typeDescription)")
            }
            if plain, parseNumber(text) != nil || isNonFiniteWord(text) {
                out.append((entry.key, .number(try number(entry.value, path, .any))))
            } else {
                out.append((entry.key, .text(text)))
            }
        }
        return ItemData(out)
    }

    /// `generate: {count, width, height, seed}`; count, width and height are required.
    func generator(_ n: RawNode, _ p: FieldPath) throws -> SizeGenerator {
        let entries = try mapping(n, p, allowed: ["count", "width", "height", "seed"],
                                  what: "a mapping {count, width, height, seed}")
        let e = present(entries)
        guard let c = e["count"] else { throw fail(n.mark, p, "generate needs a count") }
        guard let w = e["width"] else { throw fail(n.mark, p, "generate needs a width (a number or [min, max])") }
        guard let h = e["height"] else { throw fail(n.mark, p, "generate needs a height (a number or [min, max])") }
        let count = try self.count(c.value, p.key("count"), maximum: Self.maximumItems)
        let width = try generatedSide(w.value, p.key("width"))
        let height = try generatedSide(h.value, p.key("height"))
        var seed: UInt64 = 0
        if let s = e["seed"] { seed = try self.seed(s.value, p.key("seed")) }
        return SizeGenerator(count: count, width: width, height: height, seed: seed)
    }

    /// A generated side: a number (constant) or `[min, max]` (uniform integers in
    /// `ceil(min) ... floor(max)`).
    func generatedSide(_ n: RawNode, _ p: FieldPath) throws -> SizeGenerator.Side {
        switch n.kind {
        case .scalar:
            return .constant(try number(n, p, .nonNegative))
        case let .sequence(bounds) where bounds.count == 2:
            let lo = try number(bounds[0], p, .nonNegative), hi = try number(bounds[1], p, .nonNegative)
            let limit = 1e15
            if hi > limit { throw fail(bounds[1].mark, p, "is too large for a generated size (at most 1e15)") }
            guard lo <= hi else { throw fail(n.mark, p, "min must not exceed max (got [\(fmt(lo)), \(fmt(hi))])") }
            let l = lo.rounded(.up), h = hi.rounded(.down)
            guard l <= h else { throw fail(n.mark, p, "[\(fmt(lo)), \(fmt(hi))] holds no whole number (generated sizes are whole points)") }
            return .range(Int64(l), Int64(h))
        default:
            throw fail(n.mark, p, "expected a number or [min, max], found \(n.typeDescription)")
        }
    }

    /// A seed: any whole number that fits 64 bits (negative ones by their bit pattern).
    func seed(_ n: RawNode, _ p: FieldPath) throws -> UInt64 {
        if case let .scalar(text, true) = n.kind {
            let t = text.hasPrefix("+") ? String(text.dropFirst()) : text
            if let u = UInt64(t) { return u }
            if let i = Int64(t) { return UInt64(bitPattern: i) }
        }
        throw fail(n.mark, p, "a seed is a whole number that fits 64 bits, found \(n.typeDescription)")
    }
}
