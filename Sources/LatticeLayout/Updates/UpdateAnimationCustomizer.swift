/// The hook that changes how elements appear and disappear during a batch update. IGListKit lets
/// its delegate answer `initialLayoutAttributesForAppearingItemAtIndexPath:`; here the layout
/// works out UIKit's default and hands it to the customizer, which returns what to use
/// (nil: no animation for that element, it is simply there / gone).
public protocol UpdateAnimationCustomizer {
    /// `proposed` is the default start of a new element: for an inserted or reloaded one its new
    /// frame with alpha 0; for one that was already there, its old attributes.
    /// `current` is where the element ends (its attributes after the update).
    func initialAttributes(forAppearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                           mapping: UpdateMapping) -> LayoutAttributes?
    /// `proposed` is the default end of an old element: for a deleted or reloaded one its old
    /// frame with alpha 0; for one that stays, its new attributes.
    func finalAttributes(forDisappearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                         mapping: UpdateMapping) -> LayoutAttributes?
}

public extension UpdateAnimationCustomizer {
    func initialAttributes(forAppearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                           mapping: UpdateMapping) -> LayoutAttributes? { proposed }
    func finalAttributes(forDisappearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                         mapping: UpdateMapping) -> LayoutAttributes? { proposed }
}

/// A customizer made of closures, for one-off tweaks (a missing closure keeps the default).
public struct UpdateAnimationClosures: UpdateAnimationCustomizer {
    public typealias Hook = (ElementID, _ current: LayoutAttributes, _ proposed: LayoutAttributes, UpdateMapping) -> LayoutAttributes?
    public var appearing: Hook?
    public var disappearing: Hook?
    public init(appearing: Hook? = nil, disappearing: Hook? = nil) { self.appearing = appearing; self.disappearing = disappearing }
    public func initialAttributes(forAppearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                                  mapping: UpdateMapping) -> LayoutAttributes? {
        appearing.map { $0(id, current, proposed, mapping) } ?? proposed
    }
    public func finalAttributes(forDisappearing id: ElementID, current: LayoutAttributes, proposed: LayoutAttributes,
                                mapping: UpdateMapping) -> LayoutAttributes? {
        disappearing.map { $0(id, current, proposed, mapping) } ?? proposed
    }
}
