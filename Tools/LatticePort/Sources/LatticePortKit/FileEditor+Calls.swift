import SwiftSyntax

/// Calls of optional requirements (`delegate?.collectionView?(…)`), the Objective-C runtime's
/// expressions the port cannot carry over, and `#if` conditions that pick iOS code.
extension FileEditor {
    /// `x?.method?(args)` → `x?.method (args)` when `method(labels:)` is an optional requirement
    /// (the space keeps the columns after it). A UIKit requirement, which LatticeUIKit declares with
    /// a non-optional result, is wrapped in `Optional(…)` where no optional chain already makes it
    /// optional.
    func enterCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
            + String(repeating: "_:", count: (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count)
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chain.expression.as(MemberAccessExprSyntax.self) {
            let key = "\(member.declName.baseName.text)(\(labels))"
            let own = index.allKeys.contains(key), uikit = UIKitOptionalRequirements.names.contains(key)
            if own || uikit {
                edits.replace(start(chain.questionMark), end(chain.questionMark), with: " ")
                let wrap = !own && !Self.hasOptionalChain(member.base)
                if wrap {
                    edits.insert("Optional(", at: start(node))
                    edits.insert(")", at: end(node))
                }
                say(.rewrite, chain.questionMark, "call of optional requirement \(key): ?( → (\(wrap ? ", wrapped in Optional(…)" : "")")
            }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "responds", labels == "to:" {
            say(.error, node, "responds(to:) cannot be ported (no Objective-C runtime on Linux); call the optional requirement with ?( instead")
        }
        return .visitChildren
    }

    /// True when an optional chain (`a?.b`) runs through the base of a member access.
    static func hasOptionalChain(_ expr: ExprSyntax?) -> Bool {
        var e = expr
        while let current = e {
            if current.is(OptionalChainingExprSyntax.self) { return true }
            if let m = current.as(MemberAccessExprSyntax.self) { e = m.base }
            else if let c = current.as(FunctionCallExprSyntax.self) { e = c.calledExpression }
            else if let s = current.as(SubscriptCallExprSyntax.self) { e = s.calledExpression }
            else if let f = current.as(ForceUnwrapExprSyntax.self) { e = f.expression }
            else { return false }
        }
        return false
    }

    /// `#selector(…)` becomes a `Selector` naming the method that also calls it on a target (see
    /// `FileEditor+Selectors.swift`); `#keyPath(…)` names a key path for key-value coding, which
    /// Linux does not have.
    func enterMacroExpansion(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            portSelector(node)
        case "keyPath":
            say(.error, node, "#keyPath cannot be ported (no key-value coding on Linux); use a Swift key path (\\.name)")
        default: break
        }
        return .visitChildren
    }

    /// Conditions an iOS project uses to pick its iOS code are true for the port: `os(iOS)`,
    /// `canImport(UIKit)` (UIKit is LatticeUIKit here), `canImport(CoreGraphics)`, …
    ///
    /// A clause that never compiles for iOS (`#if os(macOS)`, `#if canImport(AppKit)`, the `#else`
    /// of `#if os(iOS)`) is left as it is: nothing in it is rewritten or refused.
    func enterIfConfigClause(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if Self.neverCompilesForIOS(node) { return .skipChildren }
        if let condition = node.condition { rewriteCondition(condition) }
        return .visitChildren
    }

    /// True for a clause whose condition is false on iOS: `os(X)` or `canImport(X)` of another
    /// platform's, `!os(iOS)`, `!canImport(UIKit)`, or an `#else`/`#elseif` after a clause that is
    /// true on iOS.
    static func neverCompilesForIOS(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition {
            if iOSTruth(condition) == false { return true }
        }
        // A later clause of an #if whose earlier clause is true on iOS.
        guard let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        for other in list {
            if other.id == clause.id { break }
            if let c = other.condition, iOSTruth(c) == true { return true }
        }
        return false
    }

    /// The value of a condition on iOS, when the port knows it: `os(…)`, `canImport(…)` of
    /// UIKit's family or of AppKit, `targetEnvironment(macCatalyst)`, and `!` of those.
    static func iOSTruth(_ expr: ExprSyntax) -> Bool? {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return iOSTruth(prefix.expression).map { !$0 }
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let inner = paren.elements.first {
            return iOSTruth(inner.expression)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch name {
        // The port builds the iPhone and iPad code: `os(tvOS)` and `os(visionOS)` are false, as
        // Xcode's iOS build makes them (`#if !os(tvOS)` holds iOS code).
        case "os": return argument == "iOS"
        case "canImport":
            if ModuleMap.uikitFamily.contains(argument) { return true }
            return ["AppKit", "Cocoa", "WatchKit"].contains(argument) ? false : nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }

    private func rewriteCondition(_ node: some SyntaxProtocol) {
        if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression.trimmedDescription {
            let iOS = (name == "os" && argument == "iOS")
                || (name == "canImport" && ModuleMap.uikitFamily.contains(argument))
            if iOS {
                let width = call.trimmedDescription.count
                edits.replace(start(call), end(call), with: "true" + String(repeating: " ", count: max(0, width - 4)))
                say(.rewrite, call, "#if \(call.trimmedDescription) → true (the port builds the iOS code)")
            }
            return
        }
        for child in node.children(viewMode: .sourceAccurate) { rewriteCondition(child) }
    }
}
