import Foundation

#if !canImport(ObjectiveC)
/// UIKit's `NSValue` additions for geometry (`NSValue(cgPoint:)`, `cgPointValue`, …), on
/// Foundation's own point, size and rectangle values.
extension NSValue {
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
#endif
