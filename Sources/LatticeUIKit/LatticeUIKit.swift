// As `import UIKit` does on iOS, `import LatticeUIKit` brings Foundation with it (CGRect,
// CGSize, CGPoint, CGFloat, IndexPath, NSObject…). The engine (LatticeLayout) is not
// re-exported: a file that imports LatticeUIKit sees Foundation's `IndexPath` and no other.
@_exported import Foundation
