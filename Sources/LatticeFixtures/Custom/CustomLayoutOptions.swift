import LatticeLayout

/// The `layout:` mapping of a fixture as written, for a layout type that reads its own options
/// (``LayoutType/options(_:)``), such as one registered by a program built on `LatticeCLI`
/// (`LatticeCLI.main(layouts: ["waterfall": …])`): the type name and every other key
/// as written (`snap` aside, which every layout type has), kept with its place in the file so
/// the layout's factory can read typed values and fail with `PATH:LINE:COL` errors.
///
/// Sections and items of such a fixture follow the list layout's rules: the values a
/// `UICollectionViewDelegateFlowLayout` hands over (item sizes, section insets, line and
/// interitem spacings, header and footer reference sizes).
public struct CustomLayoutOptions: Sendable, Equatable {
    /// `layout.type`.
    public let typeName: String
    /// The file, as named to the loader (for error messages).
    let file: String
    /// The option entries (not `type`, not `snap`), in file order.
    let entries: [RawEntry]
    /// Where `type`'s value is written (errors about the layout as a whole point there).
    let typeMark: SourceMark?

    init(typeName: String, file: String, entries: [RawEntry], typeMark: SourceMark? = nil) {
        self.typeName = typeName; self.file = file; self.entries = entries; self.typeMark = typeMark
    }

    /// The option keys given, in file order (null values count as left out).
    public var keys: [String] { entries.filter { !$0.value.isNull }.map(\.key) }

    /// A reader with typed accessors over these options.
    public var reader: LayoutOptionReader { LayoutOptionReader(options: self) }

    /// Equal when they say the same.
    public static func == (a: CustomLayoutOptions, b: CustomLayoutOptions) -> Bool {
        a.typeName == b.typeName && a.file == b.file && a.entries.count == b.entries.count
            && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.keyMark == $1.keyMark && $0.value.isSameText(as: $1.value) }
    }
}

extension RawNode {
    /// True when both nodes say the same thing (scalars, lists and mappings compared as text).
    func isSameText(as other: RawNode) -> Bool {
        switch (kind, other.kind) {
        case let (.scalar(a, p), .scalar(b, q)): return a == b && p == q
        case let (.sequence(a), .sequence(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isSameText(as: $1) }
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.isSameText(as: $1.value) }
        default: return false
        }
    }
}
