import Foundation

/// `UITraitOverrides` (iOS 17): traits set on one view, over those it would otherwise have. The
/// lattice host sets `displayScale` from a fixture's `screenScale`, so each hosted layout sees its
/// own fixture's screen and no process-wide `UIScreen.main.scale` is changed, and the size classes
/// and content size category from the fixture's `traits:`.
public struct UITraitOverrides: Sendable, Equatable {
    /// The overriding display scale; nil: the screen's (`UIScreen.main.scale`).
    public var displayScale: CGFloat?
    /// The overriding size classes (a fixture's `traits:`); nil: from the view's size.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    public var verticalSizeClass: UIUserInterfaceSizeClass?
    /// The overriding content size category; nil: `UIApplication.shared.preferredContentSizeCategory`.
    public var preferredContentSizeCategory: UIContentSizeCategory?
    public init(displayScale: CGFloat? = nil) { self.displayScale = displayScale }
}
