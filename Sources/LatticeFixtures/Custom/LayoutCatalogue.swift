import LatticeLayout

/// The layout types a loader knows, by `layout.type` name: a value handed to the loader
/// (`FixtureLoader.load(…, layouts:)`), which reads a fixture's options, sections and items as
/// the type says and makes its layout with the type's `make`.
///
/// Every catalogue holds the built-in types (`list`, `aligned`, `line`, `flow`,
/// `compositional`, `snapshot`); a program adds its own with ``register(_:)`` (a
/// ``LayoutType``) or by name with an ``Entry`` (`LatticeCLI.main(layouts:)` builds those).
public struct LayoutCatalogue: Sendable {
    /// A layout type of a program's own, given as its checker and builder: its options are
    /// kept as written (`CustomLayoutOptions`), its sections follow the list layout's rules.
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

    /// The built-in types, in the order messages list them.
    public static let builtIn: [any LayoutType] = [ListLayoutType(), AlignedLayoutType(), LineLayoutType(), FlowLayoutType(),
                                                   CompositionalLayoutType(), SnapshotLayoutType()]

    private var types: [String: any LayoutType]
    private var entries: [String: Entry] = [:]

    /// The built-in types and `entries`.
    public init(_ entries: [String: Entry] = [:]) {
        types = Dictionary(uniqueKeysWithValues: Self.builtIn.map { ($0.name, $0) })
        for (name, entry) in entries { self[name] = entry }
    }

    /// True when `name` is a built-in type's.
    private static func isBuiltIn(_ name: String) -> Bool { builtIn.contains { $0.name == name } }

    /// Adds `type` under its name (replacing a type of that name).
    public mutating func register(_ type: some LayoutType) { types[type.name] = type }

    /// The type named `name`, if the catalogue has it.
    public func type(named name: String) -> (any LayoutType)? { types[name] }

    /// The entry of layout type `name`, when it was registered as one. An entry under a
    /// built-in type's name is kept but never read: the built-in type answers for the name.
    public subscript(name: String) -> Entry? {
        get { entries[name] }
        set {
            entries[name] = newValue
            guard !Self.isBuiltIn(name) else { return }
            types[name] = newValue.map { EntryLayoutType(name: name, entry: $0) }
        }
    }

    /// The names of the types registered beyond the built-in ones (entries and types), sorted
    /// (for messages).
    public var names: [String] {
        Set(entries.keys).union(types.keys.filter { !Self.isBuiltIn($0) }).sorted()
    }

    /// Every type's name: the built-in ones first, in their order, then the others.
    public var allNames: [String] { Self.builtIn.map(\.name) + names.filter { !Self.isBuiltIn($0) } }

    /// Every type, in the order of `allNames`.
    var all: [any LayoutType] { allNames.compactMap { types[$0] } }
}
