/// An item's `data:` (FixtureFormat §5): named numbers and text for a program's own layout,
/// read through `LatticeFixtureDelegate.itemData(at:)`. lattice's own layouts read none.
public struct ItemData: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
        case number(Double)
        case text(String)
    }
    /// The values by name, in the order written.
    public var entries: [(key: String, value: Value)] {
        get { keys.map { ($0, values[$0]!) } }
        set { keys = newValue.map(\.key); values = Dictionary(newValue, uniquingKeysWith: { $1 }) }
    }
    public private(set) var values: [String: Value] = [:]
    private var keys: [String] = []

    public init(_ entries: [(key: String, value: Value)] = []) { self.entries = entries }
    public static func == (a: ItemData, b: ItemData) -> Bool { a.keys == b.keys && a.values == b.values }
    public func hash(into h: inout Hasher) { h.combine(keys); h.combine(values) }
}
