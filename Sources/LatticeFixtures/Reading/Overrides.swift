/// `--set PATH=VALUE` (CommandLineContract §2.2), applied to the raw document before it is decoded,
/// so a value set this way is validated like one written in the file.
///
/// PATH is dotted: `layout.scrollDirection`, `sections.1.header`, `viewport.width`; a list
/// position may also be written in brackets, as error messages print field paths
/// (`sections[1].header`, `sections[0].items[2]`). A number indexes a list as written in the
/// file (before `repeat` expands); anything else names a mapping key. Missing mapping keys are created (`layout.stickyHeaders` when the layout gives
/// none, `viewport.width` when there is no viewport). VALUE is read as YAML, so `30` is a number,
/// `horizontal` or `"30"` text, `[40, 20]` a size, and an empty VALUE is null (the key left out).
struct Override {
    let given: FixtureOverride
    let path: [String]
    let value: RawNode

    /// Parses `PATH=VALUE`; errors name the override as given (`--set PATH=VALUE: …`).
    init(_ given: FixtureOverride, file: String) throws {
        self.given = given
        let argument = given.assignment
        func fail(_ message: String) -> FixtureError {
            FixtureError(file: file, line: nil, column: nil, field: nil, message: "\(given): " + message)
        }
        guard let eq = argument.firstIndex(of: "=") else { throw fail("expected PATH=VALUE") }
        let pathText = String(argument[..<eq])
        guard let path = Self.components(of: pathText) else {
            throw fail("the path \"\(pathText)\" has an empty part or an unclosed [ (write it as a.b.0.c or a.b[0].c)")
        }
        guard path.count <= maximumNestingDepth else { throw fail("the path is too long") }
        self.path = path
        let valueText = Array(argument[argument.index(after: eq)...].utf8)
        do {
            // Read like a file (the same limits), every node marked as given on the command line.
            let mark = SourceMark.override(given.origin)
            let parsed = try valueText.withUnsafeBufferPointer { try YAMLReader.read($0, file: given.origin.spelling, mark: mark) }
            value = parsed ?? .null(mark)
        } catch let e as FixtureError {
            throw fail("the value is not valid YAML (\(e.message))")
        }
    }

    /// The parts of a path: split at dots, and each `[N]` after a part is a part of its own
    /// (`sections[1].header` is `sections`, `1`, `header`). Nil when a part is empty or a
    /// bracket is not closed.
    static func components(of text: String) -> [String]? {
        var parts: [String] = []
        for dotted in text.split(separator: ".", omittingEmptySubsequences: false) {
            var rest = dotted[...]
            let head = rest.prefix { $0 != "[" }
            guard !head.isEmpty else { return nil }
            parts.append(String(head))
            rest = rest.dropFirst(head.count)
            while rest.first == "[" {
                guard let close = rest.firstIndex(of: "]") else { return nil }
                let inside = rest[rest.index(after: rest.startIndex)..<close]
                guard !inside.isEmpty else { return nil }
                parts.append(String(inside))
                rest = rest[rest.index(after: close)...]
            }
            guard rest.isEmpty else { return nil }
        }
        return parts
    }

    /// Sets the value in `root`.
    func apply(to root: inout RawNode, file: String) throws {
        try assign(&root, path[...], walked: .root, file: file)
    }

    private func assign(_ node: inout RawNode, _ rest: ArraySlice<String>, walked: FieldPath, file: String) throws {
        guard let key = rest.first else { node = value; return }
        func fail(_ message: String) -> FixtureError {
            FixtureError(file: file, line: nil, column: nil, field: nil, message: "\(given): " + message)
        }
        let here = walked.components.isEmpty ? "the top level" : walked.description
        if node.isNull {
            if Int(key) != nil { throw fail("\(here) has no entries, there is no \(walked.index(Int(key)!))") }
            node.kind = .mapping([])
        }
        let kind = node.kind
        node.kind = .scalar("", plain: true)   // keep the containers uniquely referenced while editing
        switch kind {
        case var .sequence(items):
            guard let i = Int(key), i >= 0 else {
                node.kind = kind
                throw fail("\(here) is a list, so \"\(key)\" should be a position 0...\(items.count - 1)")
            }
            guard i < items.count else {
                node.kind = kind
                throw fail("\(here) has \(entryCount(items.count)), there is no \(walked.index(i))")
            }
            try assign(&items[i], rest.dropFirst(), walked: walked.index(i), file: file)
            node.kind = .sequence(items)
        case var .mapping(entries):
            if let k = entries.firstIndex(where: { $0.key == key }) {
                try assign(&entries[k].value, rest.dropFirst(), walked: walked.key(key), file: file)
            } else {
                var fresh = RawNode.null(.override(given.origin))
                try assign(&fresh, rest.dropFirst(), walked: walked.key(key), file: file)
                entries.append(RawEntry(key: key, keyMark: .override(given.origin), value: fresh))
            }
            node.kind = .mapping(entries)
        case .scalar:
            node.kind = kind
            throw fail("\(here) is \(node.typeDescription), not a mapping or a list, so it has no \"\(key)\"")
        }
    }
}
