import SwiftSyntax

/// An `override` written in an extension of a class: Swift on Darwin accepts it when the member
/// overridden comes from Objective-C (all of UIKit), Swift on Linux never ("declarations in
/// extensions cannot override yet"). The port keeps the member where the user wrote it, renamed
/// and no longer an override, and puts in the class's own body an override of the same
/// signature that calls it. Dispatch is then as on iOS: the class's override runs wherever the
/// method is called (by UIKit's machinery or the program), and `super.` inside the moved body still
/// reaches the superclass. The override is written on the line of the class's closing brace, so
/// that no line of the user's files moves.
struct ExtensionOverride {
    /// The class whose extension declares the member.
    var className: String
    /// The name the member takes in the extension.
    var renamed: String
    /// The override the class's body gets.
    var forwarder: String

    /// The name a member `name` of an extension of `className` takes when its override moves.
    static func movedName(_ name: String, in className: String) -> String { "latticeExtension\(className)_\(name)" }

    /// The overrides of an extension's own members that can move (functions, and computed
    /// properties without observers; not variadic functions), none for a constrained extension.
    static func all(in node: ExtensionDeclSyntax) -> [(decl: DeclSyntax, move: ExtensionOverride)] {
        guard node.genericWhereClause == nil else { return [] }
        let className = ProtocolIndex.simpleName(node.extendedType)
        return node.memberBlock.members.compactMap { member in
            let decl = member.decl
            if let fn = decl.as(FunctionDeclSyntax.self), let move = function(fn, in: className) { return (decl, move) }
            if let v = decl.as(VariableDeclSyntax.self), let move = property(v, in: className) { return (decl, move) }
            return nil
        }
    }

    static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool { modifiers.contains { $0.name.text == "override" } }

    /// The attributes and modifiers the forwarder repeats: all but `override` (written by the
    /// forwarder itself), `dynamic` and the Objective-C attributes (the port removes those).
    private static func prefix(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> String {
        let attrs = attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { !FileEditor.objcAttributes.contains($0.attributeName.trimmedDescription) }.map(\.trimmedDescription)
        let mods = modifiers.filter { !["override", "dynamic"].contains($0.name.text) }.map(\.trimmedDescription)
        return (attrs + mods).map { $0 + " " }.joined()
    }

    static func function(_ fn: FunctionDeclSyntax, in className: String) -> ExtensionOverride? {
        guard isOverride(fn.modifiers) else { return nil }
        let parameters = fn.signature.parameterClause.parameters
        guard !parameters.contains(where: { $0.ellipsis != nil }) else { return nil }
        let renamed = movedName(fn.name.text, in: className)
        var declared: [String] = []
        var passed: [String] = []
        for (n, p) in parameters.enumerated() {
            let inner = p.secondName?.text ?? p.firstName.text
            let name = inner == "_" ? "p\(n)" : inner
            let label = p.firstName.text
            declared.append("\(label == name ? label : label + " " + name): \(p.type.trimmedDescription)"
                            + (p.defaultValue.map { " " + $0.trimmedDescription } ?? ""))
            let isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            passed.append((label == "_" ? "" : label + ": ") + (isInout ? "&" : "") + name)
        }
        let effects = fn.signature.effectSpecifiers
        let tryMark = effects?.throwsClause != nil ? "try " : ""
        let awaitMark = effects?.asyncSpecifier != nil ? "await " : ""
        let generics = fn.genericParameterClause?.trimmedDescription ?? ""
        let returns = fn.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        let whereClause = fn.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let effectText = effects.map { " " + $0.trimmedDescription } ?? ""
        let forwarder = "\(prefix(fn.attributes, fn.modifiers))override func \(fn.name.text)\(generics)(\(declared.joined(separator: ", ")))"
            + "\(effectText)\(returns)\(whereClause) { return \(tryMark)\(awaitMark)\(renamed)(\(passed.joined(separator: ", "))) }"
        return ExtensionOverride(className: className, renamed: renamed, forwarder: forwarder)
    }

    static func property(_ v: VariableDeclSyntax, in className: String) -> ExtensionOverride? {
        guard isOverride(v.modifiers), v.bindings.count == 1, let binding = v.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type, let block = binding.accessorBlock else { return nil }
        var hasSetter = false
        if case let .accessors(list) = block.accessors {
            let kinds = Set(list.map(\.accessorSpecifier.text))
            guard kinds.isDisjoint(with: ["willSet", "didSet"]) else { return nil }
            hasSetter = kinds.contains("set")
        }
        let renamed = movedName(name, in: className)
        let body = hasSetter ? "get { \(renamed) } set { \(renamed) = newValue }" : renamed
        let forwarder = "\(prefix(v.attributes, v.modifiers))override var \(name): \(type.trimmedDescription) { \(body) }"
        return ExtensionOverride(className: className, renamed: renamed, forwarder: forwarder)
    }
}
