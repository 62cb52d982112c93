public import LatticeUIKit
internal import LatticeApp
internal import LatticeFixtures

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

    /// Runs the command line with the arguments of the process, `layouts` added to the built-in
    /// types (`list`, `aligned`, `line`) by `layout.type` name. Exits when done.
    @MainActor
    public static func main(layouts: [String: LayoutFactory] = [:]) {
        for (name, factory) in layouts { register(name, factory) }
        LatticeMain.main()
    }

    /// Adds one layout type (what `main(layouts:)` does for each entry); for tests.
    @MainActor
    public static func register(_ name: String, _ factory: @escaping LayoutFactory) {
        CustomLayoutRegistry.register(name, CustomLayoutHost.entry(name: name, factory: factory))
    }
}
