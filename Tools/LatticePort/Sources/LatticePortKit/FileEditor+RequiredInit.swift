import SwiftSyntax

/// `override init()` → `required override init()` in a subclass of a UIKit class lattice makes
/// from its class object: an invalidation context (`invalidationContextClass`) or layout
/// attributes (`layoutAttributesClass`). UIKit makes them through the Objective-C runtime, where
/// any `init()` serves; Swift on Linux makes an object from a class object only through a
/// `required` initialiser, which LatticeUIKit's `init()` of these classes is, so an override of
/// it must say `required` too.
extension FileEditor {
    /// The UIKit classes made from a class object, and so with a `required init()`.
    static let classesMadeFromTheirClass: Set<String> = [
        "UICollectionViewLayoutInvalidationContext", "UICollectionViewFlowLayoutInvalidationContext", "UICollectionViewLayoutAttributes",
    ]

    func enterInitializer(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let modifiers = Set(node.modifiers.map(\.name.text))
        guard node.signature.parameterClause.parameters.isEmpty, node.optionalMark == nil,
              modifiers.contains("override"), modifiers.isDisjoint(with: ["required", "convenience"]),
              let type = enclosingTypes.last,
              Self.classesMadeFromTheirClass.contains(where: { index.conformers(of: $0).contains(type) }) else { return .visitChildren }
        edits.insert("required ", at: start(node.modifiers))
        say(.rewrite, node, "override init() → required override init(): lattice makes \(type) from its class object, which needs a required initialiser on Linux")
        return .visitChildren
    }
}
