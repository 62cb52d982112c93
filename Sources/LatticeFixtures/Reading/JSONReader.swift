import LatticeLayout

/// Reads JSON (RFC 8259) into the raw document tree, recording a line:column for every key and
/// value. A small hand-written scanner: Foundation's JSONSerialization gives no positions, and
/// reading JSON with the YAML parser would accept YAML-only syntax and reject tabs. Iterative
/// (an explicit stack of open containers), so hostile nesting cannot overflow the stack.
enum JSONReader {
    /// The value of `bytes` (UTF-8, already validated), or nil when there is only whitespace.
    ///
    /// With `elements`, each entry of a top-level `"elements"` array is handed to it as soon as
    /// it is read, and the array in the tree stays empty (as `YAMLReader` does: a snapshot's
    /// million elements are decoded as they come, never held as a raw tree).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, budget: ReadingBudget? = nil,
                     elements: StreamedElements? = nil) throws -> RawNode? {
        var scanner = JSONScanner(bytes: bytes, file: file, budget: budget ?? ReadingBudget(file: file))
        scanner.elements = elements
        if bytes.count >= FixtureLoader.progressThreshold { scanner.progress = WorkProgress.reporter }
        return try scanner.document()
    }
}

private struct JSONScanner {
    let b: UnsafeBufferPointer<UInt8>
    let file: String
    var i = 0
    var line = 1
    var lineStart = 0
    // Column cache: nodes are visited in order, so counting columns from the last one keeps
    // long one-line (minified) files linear.
    var cachePos = 0
    var cacheCol = 1

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, budget: ReadingBudget) { b = bytes; self.file = file; self.budget = budget }

    /// An open array or object. Frames are edited in place on the stack, so their arrays stay
    /// uniquely referenced and appending stays O(1).
    struct Frame {
        var isObject: Bool
        var mark: SourceMark
        var items: [RawNode] = []
        var entries: [RawEntry] = []
        var key = ""
        var keyMark = SourceMark(line: 0, column: 0)
        var keys: Set<String>?   // built once an object grows past a few keys
        /// For an array, the key it is the value of (`items`, `sections`…), for `ReadingBudget`.
        var listKey: String?
    }
    var budget: ReadingBudget
    /// Where the entries of the top-level `"elements"` array go, if anywhere.
    var elements: StreamedElements?
    /// Told the fraction read every 64 KiB of a large file.
    var progress: (any ProgressReporter)?
    var reportedAt = 0

    mutating func mark(at p: Int) -> SourceMark {
        if cachePos < lineStart || cachePos > p { cachePos = lineStart; cacheCol = 1 }
        var q = cachePos
        while q < p { if b[q] & 0xC0 != 0x80 { cacheCol += 1 }; q += 1 }
        cachePos = p
        return SourceMark(line: line, column: cacheCol)
    }

    mutating func fail(at p: Int, _ message: String) -> FixtureError {
        FixtureError(file: file, mark: mark(at: Swift.min(p, b.count)), field: nil, message: "invalid JSON: " + message)
    }

    mutating func skipWhitespace() {
        while i < b.count {
            switch b[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A: i += 1; line += 1; lineStart = i
            default: return
            }
        }
    }

    mutating func document() throws -> RawNode? {
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { i = 3; lineStart = 3 }
        skipWhitespace()
        if i == b.count { return nil }
        let root = try value()
        skipWhitespace()
        if i < b.count { throw fail(at: i, "unexpected \(describe(i)) after the end of the document") }
        return root
    }

    func describe(_ p: Int) -> String {
        guard p < b.count else { return "end of file" }
        let c = b[p]
        if c >= 0x21 && c < 0x7F { return "'\(Character(Unicode.Scalar(c)))'" }
        return "byte 0x" + String(c, radix: 16)
    }

    /// Parses one value, containers included, without recursion: start a value, then hand each
    /// finished one to its container until the outermost value is complete.
    mutating func value() throws -> RawNode {
        var stack: [Frame] = []
        while true {
            guard let done = try startValue(&stack) else { continue }
            if let root = try handOver(done, &stack) { return root }
        }
    }

    /// Reads the start of a value: a scalar whole (returned), or the opening of a non-empty
    /// container (pushed on `stack`; nil returned). An empty container is returned whole.
    private mutating func startValue(_ stack: inout [Frame]) throws -> RawNode? {
        if let progress, i - reportedAt >= 1 << 16 {
            reportedAt = i
            progress.advance(Double(i) / Double(b.count))
        }
        skipWhitespace()
        guard i < b.count else { throw fail(at: i, "unexpected end of file, expected a value") }
        let start = i
        let m = mark(at: i)
        switch b[i] {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            if stack.count >= maximumNestingDepth { throw fail(at: i, "nested more than \(maximumNestingDepth) levels deep") }
            let isObject = b[i] == UInt8(ascii: "{")
            i += 1
            skipWhitespace()
            if i < b.count, b[i] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                i += 1
                return RawNode(kind: isObject ? .mapping([]) : .sequence([]), mark: m)
            }
            let listKey = isObject ? nil : stack.last.flatMap { $0.isObject ? $0.key : nil }
            stack.append(Frame(isObject: isObject, mark: m, listKey: listKey))
            if isObject { try objectKey(&stack[stack.count - 1]) }
            return nil
        case UInt8(ascii: "\""):
            return RawNode(kind: .scalar(try string(), plain: false), mark: m)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return RawNode(kind: .scalar(try number(), plain: true), mark: m)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return RawNode(kind: .scalar(try literal(), plain: true), mark: m)
        default:
            throw fail(at: start, "unexpected \(describe(start)), expected a value")
        }
    }

    /// Hands a finished value to its container and closes the containers that end here. Returns
    /// the outermost value once it is complete; nil when its container expects another value.
    private mutating func handOver(_ finished: RawNode, _ stack: inout [Frame]) throws -> RawNode? {
        var done = finished
        while true {
            let top = stack.count - 1
            guard top >= 0 else { return done }
            skipWhitespace()
            let isObject = stack[top].isObject
            try budget.take(listKey: isObject ? nil : stack[top].listKey, at: done.mark)
            if isObject {
                stack[top].entries.append(RawEntry(key: stack[top].key, keyMark: stack[top].keyMark, value: done))
            } else if let elements, top == 1, stack[0].isObject, stack[1].listKey == "elements" {
                elements.take(done)
            } else {
                stack[top].items.append(done)
            }
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            guard i < b.count else {
                throw fail(at: i, "unexpected end of file, expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
            if b[i] == UInt8(ascii: ",") {
                i += 1
                if isObject { try objectKey(&stack[top]) }
                return nil
            } else if b[i] == close {
                i += 1
                let frame = stack.removeLast()
                done = RawNode(kind: isObject ? .mapping(frame.entries) : .sequence(frame.items), mark: frame.mark)
            } else {
                throw fail(at: i, "unexpected \(describe(i)), expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    /// Reads `"key" :` into the object's frame and checks the key is new in that object.
    mutating func objectKey(_ frame: inout Frame) throws {
        skipWhitespace()
        guard i < b.count, b[i] == UInt8(ascii: "\"") else {
            throw fail(at: i, "unexpected \(describe(i)), expected a key in double quotes")
        }
        let m = mark(at: i)
        let key = try string()
        if frame.keys == nil, frame.entries.count >= 16 { frame.keys = Set(frame.entries.map(\.key)) }
        let duplicate = frame.keys != nil ? !frame.keys!.insert(key).inserted : frame.entries.contains { $0.key == key }
        if duplicate {
            throw FixtureError(file: file, mark: m, field: nil, message: "duplicate key \"\(key)\"")
        }
        skipWhitespace()
        guard i < b.count, b[i] == UInt8(ascii: ":") else { throw fail(at: i, "unexpected \(describe(i)), expected ':'") }
        i += 1
        frame.key = key
        frame.keyMark = m
    }

    /// A string literal starting at the opening quote.
    mutating func string() throws -> String {
        let open = i
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < b.count, b[i] != UInt8(ascii: "\""), b[i] != UInt8(ascii: "\\"), b[i] >= 0x20 { i += 1 }
        if i < b.count, b[i] == UInt8(ascii: "\"") {
            let s = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
            i += 1
            return s
        }
        var out = Array(b[start..<i])
        while true {
            guard i < b.count else { throw fail(at: open, "unterminated string") }
            let c = b[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            if c < 0x20 { throw fail(at: i, "control character in a string (write it as an escape)") }
            if c != UInt8(ascii: "\\") { out.append(c); i += 1; continue }
            guard i + 1 < b.count else { throw fail(at: open, "unterminated string") }
            let e = b[i + 1]
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                let escapeStart = i
                var scalar = try hex4(at: i + 2)
                i += 6
                if (0xD800..<0xDC00).contains(scalar) {
                    guard i + 1 < b.count, b[i] == UInt8(ascii: "\\"), b[i + 1] == UInt8(ascii: "u") else {
                        throw fail(at: escapeStart, "unpaired surrogate in \\u escape")
                    }
                    let low = try hex4(at: i + 2)
                    guard (0xDC00..<0xE000).contains(low) else {
                        throw fail(at: escapeStart, "unpaired surrogate in \\u escape")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    i += 6
                } else if (0xDC00..<0xE000).contains(scalar) {
                    throw fail(at: escapeStart, "unpaired surrogate in \\u escape")
                }
                out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
                continue
            default:
                throw fail(at: i, "invalid escape \\\(Character(Unicode.Scalar(e)))")
            }
            i += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    mutating func hex4(at p: Int) throws -> UInt32 {
        guard p + 4 <= b.count else { throw fail(at: p, "a \\u escape needs four hex digits") }
        var v: UInt32 = 0
        for q in p..<(p + 4) {
            let c = b[q]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw fail(at: q, "a \\u escape needs four hex digits")
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    func isDigit(_ p: Int) -> Bool { p < b.count && b[p] >= 0x30 && b[p] <= 0x39 }

    /// A number literal, checked against JSON's grammar; its text is returned unchanged.
    mutating func number() throws -> String {
        let start = i
        if b[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw fail(at: start, "invalid number") }
        if b[i] == UInt8(ascii: "0") { i += 1 } else { while isDigit(i) { i += 1 } }
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { throw fail(at: start, "invalid number") }
            while isDigit(i) { i += 1 }
        }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
            guard isDigit(i) else { throw fail(at: start, "invalid number") }
            while isDigit(i) { i += 1 }
        }
        if i < b.count, isWordByte(b[i]) { throw fail(at: start, "invalid number") }
        return String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
    }

    func isWordByte(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2E || c >= 0x80
    }

    /// `true`, `false` or `null`.
    mutating func literal() throws -> String {
        let start = i
        while i < b.count, isWordByte(b[i]) { i += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: b[start..<i]), as: UTF8.self)
        guard word == "true" || word == "false" || word == "null" else {
            throw fail(at: start, "unexpected \"\(word.prefix(20))\", expected a value (strings need double quotes)")
        }
        return word
    }
}
