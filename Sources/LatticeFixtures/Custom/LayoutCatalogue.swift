import LatticeLayout

/// The layout types a program adds to lattice (`LatticeCLI.main(layouts:)` builds one), by
/// `layout.type` name: a value handed to the loader (`FixtureLoader.load(…, layouts:)`), which
/// checks a fixture's options with the type's `check` and keeps its `make` with them. The
/// built-in types (`list`, `aligned`, `line`, `snapshot`) need no entry; an empty catalogue
/// (the default) knows only those.
public struct LayoutCatalogue: Sendable {
    /// One layout type.
    public struct Entry: Sendable {
        /// Reads and checks the options (runs the program's factory), throwing located errors.
        public var check: @Sendable (CustomLayoutOptions) throws(FixtureError) -> Void
        /// Builds the layout for a fixture at a viewport (options already checked by `check`).
        public var make: @Sendable (Fixture, Size) -> CollectionLayout?
        public init(check: @escaping @Sendable (CustomLayoutOptions) throws(FixtureError) -> Void,
                    make: @escaping @Sendable (Fixture, Size) -> CollectionLayout?) {
            self.check = check; self.make = make
        }
    }

    private var entries: [String: Entry]

    public init(_ entries: [String: Entry] = [:]) { self.entries = entries }

    /// The entry of layout type `name`, if the catalogue has it.
    public subscript(name: String) -> Entry? {
        get { entries[name] }
        set { entries[name] = newValue }
    }

    /// The names of the catalogue's types, sorted (for messages).
    public var names: [String] { entries.keys.sorted() }
}
