import LatticeGraphics
@testable import LatticeUIKit
import Testing

/// Entering a host makes its screen, application and clock what user code reads
/// (`UIScreen.main`, `UIApplication.shared`, `MediaClock.current`, and the text size
/// `UIFont.preferredFont(forTextStyle:)` reads from any context); leaving restores the ones
/// before, however deeply hosts nest.
@MainActor
@Suite(.serialized) struct HostRuntimeSwitchTests {
    @Test func nestedHostsEachSeeTheirOwnAndLeavingRestoresTheOneBefore() {
        let outsideScreen = UIScreen.main, outsideApplication = UIApplication.shared, outsideClock = MediaClock.current
        #expect(HostRuntime.current == nil)
        let outer = HostRuntime(screenScale: 3), inner = HostRuntime(screenScale: 1)
        outer.run {
            #expect(HostRuntime.current === outer)
            #expect(UIScreen.main === outer.screen && UIScreen.main.scale == 3)
            #expect(UIApplication.shared === outer.application && MediaClock.current === outer.clock)
            inner.run {
                #expect(HostRuntime.current === inner)
                #expect(UIScreen.main.scale == 1 && UIApplication.shared === inner.application && MediaClock.current === inner.clock)
            }
            #expect(HostRuntime.current === outer && UIScreen.main.scale == 3 && MediaClock.current === outer.clock)
        }
        #expect(HostRuntime.current == nil)
        #expect(UIScreen.main === outsideScreen && UIApplication.shared === outsideApplication && MediaClock.current === outsideClock)
    }

    @Test func theTextSizeReadFromAnyContextIsTheCurrentHostsAndFollowsItsChanges() {
        let runtime = HostRuntime()
        runtime.application.preferredContentSizeCategory = .extraExtraLarge
        // Outside the host: the default application's category, Large.
        #expect(UIApplication.currentContentSizeCategory == .large)
        runtime.run {
            #expect(UIApplication.currentContentSizeCategory == .extraExtraLarge)
            runtime.application.preferredContentSizeCategory = .small
            #expect(UIApplication.currentContentSizeCategory == .small)
        }
        #expect(UIApplication.currentContentSizeCategory == .large)
    }
}
