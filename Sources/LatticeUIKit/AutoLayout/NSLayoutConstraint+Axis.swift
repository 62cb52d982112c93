import Foundation

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Axis`, UIKit's raw values (horizontal 0, vertical 1): a stack view's
    /// axis, kept as set.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
