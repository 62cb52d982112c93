import Foundation

/// A fixture item's `data:` mapping: named numbers and text a layout's own delegate protocol
/// reads through ``LatticeFixtureDelegate/itemData(at:)`` (a photo's height, a caption).
///
/// ```yaml
/// items:
///   - {size: [100, 100], data: {photoHeight: 180, caption: "Lake"}}
/// ```
public struct LatticeItemData: Hashable, Sendable {
    /// One value: a number (written plain: `180`, `0.5`) or text (anything else, or quoted).
    public enum Value: Hashable, Sendable {
        case number(Double)
        case text(String)
    }

    /// The values by name.
    public var values: [String: Value]

    public init(_ values: [String: Value] = [:]) { self.values = values }

    public subscript(key: String) -> Value? { values[key] }
    /// The number named `key`, nil when absent or text.
    public func number(_ key: String) -> CGFloat? {
        if case let .number(v)? = values[key] { return CGFloat(v) }
        return nil
    }
    /// The text named `key`; a number is given as written in the shortest form (`180`, `0.5`).
    public func text(_ key: String) -> String? {
        switch values[key] {
        case let .text(t)?: return t
        case let .number(v)?: return v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case nil: return nil
        }
    }
    public var isEmpty: Bool { values.isEmpty }
}
