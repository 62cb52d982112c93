// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "lattice",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lattice", targets: ["lattice"]),
        // The engine: geometry, the UICollectionViewLayout contract, the three layouts.
        .library(name: "LatticeLayout", targets: ["LatticeLayout"]),
        // A UIKit-shaped surface over the engine, for layouts written against UIKit.
        .library(name: "LatticeUIKit", targets: ["LatticeUIKit"]),
        // The whole `lattice` command line as a library, with your own layouts added.
        .library(name: "LatticeCLI", targets: ["LatticeCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation --target LatticeLayout` builds the DocC catalog.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // Geometry, the UICollectionViewLayout contract and the three layouts. No dependencies.
        .target(name: "LatticeLayout"),
        // The simulated UICollectionView: bounds, content inset, clamped scrolling, invalidation.
        .target(name: "LatticeViewport", dependencies: ["LatticeLayout"]),
        // libyaml, the system's: its event parser reads fixtures with a line and column for every
        // value and streams a snapshot's elements (what a YAML library's node tree would not).
        .systemLibrary(name: "CLibYAML", path: "Sources/CLibYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"]), .yum(["libyaml-devel"]), .brew(["libyaml"])]),
        // Fixture files: model, YAML / JSON loading, validation with locations, generators, --set.
        .target(name: "LatticeFixtures", dependencies: ["LatticeLayout", "CLibYAML", "CExitCleanup"]),
        // `lattice import`: debugger pastes read into snapshot elements, the list fitter
        // (`--infer list`) and the sticky-header explanation of two pastes.
        .target(name: "LatticeImport", dependencies: ["LatticeLayout", "LatticeFixtures"]),
        // `lattice check`: the UICollectionViewLayout contract checked on any layout (rules,
        // findings, device sizes, sampling). A library of its own so a test suite can check a
        // layout without fixtures or the command line; LatticeViewport drives bounds changes as
        // UIKit does.
        .target(name: "LatticeCheck", dependencies: ["LatticeLayout", "LatticeViewport"]),
        // Screen buffer and rasteriser: attributes -> styled character cells. No terminal inside.
        .target(name: "LatticeRender", dependencies: ["LatticeLayout"]),
        // Viewer state machine: keys -> actions -> state -> frame (Elm architecture), headless.
        .target(name: "LatticeViewer", dependencies: ["LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeRender"]),
        // ncurses: a system library with a tiny shim header (see `ncursesPkgConfig`).
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses", pkgConfig: ncursesPkgConfig,
                       providers: [.apt(["libncurses-dev"]), .yum(["ncurses-devel"]), .brew(["ncurses"])]),
        // The terminal's way out on signals and crashes, in C so that it is async-signal-safe.
        .target(name: "CTerminalGuard"),
        // The temporary files removed when a signal ends the program, beside the terminal guard.
        .target(name: "CExitCleanup"),
        // The terminal backend seam, its key type, and the ncurses and in-memory backends. Knows
        // no viewer: the run loop that joins the two is LatticeApp's.
        .target(name: "LatticeTerminal", dependencies: ["LatticeLayout", "LatticeRender", "CNcurses", "CTerminalGuard"]),
        // A fixture's `sources:` made a program: the programs workspace and its manifests, the
        // child `swift build` runs, pruning, the lock, the port tool (its own build under Tools/),
        // the consent model, the launch that hands a command over (execv) and the viewer's
        // rebuild on save. Not a product; LatticeApp uses it through `package` access.
        .target(name: "LatticeSources", dependencies: [
            "LatticeLayout", "LatticeFixtures", "LatticeGraphics", "LatticeUIKit", "LatticeRender", "LatticeViewer", "LatticeTerminal",
        ]),
        // The command line (run, render, dump, validate, bench) as a library, so it can be tested.
        .target(name: "LatticeApp", dependencies: [
            "LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeImport", "LatticeRender", "LatticeViewer", "LatticeTerminal", "LatticeUIKit",
            "LatticeGraphics", "LatticeCheck", "LatticeSources", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // UICollectionViewLayout and friends over Foundation geometry, backed by the engine;
        // the seeds' classes (IGList, FSQ, SW) on that surface.
        .target(name: "LatticeUIKit", dependencies: ["LatticeLayout", "LatticeViewport", "LatticeGraphics"]),
        // CGAffineTransform, CATransform3D and lattice's virtual media clock (CACurrentMediaTime,
        // CADisplayLink) on Linux; on Apple platforms it re-exports CoreGraphics and QuartzCore.
        // The modules named CoreGraphics and QuartzCore that iOS files import are not targets
        // here (AppleModuleStandIns.swift says why): a program built from such files adds them.
        .target(name: "LatticeGraphics"),
        // Hosts a UIKit layout for the viewer and the commands: a program's own layout behind a
        // catalogue entry, the seeds' classes configured from a fixture with the fixture's
        // delegate, the bridge's viewer facet, and `lattice capture`'s collection view. Not a
        // product; LatticeCLI uses it through `package` access.
        .target(name: "LatticeHosting", dependencies: ["LatticeUIKit", "LatticeLayout", "LatticeFixtures", "LatticeViewer", "LatticeRender"]),
        // `LatticeCLI.main(layouts:)`: the command line with a program's own layout types.
        .target(name: "LatticeCLI", dependencies: ["LatticeApp", "LatticeHosting", "LatticeUIKit", "LatticeLayout", "LatticeFixtures"]),
        .executableTarget(name: "lattice", dependencies: ["LatticeCLI"]),

        // What every test target would repeat: the checkout's root, found once.
        .target(name: "LatticeTestSupport", path: "Tests/LatticeTestSupport"),
        .testTarget(name: "LatticeLayoutTests", dependencies: [
            "LatticeLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LatticeFixturesTests", dependencies: [
            "LatticeTestSupport", "LatticeFixtures", "LatticeLayout", "CExitCleanup", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LatticeImportTests", dependencies: [
            "LatticeTestSupport", "LatticeImport", "LatticeFixtures", "LatticeLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LatticeCheckTests", dependencies: ["LatticeCheck", "LatticeLayout", "LatticeViewport"]),
        .testTarget(name: "LatticeViewportTests", dependencies: ["LatticeViewport", "LatticeLayout"]),
        .testTarget(name: "LatticeRenderTests", dependencies: ["LatticeRender", "LatticeLayout"]),
        .testTarget(name: "LatticeViewerTests", dependencies: ["LatticeTestSupport", "LatticeViewer", "LatticeRender", "LatticeViewport", "LatticeLayout", "LatticeFixtures", "LatticeImport"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "LatticeTerminalTests", dependencies: ["LatticeTerminal", "LatticeRender", "CNcurses", "CTerminalGuard"]),
        .testTarget(name: "LatticeAppTests", dependencies: [
            "LatticeTestSupport", "LatticeApp", "LatticeSources", "LatticeFixtures", "LatticeImport", "LatticeLayout", "LatticeTerminal", "LatticeViewer", "LatticeRender", "LatticeCheck",
        ]),
        .testTarget(name: "LatticeUIKitTests", dependencies: ["LatticeTestSupport", "LatticeUIKit", "LatticeLayout", "LatticeFixtures", "LatticeCLI"]),
        // LatticeCLI's own API and the hosting behind it: the catalogue of custom layout types,
        // their options, the fixture's delegate and the hosting of a UIKit layout in the viewer.
        .testTarget(name: "LatticeCLITests", dependencies: [
            "LatticeTestSupport", "LatticeCLI", "LatticeHosting", "LatticeUIKit", "LatticeFixtures", "LatticeViewer", "LatticeViewport", "LatticeLayout",
        ]),
    ]
)

/// Where the wide-character ncurses is found. On Linux the distributions put its headers in
/// /usr/include and `libncursesw` on the linker's path, so the module map's `link "ncursesw"`
/// is all it takes; pkg-config would add only `-D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600`, which
/// SwiftPM drops with a "prohibited flag(s)" warning on every build. On macOS Homebrew's ncurses
/// is keg-only (outside the compiler's and linker's paths): its `ncursesw.pc`, found through
/// PKG_CONFIG_PATH, gives the -I and -L flags.
var ncursesPkgConfig: String? {
    #if os(macOS)
    return "ncursesw"
    #else
    return nil
    #endif
}
