import LatticeLayout

/// `capture:` at the top level of a snapshot (FixtureFormat §9a, "Captures"): each field's type
/// is checked, with located errors; `settings` takes numbers, booleans, text, sizes
/// `{width, height}` and insets `{top, left, bottom, right}` under any name.
extension FixtureDecoder {
    static let captureKeys = ["tool", "layoutClass", "adjustedContentInset", "settings", "sampledOffsets", "truncated"]

    func captureInfo(_ n: RawNode, _ path: FieldPath) throws -> CaptureInfo {
        let entries = try mapping(n, path, allowed: Self.captureKeys, what: "a mapping (tool, layoutClass, settings, …)")
        let e = present(entries)
        var c = CaptureInfo()
        c.tool = try field(e, "tool", path, text)
        c.layoutClass = try field(e, "layoutClass", path, text)
        c.adjustedContentInset = try field(e, "adjustedContentInset", path, insets)
        c.sampledOffsets = try field(e, "sampledOffsets", path) { try count($0, $1, maximum: Self.maximumItems) }
        c.truncated = try field(e, "truncated", path, bool)
        if let s = e["settings"] {
            let p = path.key("settings")
            guard case let .mapping(settings) = s.value.kind else {
                throw fail(s.value.mark, p, "expected a mapping of the layout's properties by name, found \(s.value.typeDescription)")
            }
            for entry in settings where !entry.value.isNull {
                if let value = try recover(nil, { try settingValue(entry.value, p.key(entry.key)) }) {
                    c.settings.append(CaptureSetting(name: entry.key, value: value))
                }
            }
        }
        return c
    }

    /// One layout property's value.
    func settingValue(_ n: RawNode, _ path: FieldPath) throws -> CaptureSetting.Value {
        switch n.kind {
        case let .scalar(text, plain):
            if plain, RawNode.looksNumeric(text) || isNonFiniteWord(text) { return .number(try number(n, path, .any)) }
            if plain, ["true", "false", "True", "False", "TRUE", "FALSE"].contains(text) { return .bool(try bool(n, path)) }
            return .text(text)
        case let .mapping(entries):
            let keys = Set(entries.map(\.key))
            if keys == ["width", "height"] { return .size(try size(n, path).size) }
            if keys.isSubset(of: ["top", "left", "bottom", "right"]) { return .insets(try insets(n, path)) }
            throw fail(n.mark, path, "expected a size {width, height} or insets {top, left, bottom, right}, found the keys \(entries.map(\.key).joined(separator: ", "))")
        case .sequence:
            throw fail(n.mark, path, "expected a number, true or false, text, a size {width, height} or insets {top, left, bottom, right}, found a list")
        }
    }
}
