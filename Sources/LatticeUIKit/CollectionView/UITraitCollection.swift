import Foundation

/// `UITraitCollection`, for the one trait layouts read: `displayScale`, the scale of the screen
/// the view is on, which frames round to (IGList rounds to the pixel grid). A view's traits are
/// the screen's (`UIScreen.main.scale`) unless its `traitOverrides` say otherwise.
public struct UITraitCollection: Sendable, Equatable {
    /// Points to pixels on the view's screen (1, 2 or 3 on iOS devices).
    public var displayScale: CGFloat
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
}

/// `UITraitOverrides` (iOS 17): traits set on one view, over those it would inherit. The
/// lattice host sets `displayScale` from a fixture's `screenScale`, so each hosted layout sees
/// its own fixture's screen and no process-wide `UIScreen.main.scale` is changed.
public struct UITraitOverrides: Sendable, Equatable {
    /// The overriding display scale; nil inherits the screen's.
    public var displayScale: CGFloat?
    public init(displayScale: CGFloat? = nil) { self.displayScale = displayScale }
}

extension UICollectionView {
    /// The view's traits: its overrides over the main screen's.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: traitOverrides.displayScale ?? UIScreen.main.scale)
    }
}
