import SwiftSyntax

/// Overrides written in extensions (`ExtensionOverride`): in the extension, the member loses
/// `override` (blanked, so columns stay) and takes its moved name; private members become
/// internal, so that the class's body, perhaps in another file, can call them; `open` becomes
/// `public` (an extension's members cannot be overridden). The class's body gets the overrides.
extension FileEditor {
    func enterExtension(_ node: ExtensionDeclSyntax) {
        for (decl, move) in ExtensionOverride.all(in: node) where index.classes.contains(move.className) {
            guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { continue }
            for m in modifiers {
                switch m.name.text {
                case "override", "private", "fileprivate": edits.blank(start(m.name), end(m.name), in: bytes)
                case "open": edits.replace(start(m.name), end(m.name), with: "public")
                default: break
                }
            }
            let name: TokenSyntax
            if let fn = decl.as(FunctionDeclSyntax.self) {
                name = fn.name
            } else if let v = decl.as(VariableDeclSyntax.self), let id = v.bindings.first?.pattern.as(IdentifierPatternSyntax.self) {
                name = id.identifier
            } else { continue }
            edits.replace(start(name), end(name), with: move.renamed)
            say(.rewrite, name, "override \(name.text) in an extension → \(move.renamed), called by an override in \(move.className)'s body "
                + "(Swift on Linux cannot override in an extension)")
        }
    }

    /// Writes the overrides moved from `node`'s extensions on the line of its closing brace,
    /// separated by `;` as declarations sharing a line must be.
    func closeClassBody(_ node: ClassDeclSyntax, with extra: [String]) {
        let texts = index.movedOverrides(of: node.name.text).map(\.forwarder) + extra
        guard !texts.isEmpty else { return }
        let brace = start(node.memberBlock.rightBrace)
        // Declarations on one line are separated by `;`, also from a member the brace follows.
        var before = brace - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
        let alone = before < 0 || bytes[before] == UInt8(ascii: "\n") || bytes[before] == UInt8(ascii: "{")
        edits.insert((alone ? "" : "; ") + texts.joined(separator: "; ") + " ", at: brace)
    }
}
