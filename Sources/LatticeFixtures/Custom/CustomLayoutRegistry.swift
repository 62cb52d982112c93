import Foundation
import LatticeLayout

/// The layout types a program adds to lattice (`LatticeCLI.main(layouts:)`), looked up by the
/// fixture decoder when `layout.type` is none of the built-in names. Registered once, at start-up,
/// before any fixture is read.
public enum CustomLayoutRegistry {
    /// One registered layout type.
    public struct Entry: Sendable {
        /// Reads and checks the options (runs the user's factory), throwing located errors.
        public var check: @Sendable (CustomLayoutOptions) throws(FixtureError) -> Void
        /// Builds the layout for a fixture at a viewport (options already checked by `check`).
        public var make: @Sendable (Fixture, Size) -> CollectionLayout?
        public init(check: @escaping @Sendable (CustomLayoutOptions) throws(FixtureError) -> Void,
                    make: @escaping @Sendable (Fixture, Size) -> CollectionLayout?) {
            self.check = check; self.make = make
        }
    }

    private final class Storage: @unchecked Sendable {
        let lock = NSLock()
        var entries: [String: Entry] = [:]
    }
    private static let storage = Storage()

    /// Adds (or replaces) the layout type `name`.
    public static func register(_ name: String, _ entry: Entry) {
        storage.lock.lock(); defer { storage.lock.unlock() }
        storage.entries[name] = entry
    }

    /// Removes the layout type `name` (tests).
    public static func unregister(_ name: String) {
        storage.lock.lock(); defer { storage.lock.unlock() }
        storage.entries[name] = nil
    }

    /// The entry registered as `name`, if any.
    public static func entry(_ name: String) -> Entry? {
        storage.lock.lock(); defer { storage.lock.unlock() }
        return storage.entries[name]
    }

    /// The registered names, sorted (for messages).
    public static var names: [String] {
        storage.lock.lock(); defer { storage.lock.unlock() }
        return storage.entries.keys.sorted()
    }
}
