import LatticeLayout

/// Scalars and small shapes (FixtureFormat §3): numbers, whole numbers, booleans, text, enum names,
/// sizes, insets.
extension FixtureDecoder {
    /// Which numbers a field accepts (NaN and infinity never).
    enum NumberRule {
        case any            // offsets, insets, topContentInset, stickyHeaderYOffset
        case nonNegative    // sizes, spacings, counts
        case positive       // screenScale
    }

    /// A finite number obeying `rule`.
    func number(_ n: RawNode, _ path: FieldPath, _ rule: NumberRule) throws -> Double {
        guard case let .scalar(text, plain) = n.kind else {
            throw fail(n.mark, path, "expected a number, found \(n.typeDescription)")
        }
        guard plain else {
            throw fail(n.mark, path, "expected a number, found the quoted text \"\(text.prefix(40))\"")
        }
        guard let v = parseNumber(text) else {
            if isNonFiniteWord(text) { throw fail(n.mark, path, "NaN and infinity are not allowed (got \(text))") }
            throw fail(n.mark, path, "expected a number, found \(n.typeDescription)")
        }
        guard v.isFinite else { throw fail(n.mark, path, "\(text.prefix(40)) is too large (not a finite number)") }
        guard abs(v) <= Fixture.maximumPoints else {
            throw fail(n.mark, path, "\(text.prefix(40)) is too large (at most 1e15 points)")
        }
        switch rule {
        case .any: break
        case .nonNegative:
            if v < 0 { throw fail(n.mark, path, "must not be negative (got \(text))") }
        case .positive:
            if !(v > 0) { throw fail(n.mark, path, "must be greater than 0 (got \(text))") }
        }
        return v == 0 ? 0 : v   // no -0
    }

    /// A whole number in `0 ... maximum`.
    func count(_ n: RawNode, _ path: FieldPath, maximum: Int) throws -> Int {
        let v = try number(n, path, .nonNegative)
        guard v == v.rounded() else { throw fail(n.mark, path, "must be a whole number (got \(fmt(v)))") }
        guard v <= Double(maximum) else { throw fail(n.mark, path, "is too large (at most \(maximum))") }
        return Int(v)
    }

    /// `true` or `false` (YAML's core-schema spellings).
    func bool(_ n: RawNode, _ path: FieldPath) throws -> Bool {
        if case let .scalar(text, true) = n.kind {
            switch text {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            case "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF", "y", "Y", "n", "N":
                // YAML 1.1's booleans are text in YAML 1.2, which fixtures are read as.
                throw fail(n.mark, path, "expected true or false, found \(n.typeDescription) (a YAML 1.1 habit: use true or false)")
            default: break
            }
        }
        throw fail(n.mark, path, "expected true or false, found \(n.typeDescription)")
    }

    /// Any scalar, as text (`label: 42` is the label "42").
    func text(_ n: RawNode, _ path: FieldPath) throws -> String {
        guard case let .scalar(text, _) = n.kind else {
            throw fail(n.mark, path, "expected text, found \(n.typeDescription)")
        }
        return text
    }

    /// One of an enum's names, spelt exactly.
    func choice<E: RawRepresentable & CaseIterable>(_ n: RawNode, _ path: FieldPath, _: E.Type) throws -> E where E.RawValue == String {
        if case let .scalar(text, _) = n.kind, let v = E(rawValue: text) { return v }
        let names = E.allCases.map(\.rawValue)
        let list = names.dropLast().joined(separator: ", ") + " or " + names.last!
        throw fail(n.mark, path, "expected \(list), found \(n.typeDescription)")
    }

    /// The entries of a mapping, unknown keys rejected.
    func mapping(_ n: RawNode, _ path: FieldPath, allowed: [String], what: String,
                 explain: (String) -> String? = { _ in nil }) throws -> [RawEntry] {
        guard case let .mapping(entries) = n.kind else {
            throw fail(n.mark, path, "expected \(what), found \(n.typeDescription)")
        }
        try checkKeys(entries, allowed: allowed, at: path, explain: explain)
        return entries
    }

    /// A size: `[w, h]` or `{width, height}`, both required, neither negative. With `allowFill`
    /// the width may be `fill` (aligned items); the result then has width 0 and `fill` true.
    func size(_ n: RawNode, _ path: FieldPath, allowFill: Bool = false) throws -> (size: Size, fill: Bool) {
        let wNode: RawNode, hNode: RawNode, wPath: FieldPath, hPath: FieldPath
        switch n.kind {
        case let .sequence(items):
            try requireCount(2, items, n, path, "a size is [width, height]")
            wNode = items[0]; hNode = items[1]; wPath = path; hPath = path
        case let .mapping(entries):
            try checkKeys(entries, allowed: ["width", "height"], at: path)
            let e = present(entries)
            guard let w = e["width"] else { throw fail(n.mark, path, "a size needs a width") }
            guard let h = e["height"] else { throw fail(n.mark, path, "a size needs a height") }
            wNode = w.value; hNode = h.value; wPath = path.key("width"); hPath = path.key("height")
        default:
            throw fail(n.mark, path, "expected a size [width, height] or {width, height}, found \(n.typeDescription)")
        }
        var fill = false
        let width: Double
        // `fill` is a bare word in YAML and a string in JSON (which has no bare words).
        if case .scalar("fill", _) = wNode.kind {
            guard allowFill else { throw fail(wNode.mark, wPath, "a fill width is only for items of the aligned layout") }
            fill = true; width = 0
        } else {
            width = try side(wNode, wPath, "width")
        }
        if case .scalar("fill", _) = hNode.kind {
            throw fail(hNode.mark, hPath, "only the width can be fill")
        }
        let height = try side(hNode, hPath, "height")
        return (Size(width: width, height: height), fill)
    }

    /// One side of a size: a number >= 0, with the side named in messages.
    private func side(_ n: RawNode, _ path: FieldPath, _ name: String) throws -> Double {
        do { return try number(n, path, .nonNegative) } catch var e as FixtureError {
            e.message = name + (e.message.hasPrefix("must") ? " " : ": ") + e.message
            throw e
        }
    }

    /// A header or footer: a number n (the reference size n x n) or a size.
    func referenceSize(_ n: RawNode, _ path: FieldPath) throws -> Size {
        if case .scalar = n.kind {
            let v = try number(n, path, .nonNegative)
            return Size(width: v, height: v)
        }
        return try size(n, path).size
    }

    /// Two optional numbers as `[a, b]` or `{a:, b:}` (viewport, contentOffset).
    func pair(_ n: RawNode, _ path: FieldPath, names: (String, String), rule: NumberRule) throws -> (Double?, Double?) {
        switch n.kind {
        case let .sequence(items):
            try requireCount(2, items, n, path, "expected [\(names.0), \(names.1)]")
            return (try number(items[0], path, rule), try number(items[1], path, rule))
        case let .mapping(entries):
            try checkKeys(entries, allowed: [names.0, names.1], at: path)
            let e = present(entries)
            let a = try e[names.0].map { try number($0.value, path.key(names.0), rule) }
            let b = try e[names.1].map { try number($0.value, path.key(names.1), rule) }
            return (a, b)
        default:
            throw fail(n.mark, path, "expected {\(names.0), \(names.1)} or [\(names.0), \(names.1)], found \(n.typeDescription)")
        }
    }

    /// Insets: one number for all sides, `{top, left, bottom, right}` (missing sides 0) or
    /// `[top, left, bottom, right]`. Negative values are allowed (UIEdgeInsets).
    func insets(_ n: RawNode, _ path: FieldPath) throws -> EdgeInsets {
        guard let v = try fourNumbers(n, path, ["top", "left", "bottom", "right"],
                                      list: "insets as a list are [top, left, bottom, right]",
                                      lead: .any, trail: .any, neededBy: nil) else {
            return EdgeInsets(all: try number(n, path, .any))
        }
        return EdgeInsets(top: v.0, left: v.1, bottom: v.2, right: v.3)
    }

    /// A list that must hold exactly `count` entries; another length is an error that says what
    /// the list is (`what`, e.g. "a size is [width, height]") and how many entries it has.
    func requireCount(_ count: Int, _ items: [RawNode], _ n: RawNode, _ path: FieldPath, _ what: String) throws {
        guard items.count == count else { throw fail(n.mark, path, "\(what), this list has \(entryCount(items.count))") }
    }

    /// Four numbers named `names` (a frame's x, y, width, height; insets' top, left, bottom,
    /// right), as a list in that order or a mapping by name; nil for a scalar. `lead` rules the
    /// first two, `trail` the last two. `list` says what the list form is in a length error; a
    /// name left out of a mapping is an error ("a frame needs x") when `neededBy` names the value,
    /// else 0.
    func fourNumbers(_ n: RawNode, _ path: FieldPath, _ names: [String], list: String,
                     lead: NumberRule, trail: NumberRule, neededBy: String?) throws -> (Double, Double, Double, Double)? {
        switch n.kind {
        case .scalar:
            return nil
        case let .sequence(items):
            try requireCount(4, items, n, path, list)
            return (try number(items[0], path, lead), try number(items[1], path, lead),
                    try number(items[2], path, trail), try number(items[3], path, trail))
        case let .mapping(entries):
            try checkKeys(entries, allowed: names, at: path)
            let e = present(entries)
            func side(_ i: Int, _ rule: NumberRule) throws -> Double {
                guard let v = e[names[i]] else {
                    guard let neededBy else { return 0 }
                    throw fail(n.mark, path, "\(neededBy) needs \(names[i])")
                }
                return try number(v.value, path.key(names[i]), rule)
            }
            return (try side(0, lead), try side(1, lead), try side(2, trail), try side(3, trail))
        }
    }
}

// MARK: - Number syntax

/// A decimal number as YAML and JSON write it (`12`, `-3.5`, `.5`, `1e3`, `+2`), or nil. YAML's
/// `.inf` / `.nan` and hex forms (`0x1p1023`) are not numbers here (the first is reported as
/// non-finite). The one number syntax of lattice: fixture files, `--set`, and every number read
/// from the command line or the viewer's command line.
public func parseNumber(_ text: String) -> Double? {
    var digits = 0, i = text.utf8.startIndex
    let u = text.utf8, end = u.endIndex
    guard i != end else { return nil }
    if u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i = u.index(after: i) }
    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    while i != end, isDigit(u[i]) { digits += 1; i = u.index(after: i) }
    if i != end, u[i] == UInt8(ascii: ".") {
        i = u.index(after: i)
        while i != end, isDigit(u[i]) { digits += 1; i = u.index(after: i) }
    }
    guard digits > 0 else { return nil }
    if i != end, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
        i = u.index(after: i)
        if i != end, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i = u.index(after: i) }
        var expDigits = 0
        while i != end, isDigit(u[i]) { expDigits += 1; i = u.index(after: i) }
        guard expDigits > 0 else { return nil }
    }
    guard i == end else { return nil }
    return Double(text)
}

/// YAML's and common spellings of NaN and infinity, which are always errors.
func isNonFiniteWord(_ text: String) -> Bool {
    var t = text.lowercased()
    if t.hasPrefix("-") || t.hasPrefix("+") { t.removeFirst() }
    if t.hasPrefix(".") { t.removeFirst() }
    return t == "inf" || t == "infinity" || t == "nan"
}

/// "1 entry", "3 entries": the length of a list or mapping in a message.
func entryCount(_ count: Int) -> String { "\(count) \(count == 1 ? "entry" : "entries")" }
