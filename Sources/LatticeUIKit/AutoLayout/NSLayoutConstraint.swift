import Foundation

/// `NSLayoutConstraint`: kept as made, never solved. lattice has no Auto Layout: every frame it
/// draws comes from the layout's attributes, so a view file's constraints (a cell's content,
/// a decoration view's subviews) build and change nothing.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// `firstItem`, `secondItem`: the anchors' views (or guides).
    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    /// `constant`, `multiplier`, `priority`, `isActive`, `identifier`: kept as set.
    open var constant: CGFloat
    public let multiplier: CGFloat
    open var priority = UILayoutPriority.required
    open var isActive = false
    open var identifier: String?

    init(firstItem: AnyObject?, secondItem: AnyObject?, constant: CGFloat, multiplier: CGFloat) {
        self.firstItem = firstItem; self.secondItem = secondItem
        self.constant = constant; self.multiplier = multiplier
        super.init()
    }
    /// `activate(_:)`, `deactivate(_:)`: set `isActive`.
    open class func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
}

/// `UILayoutPriority`: UIKit's values (1000 required, 750 high, 250 low).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}
