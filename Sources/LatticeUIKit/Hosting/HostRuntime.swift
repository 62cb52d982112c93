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

    /// A runtime with a screen of `screenScale` and `bounds`, a default application and a clock at 0.
    package init(screenScale: Double = 2, bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844)) {
        screen = UIScreen(scale: CGFloat(screenScale), bounds: bounds)
        application = UIApplication()
        clock = MediaTimeline()
    }

    /// The runtime entered last and not left yet; nil outside every host. (Read from any
    /// context by `NotificationCenter.addObserver(_:selector:name:object:)`; written only on the
    /// main actor, by ``enter()`` and ``restore(_:)``.) Held strongly, as the screen,
    /// application and clock are: a weak reference costs a side table load and store at every
    /// call into a hosted layout.
    nonisolated(unsafe) package private(set) static var current: HostRuntime?

    /// The runtime values current before ``enter()``.
    package struct Saved {
        let screen: UIScreen, application: UIApplication, clock: MediaTimeline
        let runtime: HostRuntime?
    }

    /// Makes this runtime's screen, application and clock current; returns the ones before,
    /// for ``restore(_:)`` (runtimes nest: a host's user code may drive another view).
    package func enter() -> Saved {
        let saved = Saved(screen: UIScreen.current, application: UIApplication.current, clock: MediaClock.current, runtime: Self.current)
        UIScreen.current = screen
        UIApplication.current = application
        MediaClock.current = clock
        Self.current = self
        return saved
    }

    /// Makes `saved` current again.
    package static func restore(_ saved: Saved) {
        UIScreen.current = saved.screen
        UIApplication.current = saved.application
        MediaClock.current = saved.clock
        current = saved.runtime
    }

    /// Runs `body` with this runtime current.
    package func run<T>(_ body: () throws -> T) rethrows -> T {
        let saved = enter()
        defer { Self.restore(saved) }
        return try body()
    }
}
