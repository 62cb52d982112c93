import Foundation
import LatticeUIKit
internal import LatticeLayout
internal import LatticeFixtures
internal import LatticeApp

/// `lattice capture`'s host: the fixture's layout as the app's class (``SeedLayouts`` or the
/// program's factory) in a `UICollectionView` driven as an app drives one (its own simulated
/// scrolling, not the viewer's), answering from the fixture (``SeedFixtureDelegate`` for a seed
/// class, `LatticeFixtureDelegate` for a program's own layout, as the viewer hosts it),
/// with the fixture's insets, safe area, screen scale and content offset; then the capture
/// function of `Capture/LatticeCapture.swift` runs on it.
enum CaptureHost {
    struct Failure: Error, CustomStringConvertible { var description: String }

    @MainActor
    static func run(_ fixture: Fixture, output: String, factories: [String: LatticeCLI.LayoutFactory],
                    capture: LatticeCLI.CaptureFunction) throws -> CaptureOutcome {
        let viewport = fixture.viewport(default: Fixture.headlessViewport)
        let frame = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        // The app's screen is the fixture's, its own: nothing process-wide is written.
        let runtime = HostRuntime(screenScale: fixture.screenScale, bounds: frame)
        return try runtime.run { try run(fixture, output: output, factories: factories, capture: capture, frame: frame, runtime: runtime) }
    }

    @MainActor
    private static func run(_ fixture: Fixture, output: String, factories: [String: LatticeCLI.LayoutFactory],
                            capture: LatticeCLI.CaptureFunction, frame: CGRect, runtime: HostRuntime) throws -> CaptureOutcome {
        let view: UICollectionView
        if let options = fixture.layout.options(as: CustomLayoutOptions.self), let factory = factories[options.typeName] {
            view = UICollectionView(frame: frame, collectionViewLayout: try CustomLayoutHost.build(factory, options))
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
        return CaptureOutcome(summary: summary, offsetBefore: Point(x: Double(before.x), y: Double(before.y)),
                              offsetAfter: Point(x: Double(after.x), y: Double(after.y)))
    }
}
