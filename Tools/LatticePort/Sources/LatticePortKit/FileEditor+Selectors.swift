import SwiftSyntax

/// `#selector(method(_:))` → a `Selector` that names the method and calls it on a target, so that
/// `NotificationCenter.addObserver(_:selector:name:object:)`, target–action and gesture targets
/// dispatch by name on Linux (LatticeUIKit's `Selector`). Written on the line the `#selector` was
/// on, so the file's lines stay where they were:
///
///     #selector(sizeCategoryDidChange(_:))
///     Selector("sizeCategoryDidChange:", perform: { target, argument in _ = (target as? TagsLayout)?.sizeCategoryDidChange(latticeSelectorArgument(argument)) })
///
/// The method is the enclosing type's (`#selector(name)`, `#selector(self.name)`) or the named
/// type's (`#selector(Type.name(_:))`); its first parameter takes what the sender sends (the
/// notification, the control, the recognizer), its type inferred from the method.
extension FileEditor {
    func portSelector(_ node: MacroExpansionExprSyntax) {
        guard let argument = node.arguments.first, node.arguments.count == 1, argument.label == nil else {
            say(.error, node, "#selector(getter:) and #selector(setter:) cannot be ported (no Objective-C properties on Linux); name a method")
            return
        }
        var expr = argument.expression
        var typeName: String?
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                let text = base.trimmedDescription
                if text != "self" { typeName = text }
            }
            expr = ExprSyntax(member.declName)
        }
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return unportable(node) }
        let target = typeName ?? enclosingTypes.last(where: { $0 != Self.protocolScope })
        guard let target else {
            say(.error, node, "#selector outside a type names no method the port can find; write #selector(Type.method(_:))")
            return
        }
        let name = ref.baseName.text
        let labels: [String] = ref.argumentNames.map { $0.arguments.map { $0.name.text } }
            ?? index.methodLabels(type: String(target.split(separator: ".").last ?? Substring(target)), name: name) ?? []
        let objcName = Self.objectiveCName(name, labels)
        var call = name + "("
        for (i, label) in labels.enumerated() {
            if i > 0 { call += ", " }
            if label != "_" { call += label + ": " }
            call += i == 0 ? "latticeSelectorArgument(argument)" : "latticeSelectorArgument(nil)"
        }
        call += ")"
        let text = "Selector(\"\(objcName)\", perform: { target, argument in _ = (target as? \(target))?.\(call) })"
        edits.replace(start(node), end(node), with: text)
        say(.rewrite, node, "#selector → Selector(\"\(objcName)\") calling \(target).\(name)(\(labels.map { $0 + ":" }.joined())) by name")
    }

    private func unportable(_ node: MacroExpansionExprSyntax) {
        say(.error, node, "this #selector names no method the port can call; write #selector(method(_:)) or #selector(Type.method(_:))")
    }

    /// Objective-C's name for a Swift method: `name:` for `name(_:)`, `nameWithLabel:` for
    /// `name(label:)`, then `label:` for each further parameter.
    static func objectiveCName(_ name: String, _ labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var out = name + (first == "_" ? ":" : "With" + first.prefix(1).uppercased() + first.dropFirst() + ":")
        for label in labels.dropFirst() { out += (label == "_" ? "" : label) + ":" }
        return out
    }
}
