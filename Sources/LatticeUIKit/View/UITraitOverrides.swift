import Foundation

/// `UITraitOverrides` (iOS 17): traits set on one view, over those it would otherwise have. The
/// lattice host sets `displayScale` from a fixture's `screenScale`, so each hosted layout sees its
/// own fixture's screen and no process-wide `UIScreen.main.scale` is changed.
public struct UITraitOverrides: Sendable, Equatable {
    /// The overriding display scale; nil: the screen's (`UIScreen.main.scale`).
    public var displayScale: CGFloat?
    public init(displayScale: CGFloat? = nil) { self.displayScale = displayScale }
}
