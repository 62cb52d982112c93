import Foundation

/// `UIStackView`: declared so that views written for iOS build; inert. Its arranged subviews
/// are kept in order (and added as subviews, as UIKit does); lattice solves no Auto Layout, so
/// they are not positioned.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// `UIStackView.Distribution`, UIKit's raw values.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `UIStackView.Alignment`, UIKit's raw values (`top` = `leading`, `bottom` = `trailing`).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    /// `arrangedSubviews`: in the order added.
    open private(set) var arrangedSubviews: [UIView] = []
    /// `axis` (`.horizontal` until set), `distribution`, `alignment`, `spacing`: kept as set.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: Distribution = .fill
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    /// `addArrangedSubview(_:)`: arranged and added as a subview.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.append(view)
        addSubview(view)
    }
    /// `insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.insert(view, at: Swift.min(Swift.max(0, stackIndex), arrangedSubviews.count))
        addSubview(view)
    }
    /// `removeArrangedSubview(_:)`: no longer arranged; still a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
}
