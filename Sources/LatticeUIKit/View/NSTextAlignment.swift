import Foundation

/// `NSTextAlignment`, with UIKit's raw values (iOS: left 0, center 1, right 2, justified 3,
/// natural 4). Kept by the views that take one (``UILabel``); no text is laid out.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}
