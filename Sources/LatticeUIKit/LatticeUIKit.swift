// As `import UIKit` does on iOS, `import LatticeUIKit` brings Foundation with it (CGRect,
// CGSize, CGPoint, CGFloat, IndexPath, NSObject…), and with it CoreGraphics' and QuartzCore's
// names (CGAffineTransform, CATransform3D, CACurrentMediaTime, CADisplayLink: LatticeGraphics on
// Linux, Apple's frameworks on Apple platforms). The engine (LatticeLayout) is not re-exported: a
// file that imports LatticeUIKit sees Foundation's `IndexPath` and no other.
@_exported import Foundation
@_exported import LatticeGraphics
