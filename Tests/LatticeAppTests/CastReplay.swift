import Foundation

/// A small terminal for replaying casts in tests: enough of VT100 for what a cast may hold
/// (printable text, CUP `ESC[r;cH`, `ESC[H`, ED `ESC[2J`, SGR `ESC[…m` and `ESC[?25l`, which
/// change no character) and resize events. Anything else is an error, so a cast that needs
/// more of a terminal than it should fails the test.
struct CastReplay {
    struct Failure: Error, CustomStringConvertible { var description: String }

    var cols: Int, rows: Int
    var grid: [[Character]]
    var row = 0, col = 0
    /// The header object and each event as parsed.
    var header: [String: Any] = [:]
    var times: [Double] = []

    init(cast: String) throws {
        var lines = cast.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { throw Failure(description: "the cast does not end with a newline") }
        lines.removeLast()
        guard let first = lines.first, let h = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any],
              let w = h["width"] as? Int, let r = h["height"] as? Int else { throw Failure(description: "bad header") }
        header = h; cols = w; rows = r
        grid = Array(repeating: Array(repeating: " ", count: w), count: r)
        for line in lines.dropFirst() {
            guard let e = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], e.count == 3,
                  let t = e[0] as? Double, let kind = e[1] as? String, let data = e[2] as? String else {
                throw Failure(description: "bad event line: \(line)")
            }
            times.append(t)
            switch kind {
            case "o": try feed(data)
            case "r":
                let p = data.split(separator: "x").compactMap { Int($0) }
                guard p.count == 2 else { throw Failure(description: "bad resize \(data)") }
                resize(cols: p[0], rows: p[1])
            default: throw Failure(description: "unknown event type \(kind)")
            }
        }
    }

    /// Marks the second column of a wide character.
    static let secondHalf: Character = "\u{0}"

    /// The wide characters the tests use (CJK ideographs, kana, Hangul, fullwidth forms): a
    /// terminal gives them two columns (East Asian Width W / F).
    static func isWide(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        return (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1F64F).contains(v)
    }

    /// The screen as `render --color never` prints it: each row with trailing spaces trimmed.
    var text: String {
        grid.map { row in
            var s = String(row.filter { $0 != Self.secondHalf })
            while s.last == " " { s.removeLast() }
            return s + "\n"
        }.joined()
    }

    mutating func resize(cols c: Int, rows r: Int) {
        var g = Array(repeating: Array(repeating: Character(" "), count: c), count: r)
        for y in 0..<min(r, rows) { for x in 0..<min(c, cols) { g[y][x] = grid[y][x] } }
        grid = g; cols = c; rows = r
        row = min(row, r - 1); col = min(col, c - 1)
    }

    mutating func feed(_ data: String) throws {
        var it = Array(data.unicodeScalars)[...]
        while let s = it.popFirst() {
            guard s == "\u{1B}" else {
                guard s.value >= 0x20 else { throw Failure(description: "control character \(s.value)") }
                if row < rows, col < cols { grid[row][col] = Character(s) }
                col += 1
                // A wide character takes two columns; the second shows nothing of its own.
                if Self.isWide(s) {
                    if row < rows, col < cols { grid[row][col] = Self.secondHalf }
                    col += 1
                }
                continue
            }
            guard it.popFirst() == "[" else { throw Failure(description: "escape other than CSI") }
            var parameters = ""
            while let p = it.first, !(0x40...0x7E).contains(p.value) { parameters.unicodeScalars.append(p); it.removeFirst() }
            guard let final = it.popFirst() else { throw Failure(description: "cut CSI") }
            try csi(parameters, final)
        }
    }

    mutating func csi(_ parameters: String, _ final: Unicode.Scalar) throws {
        switch final {
        case "H":
            let p = parameters.split(separator: ";").map { Int($0) ?? 1 }
            row = (p.first ?? 1) - 1; col = (p.count > 1 ? p[1] : 1) - 1
        case "J" where parameters == "2":
            grid = Array(repeating: Array(repeating: " ", count: cols), count: rows)
        case "m": break
        case "l" where parameters == "?25": break
        default: throw Failure(description: "unexpected CSI \(parameters)\(final)")
        }
    }
}
