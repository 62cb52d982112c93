import Foundation

/// `UIViewController`: declared so that a layout's library that names view controllers (a paging
/// menu's page controller, a transition) builds. lattice has no view controllers: a fixture hosts
/// the layout in a collection view, so none is ever shown or asked anything.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// `view`: a view of zero size, made when first read, kept as set.
    open lazy var view: UIView! = UIView(frame: .zero)
    /// `title`: kept as set.
    open var title: String?
    /// `children`: those added with `addChild(_:)`; `parent`: the controller this one was added to.
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    /// `addChild(_:)`, `removeFromParent()`: kept (nothing is shown).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// `init?(coder:)`: as `init(nibName: nil, bundle: nil)` (no storyboards are read).
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// `viewDidLoad()`, `viewWillAppear(_:)`, `viewDidAppear(_:)`, `viewWillDisappear(_:)`,
    /// `viewDidDisappear(_:)`, `viewDidLayoutSubviews()`: never called.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewDidLayoutSubviews() {}
}

/// `UIPageViewController`: declared for its `NavigationDirection` and `TransitionStyle`, which
/// paging libraries name; never shown (see ``UIViewController``).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    /// `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    /// `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
}
