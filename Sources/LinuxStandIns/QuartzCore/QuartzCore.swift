// On Linux, `import QuartzCore` as an iOS file writes it: CATransform3D and its functions,
// CACurrentMediaTime and CADisplayLink on lattice's virtual clock (LatticeGraphics). Only built on
// Linux (see Package.swift).
@_exported import Foundation
@_exported import LatticeGraphics
