import Foundation

#if !canImport(ObjectiveC)
/// Objective-C's `Selector` on Linux: a method's Objective-C name (`contentSizeDidChange:`) and,
/// when the port made it from `#selector(…)`, how to call that method on a target, so that
/// target–action and `NotificationCenter.addObserver(_:selector:name:object:)` dispatch by name
/// as they do on iOS. Two selectors are equal when their names are.
///
/// The port writes `#selector(contentSizeDidChange(_:))` inside `MyLayout` as
/// `Selector("contentSizeDidChange:") { target, argument in (target as? MyLayout)?.contentSizeDidChange(latticeSelectorArgument(argument)) }`
/// (on one line, so that the file's lines stay where they were). A selector made from a string
/// alone (`Selector("name")`) names a method lattice cannot call: sending it does nothing.
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    /// The Objective-C name: the base name, then each argument label followed by a colon.
    public let name: String
    private let perform: (@MainActor @Sendable (AnyObject, Any?) -> Void)?

    /// `Selector("name")`: a selector known by name only.
    public init(_ name: String) { self.name = name; perform = nil }
    /// The port's form of `#selector(…)`: the name and a call of the method on a target.
    public init(_ name: String, perform: @escaping @MainActor @Sendable (AnyObject, Any?) -> Void) {
        self.name = name; self.perform = perform
    }

    /// Calls the method on `target` with `argument` (the notification, the sender); nothing when
    /// the target is not of the method's type or the selector has no call.
    @MainActor
    public func send(to target: AnyObject, with argument: Any?) { perform?(target, argument) }

    public var description: String { name }
    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// The argument a selector's method takes, as the method's parameter type asks (the port's calls
/// use it: the type is inferred from the method).
public func latticeSelectorArgument<T>(_ argument: Any?) -> T {
    if let value = argument as? T { return value }
    // A method whose parameter is optional gets nil when the argument is of another type.
    if let none = Optional<Any>.none as? T { return none }
    preconditionFailure("a selector's method takes \(T.self); it was sent \(argument.map { String(describing: type(of: $0)) } ?? "nil")")
}

/// A target held weakly across threads (the notification centre's block may run anywhere).
private final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The host an observer was registered in, held weakly (nil: none, or gone).
private final class WeakHost: @unchecked Sendable {
    weak var runtime: HostRuntime?
    init(_ runtime: HostRuntime?) { self.runtime = runtime }
}

/// A notification handed to the main actor (Foundation's `Notification` is not `Sendable`).
private final class SentNotification: @unchecked Sendable {
    let note: Notification
    init(_ note: Notification) { self.note = note }
}

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`: `observer`'s method named by `aSelector` is called
    /// with each notification named `aName` (any when nil) from `anObject` (any when nil), on the
    /// thread that posts it, as on iOS. The observer is held weakly: once it is gone nothing is
    /// called. Notifications lattice posts: `UIContentSizeCategory.didChangeNotification` when
    /// the content size category changes, `UIDevice.orientationDidChangeNotification` when the
    /// viewport turns; others only when the program posts them (<doc:InertMembers>).
    ///
    /// An observer registered inside a lattice host (a hosted layout's `init()` or `prepare()`)
    /// belongs to that host, as an observer belongs to its app on a device: a notification
    /// another host's `UIApplication` posts (its text size changing) does not reach it, and its
    /// method runs inside its own host, reading its own `UIApplication.shared` and screen.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakTarget(observer as AnyObject)
        let home = WeakHost(HostRuntime.current)
        _ = addObserver(forName: aName, object: anObject, queue: nil) { note in
            let sent = SentNotification(note)
            // Notifications lattice posts come on the main thread, where layouts live.
            MainActor.assumeIsolated {
                guard let object = target.object else { return }
                guard let runtime = home.runtime else { aSelector.send(to: object, with: sent.note); return }
                if let poster = sent.note.object as? UIApplication, poster !== runtime.application { return }
                runtime.run { aSelector.send(to: object, with: sent.note) }
            }
        }
    }
}
#endif
