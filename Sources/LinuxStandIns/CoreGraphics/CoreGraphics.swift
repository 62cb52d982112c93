// On Linux, `import CoreGraphics` as an iOS file writes it: CGFloat, CGPoint, CGSize and CGRect
// (Foundation's) and CGAffineTransform (LatticeGraphics). Only built on Linux (see Package.swift).
@_exported import Foundation
@_exported import LatticeGraphics
