public import Foundation
public import LatticeUIKit
internal import LatticeFixtures
internal import LatticeHosting

/// A custom layout's `layout:` keys, read with typed accessors that check the value and fail
/// with the key's place in the file, as the built-in layouts' keys do. Every accessor takes the
/// value to use when the key is absent. A key the factory never reads is an error too
/// ("unknown key"), so a misspelt option does not pass silently.
@MainActor
public final class LayoutOptions {
    private let reader: LayoutOptionReader
    /// The keys read so far.
    private(set) var read: Set<String> = []

    init(_ reader: LayoutOptionReader) { self.reader = reader }

    /// The layout type's name (`layout.type`).
    public var typeName: String { reader.typeName }

    /// A whole number, within `min`…`max` when given.
    public func integer(_ key: String, default value: Int, min: Int? = nil, max: Int? = nil) throws -> Int {
        read.insert(key)
        return try reader.integer(key, min: min, max: max) ?? value
    }
    /// A number, within `min`…`max` when given.
    public func number(_ key: String, default value: CGFloat, min: CGFloat? = nil, max: CGFloat? = nil) throws -> CGFloat {
        read.insert(key)
        return try reader.number(key, min: min.map(Double.init), max: max.map(Double.init)).map { CGFloat($0) } ?? value
    }
    /// `true` or `false`.
    public func bool(_ key: String, default value: Bool) throws -> Bool {
        read.insert(key)
        return try reader.bool(key) ?? value
    }
    /// Text.
    public func text(_ key: String, default value: String) throws -> String {
        read.insert(key)
        return try reader.text(key) ?? value
    }
    /// One of `choices`.
    public func choice(_ key: String, default value: String, _ choices: [String]) throws -> String {
        read.insert(key)
        return try reader.choice(key, choices) ?? value
    }
    /// A size: `[w, h]` or `{width, height}`.
    public func size(_ key: String, default value: CGSize) throws -> CGSize {
        read.insert(key)
        return try reader.size(key).map { CGSize(width: $0.width, height: $0.height) } ?? value
    }
    /// Insets: one number, `[top, left, bottom, right]`, or a mapping of sides.
    public func insets(_ key: String, default value: UIEdgeInsets) throws -> UIEdgeInsets {
        read.insert(key)
        return try reader.insets(key).map { UIEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) } ?? value
    }
    /// An error of your own about `key`, located at its value: `throw options.error("columns", "must be even")`.
    public func error(_ key: String, _ message: String) -> any Error {
        read.insert(key)
        return reader.error(key, message)
    }

    /// The first key never read, as an error.
    func unknownKeyError() -> FixtureError? { reader.unknownKeyError(read: read) }
}

extension LayoutOptions {
    /// `factory` as the hosting's maker: run on a fixture's options, its error or the first key
    /// it never read thrown as a located `FixtureError`.
    nonisolated static func maker(_ factory: @escaping LatticeCLI.LayoutFactory) -> HostedLayoutMaker {
        { options throws(FixtureError) in
            let reader = options.reader
            let wrapped = LayoutOptions(reader)
            let layout: UICollectionViewLayout
            do { layout = try factory(wrapped) } catch let e as FixtureError { throw e } catch {
                throw reader.error("type", "the \(options.typeName) layout could not be made: \(error)")
            }
            if let unknown = wrapped.unknownKeyError() { throw unknown }
            return layout
        }
    }
}
