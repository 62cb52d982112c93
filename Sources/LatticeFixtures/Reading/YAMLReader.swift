import CLibYAML
import LatticeLayout

/// Reads YAML into the raw document tree with libyaml's event parser (the system's libyaml,
/// `CLibYAML`), without a YAML library's node tree in between.
///
/// Why events and not a library's composed tree (Yams' `compose`, say): a composer is recursive,
/// allocates per node and holds the whole document, about twice as slow on a 100,000-item fixture
/// and no way to stream a snapshot's million elements; the event loop below keeps an explicit
/// stack (no recursion, so no stack overflow on hostile input), caps nesting, checks duplicate
/// keys, records a line:column for every key and value, and hands `elements:` entries on as they
/// are read.
enum YAMLReader {
    /// The document of `bytes` (UTF-8), or nil when the stream holds no document at all. With
    /// `mark`, every node gets that mark instead of its place in the text (a `--set` value is
    /// marked `.override` as it is read, so an aliased subtree stays shared, never expanded).
    ///
    /// With `elements`, each entry of a top-level `elements:` list is handed to it as soon as it
    /// is read, and the list in the tree stays empty (a snapshot's elements are decoded as they
    /// come, `StreamedElements`).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, mark: SourceMark? = nil,
                     budget: ReadingBudget? = nil, elements: StreamedElements? = nil) throws -> RawNode? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            throw FixtureError(file: file, line: nil, column: nil, field: nil, message: "out of memory")
        }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)

        var composer = Composer(file: file, fixedMark: mark, budget: budget ?? ReadingBudget(file: file))
        composer.elements = elements
        var event = yaml_event_t()
        // The fraction read goes to the progress reporter every 64 KiB of a large file.
        let progress = bytes.count >= FixtureLoader.progressThreshold ? WorkProgress.reporter : nil
        var reportedAt = 0
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                throw syntaxError(parser, bytes: bytes, file: file)
            }
            defer { yaml_event_delete(&event) }
            if event.type == YAML_STREAM_END_EVENT { break }
            try composer.take(event)
            if let progress, event.end_mark.index - reportedAt >= 1 << 16 {
                reportedAt = event.end_mark.index
                progress.advance(Double(reportedAt) / Double(bytes.count))
            }
        }
        return composer.root
    }

    /// libyaml's complaint as a FixtureError at the place it names.
    private static func syntaxError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, file: String) -> FixtureError {
        var problem = parser.problem.map { String(cString: $0) } ?? "unreadable YAML"
        if problem.hasPrefix("Maximum nesting level") { problem = "nested too deeply" }
        var message = "invalid YAML: " + problem
        var mark: SourceMark
        if parser.error == YAML_READER_ERROR {
            // Reader errors (bad bytes, control characters) give a byte offset, not a mark.
            mark = SourceMark.position(ofByte: parser.problem_offset, in: bytes)
        } else {
            mark = SourceMark(line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
            if let context = parser.context.map({ String(cString: $0) }) {
                message += " (\(context) at \(parser.context_mark.line + 1):\(parser.context_mark.column + 1))"
            }
        }
        if mark.line <= 0 { mark = SourceMark(line: 1, column: 1) }
        return FixtureError(file: file, mark: mark, field: nil, message: message)
    }
}

/// Builds `RawNode`s from libyaml events with an explicit stack of open collections.
private struct Composer {
    struct Frame {
        var isMapping: Bool
        var mark: SourceMark
        var anchor: String?
        /// For a list, the key it is the value of (`items`, `sections`…), for `ReadingBudget`.
        var listKey: String?
        var items: [RawNode] = []
        var entries: [RawEntry] = []
        var pendingKey: (String, SourceMark)?
        var keySet: Set<String>?   // built once a mapping grows past a few keys
    }

    let file: String
    /// The mark given to every node instead of its place, when set.
    let fixedMark: SourceMark?
    var stack: [Frame] = []
    var root: RawNode?
    var documents = 0
    var anchors: [String: RawNode] = [:]
    var budget: ReadingBudget
    /// Where the entries of the top-level `elements:` list go, if anywhere.
    var elements: StreamedElements?

    init(file: String, fixedMark: SourceMark?, budget: ReadingBudget) {
        self.file = file; self.fixedMark = fixedMark; self.budget = budget
    }

    func fail(_ mark: SourceMark, _ message: String) -> FixtureError {
        FixtureError(file: file, mark: mark, field: nil, message: message)
    }

    mutating func take(_ event: yaml_event_t) throws {
        let mark = fixedMark ?? SourceMark(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 { throw fail(mark, "a fixture file holds one YAML document, this is a second one") }
        case YAML_SCALAR_EVENT:
            let s = event.data.scalar
            let text = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
            var plain = s.style == YAML_PLAIN_SCALAR_STYLE
            if plain, let tag = s.tag, String(cString: tag) == "tag:yaml.org,2002:str" { plain = false }
            let node = RawNode(kind: .scalar(text, plain: plain), mark: mark)
            if let a = s.anchor { anchors[String(cString: a)] = node }
            try add(node)
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            guard var node = anchors[name] else { throw fail(mark, "unknown alias *\(name)") }
            node.mark = mark
            try add(node)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= maximumNestingDepth {
                throw fail(mark, "nested more than \(maximumNestingDepth) levels deep")
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = (isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)
                .map { String(cString: $0) }
            let listKey = isMapping ? nil : stack.last?.pendingKey?.0
            stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchor, listKey: listKey))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return }
            let node = RawNode(kind: frame.isMapping ? .mapping(frame.entries) : .sequence(frame.items), mark: frame.mark)
            if let a = frame.anchor { anchors[a] = node }
            try add(node)
        default:
            break   // stream start, document end
        }
    }

    /// Puts a finished node into the collection being built (or makes it the root).
    mutating func add(_ node: RawNode) throws {
        guard !stack.isEmpty else { root = node; return }
        let top = stack.count - 1
        if !stack[top].isMapping {
            try budget.take(listKey: stack[top].listKey, at: node.mark)
            if let elements, top == 1, stack[0].isMapping, stack[1].listKey == "elements", stack[1].anchor == nil {
                elements.take(node)
            } else {
                stack[top].items.append(node)
            }
            return
        }
        guard let (key, keyMark) = stack[top].pendingKey else {
            guard case let .scalar(text, _) = node.kind else {
                throw fail(node.mark, "a mapping key must be a name, found \(node.typeDescription)")
            }
            try checkDuplicate(text, at: node.mark, in: top)
            stack[top].pendingKey = (text, node.mark)
            return
        }
        try budget.take(listKey: nil, at: keyMark)
        stack[top].entries.append(RawEntry(key: key, keyMark: keyMark, value: node))
        stack[top].pendingKey = nil
    }

    mutating func checkDuplicate(_ key: String, at mark: SourceMark, in top: Int) throws {
        let duplicate: Bool
        if stack[top].keySet != nil {
            duplicate = !stack[top].keySet!.insert(key).inserted
        } else {
            duplicate = stack[top].entries.contains { $0.key == key }
            if stack[top].entries.count >= 16 {
                stack[top].keySet = Set(stack[top].entries.map(\.key) + [key])
            }
        }
        if duplicate { throw fail(mark, "duplicate key \"\(key)\"") }
    }
}

extension SourceMark {
    /// The line and column (in Unicode scalars) of a byte offset in UTF-8 text.
    static func position(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceMark {
        var line = 1, column = 1
        var i = 0
        let end = Swift.min(offset, bytes.count)
        while i < end {
            let b = bytes[i]
            if b == 0x0A { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceMark(line: line, column: column)
    }
}
