import Foundation

/// A view's anchors and layout guides (`topAnchor`, …, `layoutMarginsGuide`,
/// `safeAreaLayoutGuide`), for the constraints a view file makes; kept, never solved
/// (``NSLayoutConstraint``).
extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    /// `layoutMarginsGuide`: the bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owningView: self) { $0.layoutMargins } }
    /// `safeAreaLayoutGuide`: the bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owningView: self) { $0.safeAreaInsets } }
}
