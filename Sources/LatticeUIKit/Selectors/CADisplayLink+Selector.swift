import Foundation

#if !canImport(ObjectiveC)
extension CADisplayLink {
    /// `CADisplayLink(target:selector:)`: a link sending `selector` (the port's ``Selector``) to
    /// `target`, with the link as argument, on every frame once added to a run loop. The target
    /// is held strongly until `invalidate()`, as in UIKit.
    public convenience init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.init { link in sel.send(to: object, with: link) }
    }
}
#endif
