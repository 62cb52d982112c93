import Foundation

#if !canImport(Darwin)
/// Foundation's `NSKeyValueObservingOptions` (Linux Foundation has no key-value observing).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    /// The handler is called once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    /// Accepted; lattice sends no separate "before" notification.
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// Foundation's `NSKeyValueChange`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// Foundation's `NSKeyValueObservedChange`: what changed, with the values the options asked for.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    /// The value after the change (with `.new`).
    public let newValue: Value?
    /// The value before the change (with `.old`).
    public let oldValue: Value?
    public let indexes: IndexSet?
    public let isPrior: Bool
}

/// Foundation's `NSKeyValueObservation`: the observation stays active while this object lives,
/// or until `invalidate()`.
@preconcurrency @MainActor
public final class NSKeyValueObservation {
    private weak var view: UICollectionView?
    private let id: Int
    init(view: UICollectionView, id: Int) { self.view = view; self.id = id }
    /// Stops the observation.
    public func invalidate() { view?.removeKeyValueObserver(id: id) }
    isolated deinit { invalidate() }
}

extension UICollectionView {
    /// `observe(_:options:changeHandler:)`, Foundation's key-value observing of an `NSObject`, for
    /// the collection view's own properties (`contentOffset`, `bounds`, `contentSize`,
    /// `contentInset`, `adjustedContentInset`, `safeAreaInsets`, …): the handler is called, on the
    /// main thread, after each scroll, resize, inset change or layout pass that changed the value
    /// (values compared with `==` when they are `Equatable`, else reported every time).
    /// UIKitDifferences §1.
    @discardableResult
    public func observe<Value>(_ keyPath: KeyPath<UICollectionView, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (UICollectionView, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        nextObserverID += 1
        let id = nextObserverID
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        keyValueObservers.append(KeyValueObserverEntry(id: id) { view in
            let now = view[keyPath: keyPath]
            guard Self.differs(now, last) else { return }
            let old = last
            last = now
            changeHandler(view, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? now : nil,
                                                         oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        })
        bridge.hasKeyValueObservers = true
        return NSKeyValueObservation(view: self, id: id)
    }

    func removeKeyValueObserver(id: Int) {
        keyValueObservers.removeAll { $0.id == id }
        bridge.hasKeyValueObservers = !keyValueObservers.isEmpty
    }

    private nonisolated static func differs<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let x = a as? AnyHashable, let y = b as? AnyHashable else { return true }
        return x != y
    }
}
#endif

/// One observer of the collection view: a closure that reads its key path and calls its
/// handler when the value differs from the last one it saw.
struct KeyValueObserverEntry {
    let id: Int
    let report: @MainActor (UICollectionView) -> Void
}

extension UICollectionView {
    /// Tells each observer whose value changed (nothing to do without observers, or on Apple
    /// platforms, where Foundation's own key-value observing is used).
    func notifyKeyValueObservers() {
        #if !canImport(Darwin)
        guard !keyValueObservers.isEmpty else { return }
        for entry in keyValueObservers { entry.report(self) }
        #endif
    }
}
