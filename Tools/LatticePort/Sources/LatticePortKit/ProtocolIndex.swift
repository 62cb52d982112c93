import SwiftSyntax

/// What the port learns from every file of a module before it edits any: the `@objc optional`
/// requirements of each protocol and which type names inherit from or conform to what, so that
/// a conforming type's methods and the `?(` calls can be rewritten to match the protocol's new
/// shape, whichever file they are in.
struct ProtocolIndex {
    /// An `@objc optional` method requirement.
    struct Requirement {
        var protocolName: String
        /// `name(label:label:)`, the Swift name a call is matched by.
        var key: String
        /// False for a method returning `Void`: such a requirement keeps its type.
        var returnsValue: Bool
    }

    private(set) var requirements: [Requirement] = []
    /// A type or protocol name → the names in its inheritance clauses (declaration and extensions).
    private(set) var inherited: [String: Set<String>] = [:]
    /// `Type.method` → the argument labels of the methods of that name declared in the type or its
    /// extensions (the first found), for `#selector(method)` written without labels.
    private(set) var methods: [String: [String]] = [:]
    /// The names of the classes the files declare.
    private(set) var classes: Set<String> = []
    /// A class name → the overrides its extensions declare (`ExtensionOverride`), in file order.
    private(set) var extensionOverrides: [String: [ExtensionOverride]] = [:]

    mutating func add(_ tree: SourceFileSyntax) {
        let visitor = IndexVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        requirements += visitor.requirements
        for (name, names) in visitor.inherited { inherited[name, default: []].formUnion(names) }
        for (key, labels) in visitor.methods where methods[key] == nil { methods[key] = labels }
        classes.formUnion(visitor.classes)
        for move in visitor.extensionOverrides { extensionOverrides[move.className, default: []].append(move) }
    }

    /// The overrides written in extensions of `className` that move into its body: none unless
    /// the class is declared in these files.
    func movedOverrides(of className: String) -> [ExtensionOverride] {
        classes.contains(className) ? extensionOverrides[className] ?? [] : []
    }

    /// The argument labels of `type`'s method `name` (or of a superclass's the index knows).
    func methodLabels(type: String, name: String) -> [String]? {
        var seen: Set<String> = []
        var queue = [type]
        while let t = queue.first {
            queue.removeFirst()
            guard seen.insert(t).inserted else { continue }
            if let labels = methods[t + "." + name] { return labels }
            queue += inherited[t].map(Array.init) ?? []
        }
        return nil
    }

    /// Keys of the optional requirements returning a value, by protocol.
    var valueRequirementsByProtocol: [String: Set<String>] {
        var out: [String: Set<String>] = [:]
        for r in requirements where r.returnsValue { out[r.protocolName, default: []].insert(r.key) }
        return out
    }

    /// Every optional requirement's key.
    var allKeys: Set<String> { Set(requirements.map(\.key)) }

    /// The names that conform to `proto`: directly, through a refining protocol, or as a
    /// subclass of a conforming class.
    func conformers(of proto: String) -> Set<String> {
        var found: Set<String> = [proto]
        var grew = true
        while grew {
            grew = false
            for (name, names) in inherited where !found.contains(name) && !names.isDisjoint(with: found) {
                found.insert(name); grew = true
            }
        }
        found.remove(proto)
        return found
    }

    /// `name(a:_:)` for a function declaration.
    static func key(of fn: FunctionDeclSyntax) -> String {
        let labels = fn.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(fn.name.text)(\(labels))"
    }

    /// The last component of a type's name as written (`Outer.Inner` → `Inner`).
    static func simpleName(_ type: TypeSyntax) -> String {
        var text = type.trimmedDescription
        if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
        return text.split(separator: ".").last.map(String.init) ?? text
    }

    /// True when a function returns nothing (`-> Void`, `-> ()`, or no arrow).
    static func returnsVoid(_ fn: FunctionDeclSyntax) -> Bool {
        guard let type = fn.signature.returnClause?.type else { return true }
        let text = type.trimmedDescription
        return text == "Void" || text == "()"
    }
}

private final class IndexVisitor: SyntaxVisitor {
    var requirements: [ProtocolIndex.Requirement] = []
    var inherited: [String: Set<String>] = [:]
    var methods: [String: [String]] = [:]
    var classes: Set<String> = []
    var extensionOverrides: [ExtensionOverride] = []
    private var types: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = types.last {
            let key = type + "." + node.name.text
            if methods[key] == nil { methods[key] = node.signature.parameterClause.parameters.map { $0.firstName.text } }
        }
        return .skipChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    private func note(_ name: String, _ clause: InheritanceClauseSyntax?) {
        let names = clause?.inheritedTypes.map { ProtocolIndex.simpleName($0.type) } ?? []
        inherited[name, default: []].formUnion(names)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause)
        for member in node.memberBlock.members {
            guard let fn = member.decl.as(FunctionDeclSyntax.self), fn.modifiers.contains(where: { $0.name.text == "optional" }) else { continue }
            requirements.append(.init(protocolName: node.name.text, key: ProtocolIndex.key(of: fn),
                                      returnsValue: !ProtocolIndex.returnsVoid(fn)))
        }
        return .skipChildren
    }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.insert(node.name.text)
        note(node.name.text, node.inheritanceClause); types.append(node.name.text); return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause); types.append(node.name.text); return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause); types.append(node.name.text); return .visitChildren
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        note(node.name.text, node.inheritanceClause); types.append(node.name.text); return .visitChildren
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = ProtocolIndex.simpleName(node.extendedType)
        extensionOverrides += ExtensionOverride.all(in: node).map(\.move)
        note(name, node.inheritanceClause); types.append(name); return .visitChildren
    }
}
