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
    name: "ModernCollectionViews",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: latticePath),
    ],
    targets: [
        // Layouts written as in Apple's "Implementing Modern Collection Views": only
        // `import LatticeUIKit` differs from an app's code.
        .target(name: "ModernLayouts", dependencies: [.product(name: "LatticeUIKit", package: lattice)]),
        // `modern-collection-views`: the lattice command line with those layouts as `type: modern`.
        .executableTarget(name: "modern-collection-views", dependencies: [
            "ModernLayouts", .product(name: "LatticeCLI", package: lattice),
        ]),
        .testTarget(name: "ModernLayoutsTests", dependencies: [
            "ModernLayouts", .product(name: "LatticeUIKit", package: lattice),
        ]),
    ]
)
