// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A layout type of a program's own written as lattice's own are (a `LayoutType` descriptor over
// an engine layout), added to the command line with `LatticeCLI.main(types:)`. The package
// identity of a path dependency is its folder's name, worked out here as Examples/Waterfall does.
let latticePath = "../.."
let lattice = URL(fileURLWithPath: Context.packageDirectory)
    .appendingPathComponent(latticePath).standardizedFileURL.lastPathComponent

let package = Package(
    name: "Shelf",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: latticePath)],
    targets: [
        // The engine layout (LatticeLayout's `CollectionLayout`) and its type (LatticeCLI's
        // `LayoutType`): options, an item key of its own, the scroll direction, `make`.
        .target(name: "ShelfLayout", dependencies: [
            .product(name: "LatticeLayout", package: lattice), .product(name: "LatticeCLI", package: lattice),
        ]),
        // `shelf`: the lattice command line with `layout: {type: shelf}` added.
        .executableTarget(name: "shelf", dependencies: ["ShelfLayout", .product(name: "LatticeCLI", package: lattice)]),
        // LatticeLayout's helpers used on the shelf from outside lattice's package.
        .testTarget(name: "ShelfLayoutTests", dependencies: ["ShelfLayout", .product(name: "LatticeLayout", package: lattice)]),
    ]
)
