// As `import UIKit` does on iOS, `import LatticeUIKit` brings Foundation with it (CGRect,
// CGSize, CGPoint, CGFloat, IndexPath, NSObject…), and with it CoreGraphics' and QuartzCore's
// names (CGAffineTransform, CATransform3D, CACurrentMediaTime, CADisplayLink: LatticeGraphics on
// Linux, Apple's frameworks on Apple platforms). The engine (LatticeLayout) is not re-exported: a
// file that imports LatticeUIKit sees Foundation's `IndexPath` and no other.
//
// Foundation comes through LatticeGraphics only: a name LatticeGraphics declares again with
// Darwin's meaning (`CGRect.intersects(_:)`) then shadows Linux Foundation's for every file that
// imports LatticeUIKit (a file that imports Foundation itself sees both: the port rewrites its
// `import Foundation` to `import LatticeUIKit`).
@_exported import LatticeGraphics
