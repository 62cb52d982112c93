import LatticeLayout

/// Typed access to a custom layout's `layout:` keys, or to an item's keys of a layout type's
/// own (``LayoutType/readItem(_:items:options:into:)``), with the same checks and the same
/// located errors (`PATH:LINE:COL: error: layout.columns: …`,
/// `sections[0].items[2].span: …`) as the built-in layouts' keys.
///
/// Every accessor returns nil when the key is absent (or null) and throws a `FixtureError` when
/// it is present but wrong. `unknownKeyError(read:)` names the first key nobody read.
public struct LayoutOptionReader: Sendable {
    let options: CustomLayoutOptions
    /// Where the keys are written: `layout`, or an item's place.
    private let path: FieldPath
    /// `layout.type`.
    public var typeName: String { options.typeName }
    private var decoder: FixtureDecoder { FixtureDecoder(file: options.file) }

    /// A reader of the keys of `options`, written at `path`.
    init(options: CustomLayoutOptions, path: FieldPath = FieldPath.root.key("layout")) {
        self.options = options; self.path = path
    }

    private func entry(_ key: String) -> RawEntry? { PresentEntries(entries: options.entries)[key] }

    /// A number (finite), at least `min` and at most `max` when given.
    public func number(_ key: String, min: Double? = nil, max: Double? = nil) throws(FixtureError) -> Double? {
        guard let e = entry(key) else { return nil }
        let v: Double = try wrap { try decoder.number(e.value, path.key(key), .any) }
        if let min, v < min { throw error(key, "must be at least \(fmt(min)) (got \(fmt(v)))") }
        if let max, v > max { throw error(key, "must be at most \(fmt(max)) (got \(fmt(v)))") }
        return v
    }

    /// A whole number, at least `min` and at most `max` when given.
    public func integer(_ key: String, min: Int? = nil, max: Int? = nil) throws(FixtureError) -> Int? {
        guard let v = try number(key) else { return nil }
        guard v == v.rounded(), abs(v) < 1e15 else { throw error(key, "must be a whole number (got \(fmt(v)))") }
        let i = Int(v)
        if let min, i < min { throw error(key, "must be at least \(min) (got \(i))") }
        if let max, i > max { throw error(key, "must be at most \(max) (got \(i))") }
        return i
    }

    /// `true` or `false`.
    public func bool(_ key: String) throws(FixtureError) -> Bool? {
        guard let e = entry(key) else { return nil }
        return try wrap { try decoder.bool(e.value, path.key(key)) }
    }

    /// Any scalar, as text.
    public func text(_ key: String) throws(FixtureError) -> String? {
        guard let e = entry(key) else { return nil }
        return try wrap { try decoder.text(e.value, path.key(key)) }
    }

    /// One of `choices`, spelt exactly.
    public func choice(_ key: String, _ choices: [String]) throws(FixtureError) -> String? {
        guard let e = entry(key) else { return nil }
        if case let .scalar(t, _) = e.value.kind, choices.contains(t) { return t }
        let list = choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + choices.last! : choices.joined()
        throw located(e, "expected \(list), found \(e.value.typeDescription)")
    }

    /// A size: `[w, h]` or `{width, height}`, not negative.
    public func size(_ key: String) throws(FixtureError) -> Size? {
        guard let e = entry(key) else { return nil }
        return try wrap { try decoder.size(e.value, path.key(key)).size }
    }

    /// Insets: a number for all sides, `[top, left, bottom, right]` or a mapping of sides.
    public func insets(_ key: String) throws(FixtureError) -> EdgeInsets? {
        guard let e = entry(key) else { return nil }
        return try wrap { try decoder.insets(e.value, path.key(key)) }
    }

    /// An error located at `key`'s value (`type`: at the layout type's name; a key that is absent:
    /// the file).
    public func error(_ key: String, _ message: String) -> FixtureError {
        guard let e = entry(key) else {
            let mark = key == "type" ? options.typeMark : nil
            return FixtureError(file: options.file, mark: mark, field: path.key(key), message: message)
        }
        return located(e, message)
    }

    /// The error for the first key not in `read` (a misspelt or unsupported option), suggesting a
    /// close one; nil when every key was read.
    public func unknownKeyError(read: Set<String>) -> FixtureError? {
        for e in options.entries where !read.contains(e.key) && !e.value.isNull {
            var message = "unknown key \"\(e.key)\" for the \(options.typeName) layout"
            if let close = closestKey(to: e.key, in: Array(read)) { message += " (did you mean \"\(close)\"?)" }
            return FixtureError(file: options.file, mark: e.keyMark, field: path.key(e.key), message: message)
        }
        return nil
    }

    private func located(_ e: RawEntry, _ message: String) -> FixtureError {
        FixtureError(file: options.file, mark: e.value.mark, field: path.key(e.key), message: message)
    }

    private func wrap<T>(_ body: () throws -> T) throws(FixtureError) -> T {
        do { return try body() } catch let e as FixtureError { throw e } catch {
            throw FixtureError(file: options.file, mark: nil, field: path, message: "\(error)")
        }
    }
}
