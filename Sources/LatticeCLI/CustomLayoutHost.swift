import Foundation
import LatticeUIKit
internal import LatticeLayout
internal import LatticeFixtures
package import LatticeViewer
internal import LatticeRender

/// Puts a program's layout factory behind the fixture decoder's registry: `check` runs the
/// factory on the options (located errors), `make` hosts the layout it returns in a
/// `UICollectionView` answering from the fixture.
enum CustomLayoutHost {
    static func entry(name: String, factory: @escaping LatticeCLI.LayoutFactory) -> CustomLayoutRegistry.Entry {
        CustomLayoutRegistry.Entry(
            check: { options throws(FixtureError) in
                // The command line runs on the main thread.
                let problem = MainActor.assumeIsolated { () -> FixtureError? in
                    do throws(FixtureError) { _ = try build(factory, options); return nil } catch { return error }
                }
                if let problem { throw problem }
            },
            make: { fixture, viewport in
                nonisolated(unsafe) var made: CollectionLayout?
                MainActor.assumeIsolated { made = host(factory, fixture: fixture, viewport: viewport) }
                return made
            })
    }

    /// The factory's layout, or its error as a located `FixtureError`.
    @MainActor
    static func build(_ factory: LatticeCLI.LayoutFactory, _ options: CustomLayoutOptions) throws(FixtureError) -> UICollectionViewLayout {
        let reader = options.reader
        let wrapped = LayoutOptions(reader)
        let layout: UICollectionViewLayout
        do { layout = try factory(wrapped) } catch let e as FixtureError { throw e } catch {
            throw reader.error("type", "the \(options.typeName) layout could not be made: \(error)")
        }
        if let unknown = wrapped.unknownKeyError() { throw unknown }
        return layout
    }

    @MainActor
    static func host(_ factory: LatticeCLI.LayoutFactory, fixture: Fixture, viewport: Size) -> CollectionLayout? {
        guard case let .custom(options) = fixture.layout, let layout = try? build(factory, options) else { return nil }
        let sections = fixture.sections.map { s in
            HostedSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                          header: s.header, footer: s.footer, items: s.itemSizes)
        }
        let data = fixture.sections.map(\.itemData)
        return UICollectionView.hosting(layout, sections: sections, geometry: fixture.collectionViewGeometry(viewport: viewport),
                                        snapMode: fixture.snap, itemData: { s, i in
                                            guard s >= 0, s < data.count, let d = data[s][i] else { return nil }
                                            return LatticeItemData(d.values.mapValues { v in
                                                switch v {
                                                case let .number(x): .number(x)
                                                case let .text(t): .text(t)
                                                }
                                            })
                                        })
    }
}

/// A hosted UIKit layout in the viewer: named by its class, no knobs, and the generic
/// inspector: how often the collection view asked and prepared the layout.
extension UIKitLayoutBridge: @preconcurrency ViewerLayout {
    package var layoutName: String { String(describing: type(of: layout)) }
    package var knobs: LayoutKnobs {
        get { LayoutKnobs() }
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
        ]
        return InspectorBody(title: "UIKit layout", lines: lines.map { Panel.Line($0) })
    }
}
