import Foundation

/// `UIBezierPath`: a path a layout builds for a mask or a shape layer (`cgPath`), kept as the
/// rectangle it covers and drawn as nothing.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
    private let path = CGMutablePath()
    public override init() { super.init() }
    /// `init(rect:)`.
    public convenience init(rect: CGRect) { self.init(); path.addRect(rect) }
    /// `init(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) { self.init(); path.addEllipse(in: rect) }
    /// `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(); path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(); path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
    }
    /// `cgPath`: the path as CoreGraphics' type.
    open var cgPath: CGPath { path }
    /// `bounds`: the rectangle the path covers.
    open var bounds: CGRect { path.boundingBox.isNull ? .zero : path.boundingBox }
    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func close() { path.closeSubpath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
}

/// `UIRectCorner`: which corners a rounded rectangle rounds.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0b1111)
}
