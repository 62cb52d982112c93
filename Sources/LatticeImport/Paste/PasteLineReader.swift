import LatticeFixtures
import LatticeLayout

/// Reads the attributes descriptions on one line of a paste (see `DebuggerPaste`). Columns are
/// 1-based and count Unicode scalars, like the fixture readers.
struct PasteLineReader {
    let file: String
    let decorationKinds: Set<String>

    static let indexPathMarker = Array("index path:".unicodeScalars)

    /// Every description on the line with the column where it starts; empty when the line
    /// holds no `index path:`.
    func elements(in s: [Unicode.Scalar], line: Int) throws(FixtureError) -> [(SnapshotElement, Int)] {
        let marks = Self.occurrences(of: Self.indexPathMarker, in: s)
        guard !marks.isEmpty else { return [] }
        // Each description's header is looked for back to the previous marker only, so that a
        // paste that lost its newlines (thousands of descriptions on one line) reads in linear time.
        let starts = marks.indices.map { k in
            Self.descriptionStart(before: marks[k], in: s, notBefore: k == 0 ? 0 : marks[k - 1] + Self.indexPathMarker.count)
        }
        var found: [(SnapshotElement, Int)] = []
        for (k, mark) in marks.enumerated() {
            let end = k + 1 < marks.count ? starts[k + 1] : s.count
            let fields = Self.fields(s, from: mark, to: end)
            found.append((try element(fields, s, line: line, at: mark), starts[k] + 1))
        }
        return found
    }

    // MARK: Finding descriptions and fields

    static func occurrences(of needle: [Unicode.Scalar], in s: [Unicode.Scalar]) -> [Int] {
        guard s.count >= needle.count else { return [] }
        var result: [Int] = []
        var i = 0
        while i <= s.count - needle.count {
            if s[i] == needle[0], Array(s[i ..< i + needle.count]) == needle { result.append(i); i += needle.count } else { i += 1 }
        }
        return result
    }

    /// Where the description holding the `index path:` at `mark` starts: its object header
    /// `<ClassName: 0x…>` or `<ClassName: 0x…;` just before (at or after `floor`), else `mark`.
    static func descriptionStart(before mark: Int, in s: [Unicode.Scalar], notBefore floor: Int = 0) -> Int {
        var p = mark - 1
        while p >= floor, s[p].properties.isWhitespace { p -= 1 }
        guard p > floor, s[p] == ">" || s[p] == ";" else { return mark }
        var q = p - 1
        while q >= floor, s[q] != "<", s[q] != ">" { q -= 1 }
        guard q >= floor, s[q] == "<" else { return mark }
        let header = String(String.UnicodeScalarView(s[q ..< p]))
        return header.contains(": 0x") || header.contains(":0x") ? q : mark
    }

    /// The `;`-separated fields from `start` up to `end` or the bracket that closes the
    /// description (the one-line form's `>`, an array's `)`), each with its first column.
    static func fields(_ s: [Unicode.Scalar], from start: Int, to end: Int) -> [(text: String, at: Int)] {
        var result: [(String, Int)] = []
        var depth = 0, fieldStart = start, i = start
        func close(_ upTo: Int) {
            var a = fieldStart, b = upTo
            while a < b, s[a].properties.isWhitespace || s[a] == "," { a += 1 }
            while b > a, s[b - 1].properties.isWhitespace || s[b - 1] == "," { b -= 1 }
            if a < b { result.append((String(String.UnicodeScalarView(s[a ..< b])), a)) }
        }
        scan: while i < end {
            switch s[i] {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">":
                if depth == 0 { break scan }
                depth -= 1
            case ";" where depth == 0:
                close(i); fieldStart = i + 1
            default: break
            }
            i += 1
        }
        close(i)
        return result
    }

    // MARK: Reading the fields

    func fail(_ line: Int, _ column: Int, _ message: String) -> FixtureError {
        FixtureError(file: file, line: line, column: column + 1, field: nil, message: message)
    }

    func element(_ fields: [(text: String, at: Int)], _ s: [Unicode.Scalar], line: Int, at mark: Int) throws(FixtureError) -> SnapshotElement {
        var path: IndexPath?, kind: String?, frame: Rect?, zIndex = 0, alpha = 1.0, hidden = false
        for (text, at) in fields {
            guard let (key, value, valueAt) = Self.split(text) else { continue }
            let column = at + valueAt
            switch key {
            case "index path":
                guard let p = Self.indexPath(value) else {
                    throw fail(line, column, "cannot read the index path \"\(value.prefix(60))\" (expected (S-I) or {length = 2, path = S - I})")
                }
                path = p
            case "element kind":
                var k = Substring(value)
                if k.hasPrefix("("), k.hasSuffix(")") { k = k.dropFirst().dropLast() }
                guard !k.isEmpty else { throw fail(line, column, "empty element kind") }
                kind = String(k)
            case "frame":
                frame = try self.frame(value, line: line, column: column)
            case "zIndex":
                guard let z = Int(value), z.magnitude <= 1_000_000_000 else { throw fail(line, column, "zIndex must be a whole number (got \"\(value.prefix(40))\")") }
                zIndex = z
            case "alpha":
                guard let a = parseNumber(value), a >= 0, a <= 1 else { throw fail(line, column, "alpha must be a number from 0 to 1 (got \"\(value.prefix(40))\")") }
                alpha = a == 0 ? 0 : a
            case "hidden":
                switch value {
                case "YES", "yes", "true", "1": hidden = true
                case "NO", "no", "false", "0": hidden = false
                default: throw fail(line, column, "hidden must be YES or NO (got \"\(value.prefix(40))\")")
                }
            default: continue
            }
        }
        guard let path else { throw fail(line, mark, "attributes without a readable index path") }
        guard let frame else { throw fail(line, mark, "attributes without a frame = (x y; width height)") }
        let category: LayoutAttributes.Category = kind.map { decorationKinds.contains($0) ? .decoration : .supplementary } ?? .cell
        return SnapshotElement(category: category, kind: kind ?? ElementKind.cell, indexPath: path, frame: frame,
                               zIndex: zIndex, alpha: alpha, isHidden: hidden)
    }

    /// `key = value` or `key: value` → (key, value, offset of value in the text); nil for a field
    /// that is neither (a flag such as `non-affine transform`).
    static func split(_ text: String) -> (String, String, Int)? {
        let u = Array(text.unicodeScalars)
        guard let sep = u.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        let key = String(String.UnicodeScalarView(u[..<sep])).trimmingSpaces
        var v = sep + 1
        while v < u.count, u[v].properties.isWhitespace { v += 1 }
        return (key, String(String.UnicodeScalarView(u[v...])).trimmingSpaces, v)
    }

    /// `(0-0)`, `(<NSIndexPath: 0x…> {length = 2, path = 2 - 35})`, `{length = 1, path = 3}`.
    static func indexPath(_ value: String) -> IndexPath? {
        var v = Substring(value)
        if let r = v.range(of: "path = ") {
            v = v[r.upperBound...]
            if let close = v.firstIndex(of: "}") { v = v[..<close] }
        } else if v.hasPrefix("("), v.hasSuffix(")") {
            v = v.dropFirst().dropLast()
        }
        let parts = v.split(separator: "-", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: " ") }
        guard parts.count == 1 || parts.count == 2 else { return nil }
        guard let section = Int(parts[0]), section >= 0, section < 1_000_000 else { return nil }
        let item = parts.count == 2 ? Int(parts[1]) : 0
        guard let item, item >= 0, item <= DebuggerPaste.maximumElements else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// `(x y; width height)`: origin may be negative, sizes may not; every number finite.
    func frame(_ value: String, line: Int, column: Int) throws(FixtureError) -> Rect {
        var v = Substring(value)
        guard v.hasPrefix("("), v.hasSuffix(")") else { throw fail(line, column, "cannot read the frame \"\(value.prefix(60))\" (expected (x y; width height))") }
        v = v.dropFirst().dropLast()
        let halves = v.split(separator: ";", omittingEmptySubsequences: false)
        let numbers = halves.flatMap { $0.split(separator: " ") }.map { parseNumber(String($0)) }
        guard halves.count == 2, numbers.count == 4, numbers.allSatisfy({ $0?.isFinite ?? false }) else {
            throw fail(line, column, "cannot read the frame \"\(value.prefix(60))\" (expected (x y; width height) with four numbers)")
        }
        let n = numbers.map { v in v.map { $0 == 0 ? 0 : $0 } ?? 0 }
        guard n[2] >= 0, n[3] >= 0 else { throw fail(line, column, "the frame \"\(value.prefix(60))\" has a negative size") }
        // The fixture format's bound on every number (the size too: x = −1e15 with width 2e15
        // ends inside it), and on the far edges: a frame past it would make a fixture
        // `lattice validate` refuses.
        guard (n + [n[0] + n[2], n[1] + n[3]]).allSatisfy({ $0.magnitude <= Fixture.maximumPoints }) else {
            throw fail(line, column, "the frame \"\(value.prefix(60))\" reaches beyond ±1e15 points, the most a fixture may hold")
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmingSpaces: String { trimmingCharacters(in: " ") }

    func trimmingCharacters(in set: Character) -> String {
        var s = Substring(self)
        while let f = s.first, f == set || f.isWhitespace { s.removeFirst() }
        while let l = s.last, l == set || l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
