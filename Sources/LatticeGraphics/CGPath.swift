#if !canImport(Darwin)
import Foundation

/// CoreGraphics' `CGPath`: a shape a layout builds for a mask or a shape layer. lattice keeps the
/// rectangle it covers (`boundingBox`) and draws it as nothing.
public class CGPath: Hashable, @unchecked Sendable {
    /// `boundingBox`: the smallest rectangle holding every point of the path (`.null` when empty).
    public internal(set) var boundingBox = CGRect.null
    /// `isEmpty`: no points.
    public var isEmpty: Bool { boundingBox.isNull }

    init() {}

    /// `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        boundingBox = rect.standardized
    }
    /// `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        boundingBox = rect.standardized
    }
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init()
        boundingBox = rect.standardized
    }

    /// `copy()`: an immutable copy.
    public func copy() -> CGPath? {
        let c = CGPath()
        c.boundingBox = boundingBox
        return c
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.boundingBox == b.boundingBox }
    public func hash(into hasher: inout Hasher) { hasher.combine(boundingBox.origin.x); hasher.combine(boundingBox.width) }
}

/// CoreGraphics' `CGMutablePath`: a path built point by point.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public override init() { super.init() }

    private func include(_ r: CGRect) { boundingBox = boundingBox.isNull ? r.standardized : boundingBox.union(r) }
    private func include(_ p: CGPoint) { include(CGRect(origin: p, size: .zero)) }

    /// `move(to:transform:)`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { include(point.applying(transform)) }
    /// `addLine(to:transform:)`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { include(point.applying(transform)) }
    /// `addRect(_:transform:)`.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { include(rect.applying(transform)) }
    /// `addEllipse(in:transform:)`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { include(rect.applying(transform)) }
    /// `addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        include(rect.applying(transform))
    }
    /// `addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        if !path.boundingBox.isNull { include(path.boundingBox.applying(transform)) }
    }
    /// `closeSubpath()`.
    public func closeSubpath() {}
}
#endif
