// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "lattice",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lattice", targets: ["lattice"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Geometry, the UICollectionViewLayout contract and the three layouts. No dependencies.
        .target(name: "LatticeLayout"),
        // The simulated UICollectionView: bounds, content inset, clamped scrolling, invalidation.
        .target(name: "LatticeViewport", dependencies: ["LatticeLayout"]),
        // Fixture files: model, YAML / JSON loading, validation with locations, generators, --set.
        .target(name: "LatticeFixtures", dependencies: ["LatticeLayout", .product(name: "Yams", package: "Yams")]),
        // Screen buffer and rasteriser: attributes -> styled character cells. No terminal inside.
        .target(name: "LatticeRender", dependencies: ["LatticeLayout", "LatticeViewport"]),
        // Viewer state machine: keys -> actions -> state -> frame (Elm architecture), headless.
        .target(name: "LatticeViewer", dependencies: ["LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeRender"]),
        // ncurses: a system library with a tiny shim header.
        .systemLibrary(name: "CNcurses", path: "Sources/CNcurses"),
        // The ncurses backend and run loop.
        .target(name: "LatticeTerminal", dependencies: ["LatticeViewer", "LatticeRender", "CNcurses"]),
        // The command line (run, render, dump, validate, bench) as a library, so it can be tested.
        .target(name: "LatticeApp", dependencies: [
            "LatticeLayout", "LatticeViewport", "LatticeFixtures", "LatticeRender", "LatticeViewer", "LatticeTerminal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "lattice", dependencies: ["LatticeApp"]),

        .testTarget(name: "LatticeLayoutTests", dependencies: [
            "LatticeLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LatticeFixturesTests", dependencies: [
            "LatticeFixtures", "LatticeLayout", .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "LatticeRenderTests", dependencies: ["LatticeRender", "LatticeViewer", "LatticeViewport", "LatticeLayout", "LatticeFixtures"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "LatticeAppTests", dependencies: ["LatticeApp", "LatticeFixtures", "LatticeLayout"]),
    ]
)
