import Foundation

/// `UIResponder`, the base class of `UIApplication` and of views. lattice has no touches and no
/// responder chain: the touch methods are declared so that a view overriding them builds, and
/// are never called.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }
    /// `touchesBegan(_:with:)`, `touchesMoved(_:with:)`, `touchesEnded(_:with:)`,
    /// `touchesCancelled(_:with:)`: never called (no touches).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// `next`: nil (no responder chain).
    open var next: UIResponder? { nil }
    /// `becomeFirstResponder()`, `resignFirstResponder()`: false (nothing takes input here).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { false }
    /// `isFirstResponder`: false.
    open var isFirstResponder: Bool { false }
}

/// `UITouch`: declared for the touch methods' signatures; lattice makes none.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// `location(in:)`: the origin (no touch has a place here).
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// `UIEvent`: declared for the touch methods' signatures; lattice makes none.
@preconcurrency @MainActor
open class UIEvent: NSObject {}
