// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Three UICollectionViewFlowLayout subclasses written as iOS code writes them (only the import
// line differs: `import LatticeUIKit` for `import UIKit`), built against lattice by path, with
// tests that check their frames against frames worked out by hand; its tests also reach the rest
// of the UIKit surface layouts use (UIKitSurfaceTests), the engine's sections as LatticeLayout
// offers them (EngineSectionTests) and the progress seam (ProgressAndTimerTests). The package identity of a
// path dependency is its folder's name, worked out here as Examples/Waterfall does.
let latticePath = "../.."
let lattice = URL(fileURLWithPath: Context.packageDirectory)
    .appendingPathComponent(latticePath).standardizedFileURL.lastPathComponent
let uiKit = Target.Dependency.product(name: "LatticeUIKit", package: lattice)
let engine = Target.Dependency.product(name: "LatticeLayout", package: lattice)

let package = Package(
    name: "FlowSubclasses",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: latticePath)],
    targets: [
        // Tags: rows left-aligned instead of justified.
        .target(name: "LeftAlignedFlowLayout", dependencies: [uiKit]),
        // A horizontal carousel: the centred cell grows, flings stop on a cell's centre.
        .target(name: "CarouselFlowLayout", dependencies: [uiKit]),
        // Sticky headers as they were written before iOS 9's sectionHeadersPinToVisibleBounds.
        .target(name: "StickyHeaderFlowLayout", dependencies: [uiKit]),
        .testTarget(name: "FlowSubclassesTests", dependencies: [
            "LeftAlignedFlowLayout", "CarouselFlowLayout", "StickyHeaderFlowLayout", uiKit, engine,
        ]),
    ]
)
