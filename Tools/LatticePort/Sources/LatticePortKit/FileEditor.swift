import SwiftSyntax

/// Walks one file's syntax tree and records the port's edits and diagnostics for it (pass two,
/// after `ProtocolIndex` has seen every file of the module).
final class FileEditor: SyntaxVisitor {
    let bytes: [UInt8]
    let converter: SourceLocationConverter
    let file: String
    let index: ProtocolIndex
    let modules: ModuleMap
    var edits = TextEdits()
    var diagnostics: [PortDiagnostic] = []
    /// Text appended at the end of the file (the defaults of optional requirements).
    var appendix: [String] = []
    /// The type names whose declarations or extensions enclose the node being visited.
    var enclosingTypes: [String] = []
    /// The classes of these files that are views (subclasses of UIKit's view classes).
    let viewClasses: Set<String>

    /// Attributes that mean something only to the Objective-C runtime or Interface Builder.
    static let objcAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable", "NSManaged",
    ]

    init(file: String, tree: SourceFileSyntax, bytes: [UInt8], index: ProtocolIndex, modules: ModuleMap) {
        self.file = file; self.bytes = bytes; self.index = index; self.modules = modules
        converter = SourceLocationConverter(fileName: file, tree: tree)
        viewClasses = Self.uikitViewClasses.reduce(into: []) { $0.formUnion(index.conformers(of: $1)) }
        super.init(viewMode: .sourceAccurate)
    }

    /// The file's text with every edit made and the appendix added.
    var portedText: String {
        var text = edits.applied(to: bytes)
        if !appendix.isEmpty {
            if !text.hasSuffix("\n") { text += "\n" }
            text += "\n" + appendix.joined(separator: "\n")
        }
        return text
    }

    func say(_ severity: PortDiagnostic.Severity, _ node: some SyntaxProtocol, _ message: String) {
        let loc = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(PortDiagnostic(file: file, line: loc.line, column: loc.column, severity: severity, message: message))
    }

    func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        switch modules.outcome(for: module) {
        case .keep:
            break
        case let .rename(name):
            edits.replace(start(node), end(node), with: "import \(name)")
            say(.rewrite, node, "import \(node.path.trimmedDescription) → import \(name)")
        case .drop:
            edits.replace(start(node), end(node), with: "// \(node.trimmedDescription): no such module here (dropped by lattice port)")
            say(.note, node, "dropped import \(node.path.trimmedDescription): no such module on Linux; the fixture's sources compile into one module")
        }
        return .skipChildren
    }

    // MARK: Objective-C attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.objcAttributes.contains(name) {
            if name == "NSManaged" {
                say(.error, node, "@NSManaged: Core Data properties cannot be ported (no Objective-C runtime on Linux)")
            } else {
                edits.blank(start(node), end(node), in: bytes)
                say(.rewrite, node, "removed @\(name) (no Objective-C runtime on Linux)")
            }
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "dynamic" {
            edits.blank(start(node), end(node), in: bytes)
            say(.rewrite, node, "removed dynamic (Objective-C message dispatch)")
        }
        return .skipChildren
    }

    // MARK: Type scopes

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enclosingTypes.append(node.name.text)
        closeClassBody(node, with: viewFrameInitializer(for: node).map { [$0] } ?? [])
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enclosingTypes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosingTypes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enclosingTypes.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterExtension(node)
        enclosingTypes.append(ProtocolIndex.simpleName(node.extendedType)); return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosingTypes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterProtocol(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosingTypes.removeLast() }

    // MARK: Handled in the extensions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterFunction(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterInitializer(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { enterCall(node) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { enterMacroExpansion(node) }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind { enterIfConfigClause(node) }
}
