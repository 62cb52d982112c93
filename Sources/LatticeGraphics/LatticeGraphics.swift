// CoreGraphics' and QuartzCore's names that collection-view layouts use, for LatticeUIKit.
//
// On Linux there is no CoreGraphics or QuartzCore: this module declares `CGAffineTransform`,
// `CATransform3D` and its functions, `CFTimeInterval`, `CACurrentMediaTime()` and `CADisplayLink`
// (the last two on lattice's virtual clock, `MediaClock`). On Apple platforms it declares none of
// them and re-exports Apple's frameworks instead, so a file sees one `CGAffineTransform` only.
// `import CoreGraphics` / `import QuartzCore` on Linux: see `AppleModuleStandIns`.
@_exported import Foundation
#if canImport(Darwin) && canImport(QuartzCore)
@_exported import CoreGraphics
@_exported import QuartzCore
#endif
