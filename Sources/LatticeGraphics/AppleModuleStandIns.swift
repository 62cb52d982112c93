/// `import CoreGraphics` and `import QuartzCore` on Linux, as iOS files write them: the source of
/// two modules of those names that re-export LatticeGraphics, for a package that builds iOS files
/// (the program lattice builds for a fixture's `sources:`, and `lattice port --output`) to declare
/// as targets on Linux only.
///
/// They are not targets of lattice's own package, on purpose. Every module of a SwiftPM build
/// lands in one folder, so a module named CoreGraphics makes `canImport(CoreGraphics)` true for
/// every other module of the build, including dependencies that take it to mean Apple's
/// framework (swift-property-based, a test dependency of lattice, then declares CGColor
/// generators and fails to build or link). A package that builds iOS sources controls its graph
/// and can have them. On Apple platforms a target of those names would hide Apple's frameworks:
/// declare them under `#if os(Linux)` in the manifest.
package enum AppleModuleStandIns {
    /// The module names, in the order to declare them.
    package static let moduleNames = ["CoreGraphics", "QuartzCore"]

    /// The one source file of the module `name` (one of `moduleNames`).
    package static func source(of name: String) -> String {
        """
        // On Linux, `import \(name)` as an iOS file writes it: lattice's stand-in, which brings
        // Foundation (through LatticeGraphics, whose CGRect conventions are Darwin's) and LatticeGraphics (CGAffineTransform, CATransform3D,
        // CACurrentMediaTime and CADisplayLink on lattice's virtual clock). Written by lattice.
        @_exported import LatticeGraphics

        """
    }
}
