import CLibYAML

/// A YAML document as spans of its text: every node with where it starts and ends (0-based line
/// and column, columns in Unicode scalars as libyaml counts them), whether it is written in flow
/// style (`[…]`, `{…}`), and its children. `FixtureTextEdit` uses it to rewrite only the parts of
/// a fixture an edit touched, leaving every other byte — comments included — as it was.
struct SpanNode {
    enum Kind {
        case scalar(String)
        case sequence([SpanNode])
        case mapping([(key: String, value: SpanNode)])
    }
    var kind: Kind
    var start: (line: Int, column: Int)
    var end: (line: Int, column: Int)
    var flow: Bool

    /// A mapping's value for `key`.
    subscript(key: String) -> SpanNode? {
        guard case let .mapping(entries) = kind else { return nil }
        return entries.first { $0.key == key }?.value
    }
    var items: [SpanNode] {
        if case let .sequence(list) = kind { return list }
        return []
    }
    var scalar: String? {
        if case let .scalar(s) = kind { return s }
        return nil
    }
}

enum SourceSpans {
    /// The spans of `text`'s document; nil when libyaml cannot parse it (the loader has already
    /// said why when the fixture was loaded).
    static func read(_ text: String) -> SpanNode? {
        var bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
        return bytes.withUnsafeMutableBufferPointer { buffer -> SpanNode? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder()
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if !builder.take(event) { return nil }
            }
            return builder.root
        }
    }

    /// Builds the span tree with an explicit stack (no recursion).
    private struct Builder {
        struct Open {
            var node: SpanNode
            var isMapping: Bool
            var children: [SpanNode] = []
            var entries: [(key: String, value: SpanNode)] = []
            var pendingKey: String?
        }
        var stack: [Open] = []
        var root: SpanNode?

        mutating func take(_ e: yaml_event_t) -> Bool {
            let start = (Int(e.start_mark.line), Int(e.start_mark.column)), end = (Int(e.end_mark.line), Int(e.end_mark.column))
            switch e.type {
            case YAML_SCALAR_EVENT:
                let s = e.data.scalar
                let text = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
                add(SpanNode(kind: .scalar(text), start: start, end: end, flow: s.style != YAML_PLAIN_SCALAR_STYLE))
            case YAML_ALIAS_EVENT:
                add(SpanNode(kind: .scalar(""), start: start, end: end, flow: true))
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard stack.count < 200 else { return false }
                let isMapping = e.type == YAML_MAPPING_START_EVENT
                let flow = isMapping ? e.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                                     : e.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                stack.append(Open(node: SpanNode(kind: .scalar(""), start: start, end: end, flow: flow), isMapping: isMapping))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let open = stack.popLast() else { return false }
                var node = open.node
                node.kind = open.isMapping ? .mapping(open.entries) : .sequence(open.children)
                node.end = end
                add(node)
            default:
                break
            }
            return true
        }

        mutating func add(_ node: SpanNode) {
            guard !stack.isEmpty else { root = node; return }
            let top = stack.count - 1
            if !stack[top].isMapping {
                stack[top].children.append(node)
            } else if let key = stack[top].pendingKey {
                stack[top].entries.append((key, node))
                stack[top].pendingKey = nil
            } else {
                stack[top].pendingKey = node.scalar ?? ""
            }
        }
    }
}
