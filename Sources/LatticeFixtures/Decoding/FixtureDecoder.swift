import Foundation
import LatticeLayout

/// Turns the raw document into a validated `Fixture`, or throws the first problem found as a
/// `FixtureError` naming the field (`sections[2].items[5].size`) and its line:column. With a
/// `DiagnosticLog` whose limit is above 1 it goes on past each error it can recover from (every
/// unknown key, every field, section and item is checked) and the log holds all of them.
///
/// Rules (FixtureFormat §1): unknown keys are errors; a key that belongs to another layout
/// type is an error that says so; null (`~`, `key:` with nothing) means the key was left out;
/// numbers must be finite; sizes, spacings, counts and `repeat` must not be negative and
/// `screenScale` must be > 0; offsets, insets, `topContentInset` and `stickyHeaderYOffset` may be
/// negative. Everything is checked before the fixture is returned.
struct FixtureDecoder {
    let file: String
    /// Errors and warnings found so far (`recover` records into it).
    let log: DiagnosticLog
    /// The layout types the fixture may name (the built-in ones and the program's own).
    var layouts = LayoutCatalogue()

    /// Caps that keep hostile input from exhausting memory: 10 million items and 1 million
    /// sections in all, `repeat` and `generate` included.
    static let maximumItems = 10_000_000
    static let maximumSections = 1_000_000

    var totalItems = 0
    /// The fixture's layout (read first): its type says which section and item keys follow.
    var fixtureLayout = FixtureLayout.list(ListLayoutOptions())
    var totalSections = 0
    /// A snapshot's elements, when the reader decoded them as it read them.
    var streamed: StreamedElements?

    init(file: String, log: DiagnosticLog = DiagnosticLog(limit: 1)) { self.file = file; self.log = log }

    // MARK: - Errors

    func fail(_ mark: SourceMark, _ path: FieldPath, _ message: String) -> FixtureError {
        FixtureError(file: file, mark: mark, field: path,
                     message: mark.isInFile ? message : message + " (value from \(FixtureOverride.Origin(mark: mark).spelling))")
    }

    // MARK: - Top level

    static let topKeys: [String] = ["name", "viewport", "contentInset", "contentOffset", "screenScale",
                                    "safeAreaInsets", "contentInsetAdjustmentBehavior", "layoutDirection",
                                    "layoutMargins", "traits", "layout", "defaults", "sections", "elements", "capture", "check"]

    mutating func fixture(_ root: RawNode) throws -> Fixture {
        guard case let .mapping(entries) = root.kind else {
            throw fail(root.mark, .root, "a fixture must be a mapping of keys (name, layout, sections, ...), found \(root.typeDescription)")
        }
        try checkKeys(entries, allowed: Self.topKeys, at: .root)
        var fixture = Fixture()
        let e = present(entries)

        // The layout first: it decides which keys are allowed below and what the defaults are,
        // so a layout that cannot be read stops decoding (its own fields recover).
        if let l = e["layout"] {
            fixture.layout = try layout(l.value, .root.key("layout"))
            fixtureLayout = fixture.layout
            fixture.snap = try recover(.none) { try snapMode(l.value, .root.key("layout")) }
        }
        if let v = e["name"] { fixture.name = try recover(nil) { try text(v.value, .root.key("name")) } }
        if let v = e["viewport"] {
            let p = FieldPath.root.key("viewport")
            let (w, h) = try recover((nil, nil)) { try pair(v.value, p, names: ("width", "height"), rule: .nonNegative) }
            fixture.viewportWidth = w; fixture.viewportHeight = h
        }
        if let v = e["contentInset"] { fixture.contentInset = try recover(.zero) { try insets(v.value, .root.key("contentInset")) } }
        if let v = e["contentOffset"] {
            let (x, y) = try recover((nil, nil)) { try pair(v.value, .root.key("contentOffset"), names: ("x", "y"), rule: .any) }
            fixture.contentOffset = Point(x: x ?? 0, y: y ?? 0)
        }
        if let v = e["screenScale"] { fixture.screenScale = try recover(fixture.screenScale) { try number(v.value, .root.key("screenScale"), .positive) } }
        try environment(e, into: &fixture)
        if let v = e["check"] { fixture.checkExpectations = try recover([]) { try checkExpectations(v.value, .root.key("check")) } }

        let layout = fixture.layout
        if try layout.readBody(&self, entries, into: &fixture) { return fixture }
        for key in ["elements", "capture"] {
            guard let v = e[key] else { continue }
            throw fail(v.keyMark, .root.key(key), "\(key): belong\(key == "capture" ? "s" : "") to a snapshot (layout: {type: snapshot}), not to the \(fixture.layout.typeName) layout")
        }
        var defaults = SectionSettings()
        if let d = e["defaults"] {
            defaults = try recover(SectionSettings()) { try sectionSettings(d.value, .root.key("defaults"), isDefaults: true) }
        }
        if let s = e["sections"] {
            fixture.sections = try sections(s.value, .root.key("sections"), defaults: defaults, layout: fixture.layout)
            // Each value is within the bound; their sum must be too (sizes, spacings, insets).
            let total = fixture.totalLength
            if !(total <= Fixture.maximumPoints) {
                throw fail(s.value.mark, .root.key("sections"),
                           "the sizes, spacings and insets add up to \(String(format: "%.3g", total)) points, more than the 1e15 a fixture may span")
            }
        }
        return fixture
    }

    // MARK: - Keys

    /// The entries whose value is not null, looked up by key (null means "left out"). A linear
    /// search: mappings here are small (their keys are checked against a short list), and it
    /// spares a dictionary per item.
    func present(_ entries: [RawEntry]) -> PresentEntries { PresentEntries(entries: entries) }

    /// Records every key not in `allowed` (`load` stops at the first). `explain` may give a
    /// better message for keys that exist elsewhere (another layout's key); otherwise a close
    /// allowed key is suggested.
    func checkKeys(_ entries: [RawEntry], allowed: [String], at path: FieldPath,
                   explain: (String) -> String? = { _ in nil }) throws {
        for entry in entries where !allowed.contains(entry.key) {
            if let why = explain(entry.key) { try log.record(fail(entry.keyMark, path.key(entry.key), why)); continue }
            var message = "unknown key \"\(entry.key)\""
            if let close = closestKey(to: entry.key, in: allowed) { message += " (did you mean \"\(close)\"?)" }
            else { message += " (allowed here: \(allowed.joined(separator: ", ")))" }
            try log.record(fail(entry.keyMark, path.key(entry.key), message))
        }
    }
}

/// A mapping's entries with non-null values, by key.
struct PresentEntries {
    let entries: [RawEntry]
    subscript(key: String) -> RawEntry? {
        for entry in entries where entry.key == key { return entry.value.isNull ? nil : entry }
        return nil
    }
}

/// The allowed key nearest to a misspelt one (edit distance at most 2, or the same letters in
/// another case), if any.
public func closestKey(to key: String, in allowed: [String]) -> String? {
    if let same = allowed.first(where: { $0.lowercased() == key.lowercased() }) { return same }
    let a = Array(key.lowercased().unicodeScalars)
    guard a.count <= 64 else { return nil }
    var best: (String, Int)?
    for candidate in allowed {
        let b = Array(candidate.lowercased().unicodeScalars)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        let d = previous[b.count]
        if d <= 2, d < (best?.1 ?? Int.max) { best = (candidate, d) }
    }
    return best?.0
}
