import Foundation

/// `UILayoutGuide`: a rectangle Auto Layout would place (`layoutMarginsGuide`,
/// `safeAreaLayoutGuide`), with the anchors to constrain to it. Kept, never solved: its
/// `layoutFrame` is its view's bounds inset by the margins or the safe area it stands for.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// `owningView`: the view it belongs to.
    open weak var owningView: UIView?
    /// `identifier`: kept as set.
    open var identifier = ""
    let insets: (UIView) -> UIEdgeInsets
    init(owningView: UIView?, insets: @escaping (UIView) -> UIEdgeInsets) {
        self.owningView = owningView; self.insets = insets
        super.init()
    }
    public override convenience init() { self.init(owningView: nil, insets: { _ in .zero }) }
    /// `layoutFrame`: the owning view's bounds inset by what the guide stands for.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        return view.bounds.inset(by: insets(view))
    }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
}
