// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A path dependency's package identity is the name of the folder it points to, not the name in
// its manifest: `.product(…, package: "lattice")` only resolves when the checkout's folder is
// called `lattice`. So the identity is worked out from the path. (`.package(name: "lattice",
// path: …)` also resolves `package: "lattice"` with Swift 6.3, but only as an alias: the identity
// stays the folder's name, and its `url:` sibling, `.package(name:url:)`, is deprecated.)
let latticePath = "../.."
let lattice = URL(fileURLWithPath: Context.packageDirectory)
    .appendingPathComponent(latticePath).standardizedFileURL.lastPathComponent

let package = Package(
    name: "Waterfall",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: latticePath),
    ],
    targets: [
        // The layout: the iOS app's file (iOS/WaterfallLayout.swift) as `lattice port iOS --output
        // Ported` writes it for Linux (scripts/example-test runs that first).
        .target(name: "WaterfallLayout", dependencies: [.product(name: "LatticeUIKit", package: lattice)],
                path: "Ported/iOS"),
        // `waterfall`: the lattice command line with the waterfall layout added.
        .executableTarget(name: "waterfall", dependencies: [
            "WaterfallLayout", .product(name: "LatticeCLI", package: lattice),
        ]),
        .testTarget(name: "WaterfallLayoutTests", dependencies: [
            "WaterfallLayout", .product(name: "LatticeUIKit", package: lattice),
        ]),
    ]
)
