import Foundation

/// SwiftUI's `Axis`: the horizontal or vertical dimension. Declared because on iOS SwiftUI
/// re-exports UIKit and a layout file importing SwiftUI (which the port maps to LatticeUIKit)
/// may name it; SwiftUI's views are not declared.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// `Axis.Set`: a set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
