import Foundation
package import LatticeUIKit
internal import LatticeLayout
package import LatticeFixtures
package import LatticeViewer
internal import LatticeRender

/// A program's layout made from a fixture's options, or a located error: what `LatticeCLI`
/// makes of a `LayoutFactory` (the options read through `LayoutOptions`, a key never read an error).
package typealias HostedLayoutMaker = @MainActor (CustomLayoutOptions) throws(FixtureError) -> UICollectionViewLayout

/// Puts a program's layout maker behind a `LayoutCatalogue` entry: `check` runs it on the
/// options (located errors), `make` hosts the layout it returns in a `UICollectionView`
/// answering from the fixture.
package enum CustomLayoutHost {
    package static func entry(name: String, maker: @escaping HostedLayoutMaker) -> LayoutCatalogue.Entry {
        LayoutCatalogue.Entry(
            check: { options throws(FixtureError) in
                // The command line runs on the main thread.
                // The factory runs on a screen of its own: checking writes nothing a scene reads.
                let problem = MainActor.assumeIsolated { () -> FixtureError? in
                    HostRuntime().run {
                        do throws(FixtureError) { _ = try maker(options); return nil } catch { return error }
                    }
                }
                if let problem { throw problem }
            },
            make: { fixture, viewport in
                // `assumeIsolated` hands back Sendable values only, and a hosted layout is a
                // main-actor object: it leaves the closure through this local, on the main thread.
                // (Making `LayoutCatalogue.Entry.make` main-actor would make every fixture load so.)
                nonisolated(unsafe) var made: CollectionLayout?
                MainActor.assumeIsolated { made = host(maker, fixture: fixture, viewport: viewport) }
                return made
            })
    }

    @MainActor
    static func host(_ maker: HostedLayoutMaker, fixture: Fixture, viewport: Size) -> CollectionLayout? {
        // The host's own screen and application are the fixture's: a layout reads
        // `UIScreen.main.scale` and `UIApplication.shared` as it is made and as it lays out.
        let runtime = HostRuntime(screenScale: fixture.screenScale, bounds: CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height))
        return runtime.run { () -> CollectionLayout? in
            UIApplication.shared.setEnvironment(fixture)
            guard let options = fixture.layout.options(as: CustomLayoutOptions.self), let layout = try? maker(options) else { return nil }
            let hosted = UICollectionView.hosting(layout, sections: sections(of: fixture), geometry: fixture.collectionViewGeometry(viewport: viewport),
                                                  screenScale: fixture.screenScale, snapMode: fixture.snap, runtime: runtime)
            hosted.base.view?.setEnvironment(fixture)
            return hosted
        }
    }

    /// The fixture's sections as the hosted collection view's delegate answers them: only the
    /// values the fixture gives (FixtureFormat, "Layouts of a program's own").
    static func sections(of fixture: Fixture) -> [HostedSection] {
        fixture.sections.map { s in
            let sizeless = s.defaultSizedItems.isEmpty ? [] : (0..<s.itemCount).map { s.usesDefaultSize(item: $0) }
            return HostedSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                                 header: s.header, footer: s.footer, items: s.itemSizes, data: itemData(of: s),
                                 answers: s.given, sizeless: sizeless)
        }
    }
}

extension CustomLayoutHost {
    /// The section's items' `data:`, one entry per item; empty when none has any.
    static func itemData(of section: FixtureSection) -> [LatticeItemData?] {
        guard !section.itemData.isEmpty else { return [] }
        return (0..<section.itemCount).map { i in
            section.data(ofItem: i).map { d in
                LatticeItemData(d.values.mapValues { v in
                    switch v {
                    case let .number(x): .number(x)
                    case let .text(t): .text(t)
                    }
                })
            }
        }
    }
}

/// A hosted UIKit layout in the viewer: named by its class, no knobs, and the generic
/// inspector: how often the collection view asked and prepared the layout.
extension UIKitLayoutBridge: @preconcurrency ViewerLayout {
    package var layoutName: String { String(describing: type(of: layout)) }
    /// No knobs to turn; the scroll direction is the axis the content overflows along, so that
    /// `J` / `K` flings and page keys move a horizontal layout sideways.
    package var knobs: LayoutKnobs {
        get { LayoutKnobs(scrollDirection: scrollAxis) }
        set {}
    }
    package var supportedKnobs: KnobSupport { [] }

    package func inspectorBody(_ context: InspectorContext) -> InspectorBody {
        let s = stats
        let lines = [
            layoutName,
            "prepare() \(s.prepares)",
            "invalidateLayout(with:) \(s.invalidations)",
            " last: \(s.lastInvalidation)",
            "shouldInvalidateLayout(forBoundsChange:) \(s.boundsInvalidations)/\(s.boundsChecks) yes",
            "prepare(forCollectionViewUpdates:) \(s.updatePrepares)",
            " last: \(s.lastUpdate)",
        ] + pinnedHeaderLines
        return InspectorBody(title: "UIKit layout", lines: lines.map { Panel.Line($0) })
    }

    /// The pinned headers' resting frames, asked of the layout now (in `update`), not while
    /// the inspector is drawn.
    package func prepareInspection() { _ = pinnedHeaders }

    /// Both positions of each header the layout moved off its place (drawn pinned).
    package var pinnedHeaderLines: [String] {
        pinnedHeaders.flatMap { h in
            ["pinned header \(h.indexPath.section)", " at \(describe(h.frame))", " rests at \(describe(h.restingFrame))"]
        }
    }
}

extension UICollectionView {
    /// The fixture's safe area, inset adjustment, layout direction (the view's and
    /// `UIApplication.shared`'s), layout margins and traits (FixtureFormat §2).
    @MainActor
    func setEnvironment(_ fixture: Fixture) {
        let s = fixture.safeAreaInsets
        setSafeAreaInsets(UIEdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right))
        switch fixture.contentInsetAdjustmentBehavior {
        case .automatic: contentInsetAdjustmentBehavior = .automatic
        case .scrollableAxes: contentInsetAdjustmentBehavior = .scrollableAxes
        case .never: contentInsetAdjustmentBehavior = .never
        case .always: contentInsetAdjustmentBehavior = .always
        }
        let direction: UIUserInterfaceLayoutDirection = fixture.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        setEffectiveUserInterfaceLayoutDirection(direction)
        if let m = fixture.layoutMargins { layoutMargins = UIEdgeInsets(top: m.top, left: m.left, bottom: m.bottom, right: m.right) }
        let t = fixture.traits
        traitOverrides.horizontalSizeClass = t.horizontalSizeClass.map { $0 == .regular ? .regular : .compact }
        traitOverrides.verticalSizeClass = t.verticalSizeClass.map { $0 == .regular ? .regular : .compact }
    }
}

extension UIApplication {
    /// The fixture's layout direction and content size category, as the user's settings are on a
    /// device: set before the layout is made, which may read them in its initialiser. A category
    /// other than the last posts `UIContentSizeCategory.didChangeNotification`.
    @MainActor
    func setEnvironment(_ fixture: Fixture) {
        userInterfaceLayoutDirection = fixture.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let names = UIContentSizeCategory.fixtureNames
        if let c = fixture.traits.contentSizeCategory, let i = names.firstIndex(of: c.rawValue) {
            preferredContentSizeCategory = UIContentSizeCategory.ordered[i]
        } else {
            preferredContentSizeCategory = .large
        }
    }
}

/// `(x, y, w x h)` in the shortest form of each number (`fmtExact`).
private func describe(_ r: Rect) -> String {
    "(\(fmtExact(r.x)), \(fmtExact(r.y)), \(fmtExact(r.width)) x \(fmtExact(r.height)))"
}
