import SwiftParser
import SwiftSyntax

/// Ports the Swift files of one module from iOS to lattice on Linux: parses every file with
/// SwiftParser, indexes the protocols across files, then edits each file's text.
public struct Porter: Sendable {
    /// One file to port: the name diagnostics use and its text.
    public struct Source: Sendable {
        public var name: String
        public var text: String
        public init(name: String, text: String) { self.name = name; self.text = text }
    }

    /// The files ported (same order) and everything the port has to say about them.
    public struct Result: Sendable {
        public var texts: [String]
        public var diagnostics: [PortDiagnostic]
        public var errors: [PortDiagnostic] { diagnostics.filter { $0.severity == .error } }
        /// True when some file declares `latticeLayouts` at the top level (a setup file).
        public var declaresLatticeLayouts: Bool
    }

    public var modules: ModuleMap

    public init(modules: ModuleMap = ModuleMap()) { self.modules = modules }

    public func port(_ sources: [Source]) -> Result {
        let trees = sources.map { Parser.parse(source: $0.text) }
        var index = ProtocolIndex()
        trees.forEach { index.add($0) }
        var texts: [String] = []
        var diagnostics: [PortDiagnostic] = []
        for (source, tree) in zip(sources, trees) {
            let editor = FileEditor(file: source.name, tree: tree, bytes: Array(source.text.utf8), index: index, modules: modules)
            editor.walk(tree)
            texts.append(editor.portedText)
            diagnostics += editor.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        }
        return Result(texts: texts, diagnostics: diagnostics, declaresLatticeLayouts: trees.contains(where: Self.declaresLatticeLayouts))
    }

    /// A top-level `let` or `var` named `latticeLayouts`.
    static func declaresLatticeLayouts(_ tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let v = item.item.as(VariableDeclSyntax.self) else { return false }
            return v.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "latticeLayouts" }
        }
    }
}
