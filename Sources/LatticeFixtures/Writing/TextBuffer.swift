/// A text addressed by libyaml's 0-based line and column (in Unicode scalars), for
/// `FixtureTextEdit`'s replacements.
struct TextBuffer {
    private(set) var scalars: [Unicode.Scalar]
    private var lineStarts: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lineStarts = [0]
        for (i, s) in scalars.enumerated() where s == "\n" { lineStarts.append(i + 1) }
    }

    var text: String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }

    func offset(_ p: (line: Int, column: Int)) -> Int {
        guard p.line < lineStarts.count else { return scalars.count }
        return Swift.min(scalars.count, lineStarts[p.line] + p.column)
    }

    func string(_ r: Range<Int>) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars[r])
        return String(s)
    }

    /// Where a node's text ends, without the blank space and whole-line comments that libyaml
    /// counts into a block collection (they belong to what follows).
    func trimmedEnd(of node: SpanNode) -> Int {
        let start = offset(node.start)
        var end = offset(node.end)
        while true {
            while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
            var lineStart = end
            while lineStart > start, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
            let line = string(lineStart..<end).drop { $0 == " " || $0 == "\t" }
            guard lineStart > start, line.hasPrefix("#") else { return end }
            end = lineStart
        }
    }

    func trimmedText(of node: SpanNode) -> String { string(offset(node.start)..<trimmedEnd(of: node)) }

    /// A node's text with some of its parts replaced (ranges inside the node, not overlapping).
    func text(of node: SpanNode, replacing parts: [(range: Range<Int>, text: String)]) -> String {
        var out = "", at = offset(node.start)
        for p in parts.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            out += string(at..<p.range.lowerBound) + p.text
            at = p.range.upperBound
        }
        return out + string(at..<Swift.max(at, trimmedEnd(of: node)))
    }

    /// A node's text with one of its descendants' text replaced.
    func trimmedText(of node: SpanNode, replacing inner: SpanNode, with text: String) -> String {
        let a = offset(node.start), b = trimmedEnd(of: node), x = offset(inner.start), y = offset(inner.end)
        return string(a..<x) + text + string(y..<b)
    }

    /// The edit that makes `list` (an `items:` sequence) hold `pieces`: `[a, b]` in flow style,
    /// one `- ` line each at the list's indentation in block style (`[]` when empty).
    func replacement(of list: SpanNode, with pieces: [String]) -> (range: Range<Int>, text: String) {
        let start = offset(list.start)
        if list.flow || pieces.isEmpty {
            let end = list.flow ? offset(list.end) : list.items.last.map(trimmedEnd(of:)) ?? start
            return (start..<end, "[" + pieces.joined(separator: ", ") + "]")
        }
        let indent = String(repeating: " ", count: list.start.column)
        let end = list.items.last.map(trimmedEnd(of:)) ?? start
        return (start..<end, "- " + pieces.joined(separator: "\n" + indent + "- "))
    }

    mutating func replace(_ r: Range<Int>, with text: String) {
        scalars.replaceSubrange(r, with: Array(text.unicodeScalars))
    }
}
