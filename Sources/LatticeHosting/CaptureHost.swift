import Foundation
package import LatticeUIKit
package import LatticeLayout
package import LatticeFixtures

/// `lattice capture`'s host: the fixture's layout as the app's class (``SeedLayouts`` or the
/// program's factory) in a `UICollectionView` driven as an app drives one (its own simulated
/// scrolling, not the viewer's), answering from the fixture (``SeedFixtureDelegate`` for a seed
/// class, `LatticeFixtureDelegate` for a program's own layout, as the viewer hosts it),
/// with the fixture's insets, safe area, screen scale and content offset; then the capture
/// function of `Capture/LatticeCapture.swift` runs on it.
package enum CaptureHost {
    package struct Failure: Error, CustomStringConvertible { package var description: String }

    /// The capture's summary line and the view's content offset before and after it.
    package typealias Outcome = (summary: String, offsetBefore: Point, offsetAfter: Point)

    @MainActor
    package static func run(_ fixture: Fixture, output: String, makers: [String: HostedLayoutMaker],
                            capture: @MainActor (UICollectionView, String) -> String) throws -> Outcome {
        let viewport = fixture.viewport(default: Fixture.headlessViewport)
        let frame = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        // The app's screen is the fixture's, its own: nothing process-wide is written.
        let runtime = HostRuntime(screenScale: fixture.screenScale, bounds: frame)
        return try runtime.run { try run(fixture, output: output, makers: makers, capture: capture, frame: frame, runtime: runtime) }
    }

    @MainActor
    private static func run(_ fixture: Fixture, output: String, makers: [String: HostedLayoutMaker],
                            capture: @MainActor (UICollectionView, String) -> String, frame: CGRect, runtime: HostRuntime) throws -> Outcome {
        let view: UICollectionView
        if let options = fixture.layout.options(as: CustomLayoutOptions.self), let maker = makers[options.typeName] {
            view = UICollectionView(frame: frame, collectionViewLayout: try maker(options))
            // The counts and sizes come from the fixture's sections (no data source: the view keeps them).
            view.bridge.sections = CustomLayoutHost.sections(of: fixture)
            let source = LatticeFixtureDelegate(bridge: view.bridge)
            view.bridge.retainedDataSource = source
            view.delegate = source
        } else if let seed = SeedLayouts.make(fixture) {
            view = UICollectionView(frame: frame, collectionViewLayout: seed)
            let source = SeedFixtureDelegate(fixture)
            view.bridge.retainedDataSource = source
            view.dataSource = source
            view.delegate = source
        } else {
            throw Failure(description: "lattice capture hosts list, aligned, line, flow and a program's own layouts, not \(fixture.layout.typeName)")
        }
        view.bridge.runtime = runtime
        view.traitOverrides.displayScale = CGFloat(fixture.screenScale)
        view.setEnvironment(fixture)
        let i = fixture.contentInset
        view.contentInset = UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
        view.contentOffset = CGPoint(x: fixture.contentOffset.x, y: fixture.contentOffset.y)
        view.layoutIfNeeded()
        let before = view.contentOffset
        let summary = capture(view, output)
        let after = view.contentOffset
        return (summary: summary, offsetBefore: Point(x: Double(before.x), y: Double(before.y)),
                offsetAfter: Point(x: Double(after.x), y: Double(after.y)))
    }
}
