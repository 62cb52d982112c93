import LatticeLayout

/// A layout type whose fixture keys the loader reads itself: the built-in types and the
/// types of a program's own (`LayoutCatalogue.Entry`). Its options are read by the loader's
/// recovering decoder, so `validate` lists every bad field rather than the first; its sections
/// and items may take keys of their own.
///
/// Any other ``LayoutType`` takes the common section and item keys and reads its options through
/// `options(_:)`; every requirement here has that as its default.
protocol BuiltInLayoutType: LayoutType {
    /// The `layout:` keys (not `type` or `snap`) in the order they are read; nil: the type
    /// checks its own keys in `options(_:)`.
    var optionKeys: [String]? { get }
    /// True when a key of this type's found under another type is named as this type's
    /// ("`stickyHeaders` is a key of the list layout, not of the aligned layout").
    var claimsItsKeys: Bool { get }
    /// Reads the options from the mapping's entries (`optionKeys` already checked).
    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> Options
    /// The keys an item mapping may give.
    var itemKeys: [String] { get }
    /// True when an item's width may be `fill` (the room left on its line).
    var allowsFillWidth: Bool { get }
    /// Why an item may not be written as a size (`[w, h]`), nil when it may.
    var sizedItemError: String? { get }
    /// The section's (or `defaults:`'s) keys when the type reads its own; nil: the common ones.
    func sectionSettings(_ d: FixtureDecoder, _ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings?
    /// Fills in the section's values the settings leave out.
    func resolve(_ s: SectionSettings, into section: inout FixtureSection, options: Options)
    /// Reads the top level's keys the type has in place of `sections:` and `defaults:` (a
    /// snapshot's `elements:`), and says so; false: the fixture has sections.
    func readBody(_ d: inout FixtureDecoder, _ entries: [RawEntry], into fixture: inout Fixture) throws -> Bool
    /// Reads an item's own keys (none for an item written as a size) into the section.
    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, options: Options, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws
}

extension BuiltInLayoutType {
    var optionKeys: [String]? { nil }
    var claimsItsKeys: Bool { true }
    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> Options {
        try options(CustomLayoutOptions(typeName: name, file: d.file, entries: e.entries))
    }
    var itemKeys: [String] { FixtureDecoder.itemKeys(own: ownItemKeys) }
    var allowsFillWidth: Bool { false }
    var sizedItemError: String? { nil }
    func sectionSettings(_ d: FixtureDecoder, _ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings? { nil }
    func resolve(_ s: SectionSettings, into section: inout FixtureSection, options: Options) {
        section.resolve(s, defaults: sectionDefaults(options))
    }
    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, options: Options, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {}
    func readBody(_ d: inout FixtureDecoder, _ entries: [RawEntry], into fixture: inout Fixture) throws -> Bool { false }

    /// The options read by `decodeOptions` from the keys as written (the first error thrown):
    /// `options(_:)` of a type with its own key list.
    func readOptions(_ written: CustomLayoutOptions) throws(FixtureError) -> Options {
        let d = FixtureDecoder(file: written.file)
        do { return try decodeOptions(d, PresentEntries(entries: written.entries), .root.key("layout")) }
        catch let e as FixtureError { throw e } catch {
            throw FixtureError(file: written.file, mark: nil, field: .root.key("layout"), message: "\(error)")
        }
    }
}

extension BuiltInLayoutType {
    /// `resolve` with the options of a `FixtureLayout` of this type.
    func resolve(_ s: SectionSettings, into section: inout FixtureSection, anyOptions: Any) {
        resolve(s, into: &section, options: anyOptions as! Options)
    }
    /// `itemAttributes` with the options of a `FixtureLayout` of this type.
    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, anyOptions: Any, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {
        try itemAttributes(d, e, p, options: anyOptions as! Options, fill: fill, start: start, copies: copies, into: &b)
    }
    /// The `FixtureLayout` of options read by `decodeOptions`.
    func decodeLayout(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> FixtureLayout {
        FixtureLayout(self, options: try decodeOptions(d, e, path))
    }
}

extension FixtureSection {
    /// The section's insets, spacings and reference sizes: the settings' own, else `defaults`.
    mutating func resolve(_ s: SectionSettings, defaults d: SectionDefaults) {
        insets = s.insets ?? d.insets
        lineSpacing = s.lineSpacing ?? d.lineSpacing
        interitemSpacing = s.interitemSpacing ?? d.interitemSpacing
        header = s.header ?? d.header
        footer = s.footer ?? d.footer
    }
}

extension FixtureLayout {
    /// The type's hooks for its sections and items, nil for a type that takes the common keys.
    private var builtIn: (any BuiltInLayoutType)? { type as? any BuiltInLayoutType }

    /// The keys an item mapping may give.
    var itemKeys: [String] { builtIn?.itemKeys ?? FixtureDecoder.itemKeys(own: type.ownItemKeys) }
    /// True when an item's width may be `fill`.
    var allowsFillWidth: Bool { builtIn?.allowsFillWidth ?? false }
    /// Why an item may not be written as a size, nil when it may.
    var sizedItemError: String? { builtIn?.sizedItemError }

    /// The section's (or `defaults:`'s) settings when the type reads its own keys.
    func sectionSettings(_ d: FixtureDecoder, _ n: RawNode, _ path: FieldPath, isDefaults: Bool) throws -> SectionSettings? {
        try builtIn?.sectionSettings(d, n, path, isDefaults: isDefaults)
    }

    /// Fills in the section's values the settings leave out, as the type says.
    func resolve(_ s: SectionSettings, into section: inout FixtureSection) {
        if let builtIn { builtIn.resolve(s, into: &section, anyOptions: options) } else { section.resolve(s, defaults: sectionDefaults) }
    }

    /// Reads the top level's keys the type has in place of sections, and says so.
    func readBody(_ d: inout FixtureDecoder, _ entries: [RawEntry], into fixture: inout Fixture) throws -> Bool {
        try builtIn?.readBody(&d, entries, into: &fixture) ?? false
    }

    /// Reads an item's keys of the type into the section: a built-in type's hook, else the
    /// type's `readItem` (for an item that gives any of its keys).
    func itemAttributes(_ d: FixtureDecoder, _ e: PresentEntries, _ p: FieldPath, fill: Bool,
                        start: Int, copies: Int, into b: inout FixtureSection) throws {
        if let builtIn { return try builtIn.itemAttributes(d, e, p, anyOptions: options, fill: fill, start: start, copies: copies, into: &b) }
        let own = type.ownItemKeys
        guard e.entries.contains(where: { own.contains($0.key) }) else { return }
        let item = LayoutOptionReader(options: CustomLayoutOptions(typeName: typeName, file: d.file, entries: e.entries), path: p)
        try type.readItem(item, items: start ..< start + copies, anyOptions: options, into: &b)
    }
}
