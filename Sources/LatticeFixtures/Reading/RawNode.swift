/// The raw fixture document: what a YAML or JSON file says, before any meaning is given to it.
///
/// Both readers (`YAMLReader`, `JSONReader`) produce this tree, `--set` edits it
/// (`Overrides`), and `FixtureDecoder` turns it into a validated `Fixture`. Every node keeps the
/// place it was written (`SourceMark`), so errors can say `file:LINE:COL`.

/// A 1-based line and column in the source text (columns count Unicode scalars, as libyaml does).
/// Line 0 means "not from the file" (a value given with `--set`).
public struct SourceMark: Hashable, Sendable {
    public var line: Int32
    public var column: Int32
    public init(line: Int, column: Int) {
        self.line = Int32(clamping: line); self.column = Int32(clamping: column)
    }
    /// The mark of nodes that come from `--set` rather than from the file (an override of
    /// another origin keeps it in `column`: `override(_:)`).
    public static let override = SourceMark(line: 0, column: 0)
    public var isInFile: Bool { line > 0 }
}

/// One node of the raw document.
struct RawNode: Sendable {
    enum Kind: Sendable {
        /// A scalar's text. `plain` is true for YAML plain scalars and JSON numbers, `true`,
        /// `false`, `null`; false for quoted strings (which are always text, never a number).
        case scalar(String, plain: Bool)
        case sequence([RawNode])
        case mapping([RawEntry])
    }
    var kind: Kind
    var mark: SourceMark

    static func null(_ mark: SourceMark) -> RawNode { RawNode(kind: .scalar("", plain: true), mark: mark) }

    /// True for YAML's null forms (`~`, `null`, an empty plain scalar) and JSON's `null`.
    var isNull: Bool {
        guard case let .scalar(text, plain) = kind, plain else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short name of the node's type for messages ("a list", "a mapping", "the text \"abc\"").
    var typeDescription: String {
        switch kind {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case let .scalar(text, plain):
            if isNull { return "null" }
            if plain, RawNode.looksNumeric(text) { return "the number \(text)" }
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\"\(shown)\""
        }
    }

    static func looksNumeric(_ text: String) -> Bool { parseNumber(text) != nil }
}

/// A mapping entry: the key's text and place, and the value.
struct RawEntry: Sendable {
    var key: String
    var keyMark: SourceMark
    var value: RawNode
}

/// The deepest nesting either reader accepts. A fixture needs about 6 levels, a compositional
/// group two more for each group inside it (its mapping and its `subitems:` list), so the cap
/// leaves room for `maximumGroupNesting` groups; it keeps hostile input from exhausting the stack.
let maximumNestingDepth = 256

/// The deepest a compositional group may sit inside other groups, counted in groups (not in the
/// file's levels of nesting).
let maximumGroupNesting = 64
