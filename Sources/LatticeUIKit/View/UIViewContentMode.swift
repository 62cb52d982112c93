import Foundation

extension UIView {
    /// `UIView.ContentMode`: how a view's content is fitted to its bounds, with UIKit's raw
    /// values. Kept as set; lattice draws no view content.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}
