import Foundation

/// `NSLineBreakMode`, with UIKit's raw values. Kept by ``UILabel``; no text is laid out.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
