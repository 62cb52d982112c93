import Foundation

/// SwiftUI's `EdgeInsets`: insets by leading and trailing edge, with UIKit's conversion
/// `NSDirectionalEdgeInsets(_:)`. Declared for layout files that import SwiftUI (mapped by the
/// port to LatticeUIKit).
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// All four zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

extension NSDirectionalEdgeInsets {
    /// `NSDirectionalEdgeInsets(_:)` from SwiftUI's `EdgeInsets`: the same four values.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }
}
