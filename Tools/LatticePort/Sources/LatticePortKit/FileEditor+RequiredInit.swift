import SwiftSyntax

/// `override init()` → `required init()` in a subclass of a UIKit class lattice makes
/// from its class object: an invalidation context (`invalidationContextClass`) or layout
/// attributes (`layoutAttributesClass`). UIKit makes them through the Objective-C runtime, where
/// any `init()` serves; Swift on Linux makes an object from a class object only through a
/// `required` initialiser, which LatticeUIKit's `init()` of these classes is, so an override of
/// it must say `required` too.
///
/// Views likewise: on iOS any view class object answers `init(frame:)` (`T(frame:)` for a
/// generic `T: UIView`, a registered cell class), because Objective-C initialisers are looked up
/// at run time; a subclass that declares initialisers of its own and not `init(frame:)` gets one
/// from the compiler that stops the program ("use of unimplemented initializer"). LatticeUIKit's
/// `UIView.init(frame:)` is `required` to give the same reach, so an `override init(frame:)`
/// becomes `required init(frame:)`, and a view class with other designated initialisers and no
/// `init(frame:)` gets that stopping one, written on the line of its closing brace.
extension FileEditor {
    /// UIKit's view classes (`UIView` and its subclasses a program may subclass).
    static let uikitViewClasses: Set<String> = [
        "UIView", "UIScrollView", "UICollectionView", "UICollectionReusableView", "UICollectionViewCell", "UICollectionViewListCell",
        "UIControl", "UIButton", "UILabel", "UIImageView", "UIWindow", "UIStackView", "UITableView", "UITableViewCell",
        "UITableViewHeaderFooterView", "UITextView", "UITextField", "UIVisualEffectView", "UIPageControl", "UISwitch", "UISlider",
        "UIActivityIndicatorView", "UIRefreshControl", "UISegmentedControl", "UIProgressView", "UINavigationBar", "UIToolbar", "UITabBar",
    ]

    /// `init(frame: CGRect)`, designated.
    static func isFrameInitializer(_ node: InitializerDeclSyntax) -> Bool {
        let p = node.signature.parameterClause.parameters
        return p.count == 1 && p.first?.firstName.text == "frame" && node.optionalMark == nil
    }

    /// The stopping `init(frame:)` a view class with initialisers of its own and none of them
    /// `init(frame:)` gets, as the Objective-C runtime gives it on iOS; nil when it needs none.
    func viewFrameInitializer(for node: ClassDeclSyntax) -> String? {
        guard viewClasses.contains(node.name.text) else { return nil }
        let inits = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = inits.filter { !$0.modifiers.contains { $0.name.text == "convenience" } }
        guard !designated.isEmpty, !inits.contains(where: Self.isFrameInitializer) else { return nil }
        let open = node.modifiers.contains { ["open", "public"].contains($0.name.text) }
        say(.rewrite, node.name, "\(node.name.text) gets required init(frame:) that stops the program, as an iOS view class without one does")
        return "\(open ? "public " : "")required init(frame: CGRect) { fatalError(\"use of unimplemented initializer 'init(frame:)' for class '\(node.name.text)'\") }"
    }

    /// The UIKit classes made from a class object, and so with a `required init()`.
    static let classesMadeFromTheirClass: Set<String> = [
        "UICollectionViewLayoutInvalidationContext", "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayoutAttributes",
    ]

    func enterInitializer(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = Set(node.modifiers.map(\.name.text))
        if Self.isFrameInitializer(node), modifiers.contains("override"), modifiers.isDisjoint(with: ["required", "convenience"]),
           let type = enclosingTypes.last, viewClasses.contains(type) {
            requireInsteadOfOverride(node)
            say(.rewrite, node, "override init(frame:) → required init(frame:): any view class object answers init(frame:), as on iOS")
            return .visitChildren
        }
        guard node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil,
              modifiers.contains("override"), modifiers.isDisjoint(with: ["required", "convenience"]),
              let type = enclosingTypes.last,
              Self.classesMadeFromTheirClass.contains(where: { index.conformers(of: $0).contains(type) }) else { return .visitChildren }
        requireInsteadOfOverride(node)
        say(.rewrite, node, "override init() → required init(): lattice makes \(type) from its class object, which needs a required initialiser on Linux")
        return .visitChildren
    }

    /// `override` → `required`, the same width (so columns stay): a required initialiser's
    /// override says only `required` (with both, Swift warns that `override` is implied).
    private func requireInsteadOfOverride(_ node: InitializerDeclSyntax) {
        guard let modifier = node.modifiers.first(where: { $0.name.text == "override" }) else { return }
        edits.replace(start(modifier.name), end(modifier.name), with: "required")
    }
}
