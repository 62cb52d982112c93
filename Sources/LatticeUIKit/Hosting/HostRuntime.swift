import Foundation

/// What one host gives the UIKit code it runs: its screen (`UIScreen.main`), its application
/// (`UIApplication.shared`: layout direction, content size category) and its media clock
/// (`CACurrentMediaTime()`, display links, dynamic animators). The hosting bridge makes it
/// current while it calls into the layout, so a layout only ever sees its own host's values,
/// however many hosts there are (two compare panes, a scene and the one that replaced it).
///
/// Only the main queue is shared: `DispatchQueue.main` is process-wide, as on a device; the
/// viewer drains it at its run loop's edge, outside every host's runtime.
@MainActor
package final class HostRuntime {
    package let screen: UIScreen
    package let application: UIApplication
    package let clock: MediaTimeline

    /// `application.preferredContentSizeCategory`, readable from any context (for
    /// `UIFont.preferredFont(forTextStyle:)`); the application tells every change.
    nonisolated(unsafe) package private(set) var contentSizeCategory = UIContentSizeCategory.large

    /// A runtime with a screen of `screenScale` and `bounds`, a default application and a clock at 0.
    package init(screenScale: Double = 2, bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        screen = UIScreen(scale: CGFloat(screenScale), bounds: bounds)
        application = UIApplication()
        clock = MediaTimeline()
        contentSizeCategory = application.preferredContentSizeCategory
        application.contentSizeCategoryDidChange = { [weak self] in self?.contentSizeCategory = $0 }   // a program may keep the application longer
        if MediaClock.hostedTimeline == nil { MediaClock.hostedTimeline = { HostRuntime.current?.clock } }
    }

    /// The runtime entered last and not left yet; nil outside every host. `UIScreen.main`,
    /// `UIApplication.shared` and `MediaClock.current` are read through it. (Read from any
    /// context by `NotificationCenter.addObserver(_:selector:name:object:)` and
    /// `UIFont.preferredFont(forTextStyle:)`; written only on the main actor, by ``enter()`` and
    /// ``restore(_:)``.)
    nonisolated package static var current: HostRuntime? {
        currentAddress.map { Unmanaged<HostRuntime>.fromOpaque($0).takeUnretainedValue() }
    }
    /// ``current``'s address. Not retained and not checked for exclusive access: the caller of
    /// ``enter()`` holds the runtime until it restores the one before, and a hosted layout is
    /// entered at every call into it, so entering and leaving are a plain load and two stores.
    @exclusivity(unchecked) nonisolated(unsafe) private static var currentAddress: UnsafeMutableRawPointer?

    /// The runtime current before ``enter()``.
    package struct Saved {
        fileprivate let address: UnsafeMutableRawPointer?
    }

    /// Makes this runtime (its screen, application and clock) current; returns the one before,
    /// for ``restore(_:)`` (runtimes nest: a host's user code may drive another view).
    @inline(__always)
    package func enter() -> Saved {
        let saved = Saved(address: Self.currentAddress)
        Self.currentAddress = Unmanaged.passUnretained(self).toOpaque()
        return saved
    }

    /// Makes `saved` current again.
    @inline(__always)
    package static func restore(_ saved: Saved) {
        currentAddress = saved.address
    }

    /// Runs `body` with this runtime current.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        let saved = enter()
        defer { Self.restore(saved) }
        return try body()
    }
}
