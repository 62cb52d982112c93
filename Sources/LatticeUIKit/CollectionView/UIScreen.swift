import Foundation

/// `UIScreen`, for the one thing layouts read from it: the scale that frames round to
/// (IGList rounds to the pixel grid). 2 unless set.
@preconcurrency @MainActor
public final class UIScreen {
    public static let main = UIScreen()
    public var scale: CGFloat = 2
}
