import Foundation

/// `UIContextualAction`: one swipe action of a list row. Kept, its handler never called (no
/// touches).
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable { case normal, destructive }
    /// `UIContextualAction.Handler`: given the action, the source view and a completion.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// `style`, `title`, `handler`, as made; `backgroundColor`, `image`: kept as set.
    public let style: Style
    open var title: String?
    public let handler: Handler
    open var backgroundColor: UIColor?
    open var image: UIImage?
    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style; self.title = title; self.handler = handler
        super.init()
    }
}
