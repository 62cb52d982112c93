// swift-tools-version: 6.0
import PackageDescription

// The port: rewrites Swift files written for iOS (UIKit imports, `@objc`, `@objc optional`
// protocols and their `?(` calls) into files that compile against LatticeUIKit on Linux.
// A package of its own so that swift-syntax, a slow build, stays out of lattice's graph:
// `lattice port` and `sources:` fixtures build it on demand (into lattice's cache directory).
let package = Package(
    name: "LatticePort",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lattice-port", targets: ["lattice-port"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // The rewriting itself: source text in, ported text and located notes out.
        .target(name: "LatticePortKit", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // `lattice-port FILES… --output DIR [--explain] [--module NAME]…`, run by `lattice`.
        .executableTarget(name: "lattice-port", dependencies: ["LatticePortKit"]),
    ]
)
