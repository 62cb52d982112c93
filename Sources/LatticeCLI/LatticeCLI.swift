public import LatticeUIKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import LatticeApp
// A layout type of a program's own (`main(types:)`) is written against LatticeFixtures'
// `LayoutType`, `Fixture` and `LayoutOptionReader`: `import LatticeCLI` brings them.
@_exported public import LatticeFixtures
internal import LatticeHosting
internal import LatticeLayout

/// The whole `lattice` command line (viewer, `render`, `dump`, `validate`, `bench`) as a
/// library, with a program's own layout types added.
///
/// ```swift
/// import LatticeCLI
///
/// LatticeCLI.main(layouts: [
///     "waterfall": { options in
///         WaterfallLayout(columns: try options.integer("columns", default: 2, min: 1))
///     },
/// ])
/// ```
///
/// A fixture with `layout: {type: waterfall, columns: 3}` then opens in the viewer with the
/// layout the factory returns, fed by a `UICollectionViewDelegateFlowLayout` that answers from
/// the fixture's sections (item sizes, insets, spacings, header and footer reference sizes).
public enum LatticeCLI {
    /// Makes a layout from a fixture's `layout:` keys (all but `type` and `snap`). Read them
    /// through `options`; a wrong value throws a located error (`FILE:LINE:COL: error: …`, exit 1).
    public typealias LayoutFactory = @MainActor (LayoutOptions) throws -> UICollectionViewLayout

    /// `Capture/LatticeCapture.swift`'s `UICollectionView.latticeCapture(to:)`: writes the
    /// capture of a collection view to a path and returns its one-line summary.
    public typealias CaptureFunction = @MainActor (UICollectionView, String) -> String

    /// Runs the command line with the arguments of the process, `layouts` added to the built-in
    /// types (`list`, `aligned`, `line`, `flow`, `compositional`, `snapshot`) by `layout.type`
    /// name. Exits when done.
    ///
    /// It also makes the process-wide settings, once, for every command: the locale's character
    /// type from the environment (the viewer draws UTF-8 only where the terminal's locale uses it,
    /// and ncurses needs it set), huge pages for the engine's large output buffers (`HugePages`),
    /// and the allocator setting a viewer asks for at its first edit.
    ///
    /// `capture`, given when the program's sources hold `Capture/LatticeCapture.swift` (a
    /// `sources:` program passes it then), lets `lattice capture FIXTURE -o FILE` host the
    /// fixture's layout as the app's class and capture it as a developer does in the debugger.
    @MainActor
    public static func main(layouts: [String: LayoutFactory] = [:], capture: CaptureFunction? = nil) {
        main(types: [], layouts: layouts, capture: capture)
    }

    /// Runs the command line with `types` added to the built-in types, each under its `name`,
    /// as well as `layouts` (``main(layouts:capture:)``; a type replaces a factory of its name).
    /// Exits when done.
    ///
    /// A `LayoutType` is a layout type as lattice's own are made: it reads its typed options
    /// (`options(_:)`, located errors), may read keys of its own on items (`ownItemKeys`,
    /// `readItem`), says its scroll direction, section defaults and default item size, and
    /// makes an engine layout (a `CollectionLayout` of LatticeLayout) from the fixture. See
    /// <doc:LayoutTypes>.
    ///
    /// ```swift
    /// import LatticeCLI
    ///
    /// LatticeCLI.main(types: [ShelfLayoutType()])
    /// ```
    @MainActor
    public static func main(types: [any LayoutType], layouts: [String: LayoutFactory] = [:], capture: CaptureFunction? = nil) {
        setlocale(LC_CTYPE, "")
        let makers = layouts.mapValues(LayoutOptions.maker)
        let hosting = capture.map { capture in
            { (fixture: Fixture, output: String) throws -> CaptureOutcome in
                let o = try MainActor.assumeIsolated { try CaptureHost.run(fixture, output: output, makers: makers, capture: capture) }
                return CaptureOutcome(summary: o.summary, offsetBefore: o.offsetBefore, offsetAfter: o.offsetAfter)
            }
        }
        let environment = LatticeEnvironment(layouts: catalogue(layouts, types: types), tuneMemory: MemoryTuning.returnLargeBlocksToTheSystem,
                                             capture: hosting, drainMainQueue: { MainQueue.drain() })
        OutputStorage.$freshBufferAdvice.withValue(OutputStorage.Advice(HugePages.advise)) {
            LatticeMain.main(environment)
        }
    }

    /// The layout catalogue `main` hands to the loader: each factory behind its name, then each
    /// of `types` under its own.
    public static func catalogue(_ layouts: [String: LayoutFactory], types: [any LayoutType] = []) -> LayoutCatalogue {
        var catalogue = LayoutCatalogue()
        for (name, factory) in layouts { catalogue[name] = CustomLayoutHost.entry(name: name, maker: LayoutOptions.maker(factory)) }
        for type in types { catalogue.register(type) }
        return catalogue
    }
}
