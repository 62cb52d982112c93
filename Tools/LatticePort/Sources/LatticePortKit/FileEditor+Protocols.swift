import SwiftSyntax

/// `@objc optional` requirements: Swift on Linux has no optional requirements, so each becomes an
/// ordinary requirement with a default implementation in a protocol extension. A requirement
/// returning `T` returns `T?` and defaults to `nil`, so that `delegate?.method?(…)` (rewritten to
/// `delegate?.method (…)`) still gives nil when the delegate does not implement it; the
/// conforming types' implementations get the same `T?` result type so that they still witness
/// it. A requirement returning `Void` keeps its type and defaults to doing nothing.
extension FileEditor {
    func enterProtocol(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let optionals = node.memberBlock.members.compactMap { member -> DeclSyntax? in
            let modifiers = member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            return modifiers?.contains(where: { $0.name.text == "optional" }) == true ? member.decl : nil
        }
        let wasObjC = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }
        if wasObjC, node.inheritanceClause == nil {
            edits.insert(": AnyObject", at: end(node.name))
            say(.rewrite, node.name, "protocol \(node.name.text) → \(node.name.text): AnyObject (an @objc protocol is class-bound)")
        }
        var defaults: [String] = []
        for decl in optionals {
            if let fn = decl.as(FunctionDeclSyntax.self) {
                defaults.append(portRequirement(fn, of: node))
            } else {
                say(.error, decl, "an `@objc optional` \(Self.kindName(decl)) requirement cannot be ported (only optional methods can); make it a method")
            }
        }
        if !defaults.isEmpty {
            let access = Self.accessPrefix(node.modifiers)
            appendix.append("// lattice port: what \(node.name.text)'s optional requirements answer when a type leaves them out.\n"
                + "extension \(node.name.text) {\n" + defaults.map { "    \(access)\($0)\n" }.joined() + "}\n")
        }
        enclosingTypes.append(Self.protocolScope)
        return .visitChildren
    }

    /// Stands for a protocol's body in `enclosingTypes` (its requirements are no witnesses).
    static let protocolScope = "<protocol>"


    /// Blanks `optional`, makes a value-returning requirement return `T?`; the default's text.
    private func portRequirement(_ fn: FunctionDeclSyntax, of proto: ProtocolDeclSyntax) -> String {
        for modifier in fn.modifiers where modifier.name.text == "optional" { edits.blank(start(modifier), end(modifier), in: bytes) }
        var returnText = ""
        let key = ProtocolIndex.key(of: fn)
        if ProtocolIndex.returnsVoid(fn) {
            say(.rewrite, fn.name, "optional requirement \(proto.name.text).\(key) → a requirement with an empty default")
        } else if let type = fn.signature.returnClause?.type {
            let optional = Self.optionalType(type)
            if optional != type.trimmedDescription { edits.replace(start(type), end(type), with: optional) }
            returnText = " -> " + optional
            say(.rewrite, fn.name, "optional requirement \(proto.name.text).\(key) → returns \(optional), nil by default")
        }
        let keep = fn.modifiers.filter { ["static", "class", "mutating"].contains($0.name.text) }.map { $0.name.text + " " }.joined()
        let generics = fn.genericParameterClause?.trimmedDescription ?? ""
        let whereClause = fn.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        let body = ProtocolIndex.returnsVoid(fn) ? "{}" : fixtureDelegateBody(fn, key: key) ?? "{ nil }"
        let effects = fn.signature.effectSpecifiers.map { " " + $0.trimmedDescription } ?? ""
        let parameters = fn.signature.parameterClause.trimmedDescription
        return "\(keep)func \(fn.name.text)\(generics)\(parameters)\(effects)\(returnText)\(whereClause) \(body)"
    }

    /// `{ (self as? LatticeFixtureDelegate).map { … } }` for a requirement the fixture's
    /// delegate answers with the same result type; nil otherwise.
    private func fixtureDelegateBody(_ fn: FunctionDeclSyntax, key: String) -> String? {
        guard let result = FixtureDelegateAnswers.resultTypes[key],
              fn.signature.returnClause?.type.trimmedDescription == result else { return nil }
        var arguments: [String] = []
        for p in fn.signature.parameterClause.parameters {
            let name = (p.secondName ?? p.firstName).text
            guard name != "_" else { return nil }
            arguments.append(p.firstName.text == "_" ? name : "\(p.firstName.text): \(name)")
        }
        // The closure's result type picks the fixture delegate's own method, not this default;
        // the fixture's delegate lives on the main actor, where layouts are asked.
        return "{ MainActor.assumeIsolated { (self as? LatticeFixtureDelegate).map { fixture -> \(result) in "
            + "fixture.\(fn.name.text)(\(arguments.joined(separator: ", "))) } } }"
    }

    /// A conforming type's implementation of a value-returning optional requirement returns `T?`
    /// too, or it would no longer witness the requirement and the default would answer instead.
    func enterFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let typeName = enclosingTypes.last, typeName != Self.protocolScope,
              let type = node.signature.returnClause?.type else { return .visitChildren }
        let key = ProtocolIndex.key(of: node)
        for (proto, keys) in index.valueRequirementsByProtocol where keys.contains(key) && index.conformers(of: proto).contains(typeName) {
            let optional = Self.optionalType(type)
            if optional != type.trimmedDescription {
                edits.replace(start(type), end(type), with: optional)
                say(.rewrite, node.name, "\(typeName).\(key) returns \(optional) to implement the optional requirement of \(proto)")
            }
            break
        }
        return .visitChildren
    }

    /// `T` → `T?`, `T!` → `T?`, `T?` unchanged; a function, composition or `some`/`any` type in
    /// parentheses.
    static func optionalType(_ type: TypeSyntax) -> String {
        if type.is(OptionalTypeSyntax.self) { return type.trimmedDescription }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return iuo.wrappedType.trimmedDescription + "?" }
        if type.is(FunctionTypeSyntax.self) || type.is(CompositionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(AttributedTypeSyntax.self) {
            return "(\(type.trimmedDescription))?"
        }
        return type.trimmedDescription + "?"
    }

    static func accessPrefix(_ modifiers: DeclModifierListSyntax) -> String {
        for m in modifiers {
            switch m.name.text {
            case "public", "open": return "public "
            case "package": return "package "
            case "private", "fileprivate": return "fileprivate "
            default: continue
            }
        }
        return ""
    }

    static func kindName(_ decl: DeclSyntax) -> String {
        if decl.is(VariableDeclSyntax.self) { return "property" }
        if decl.is(SubscriptDeclSyntax.self) { return "subscript" }
        if decl.is(InitializerDeclSyntax.self) { return "initializer" }
        return "declaration"
    }
}
