/// Replacements of byte ranges of one file's UTF-8 text, applied together. The port edits the
/// original text rather than printing a rewritten tree, so everything it does not touch (comments,
/// formatting, line numbers) stays as written and the compiler's locations still point at the
/// user's lines.
struct TextEdits {
    struct Edit { var start: Int; var end: Int; var text: String }
    private(set) var edits: [Edit] = []

    mutating func replace(_ start: Int, _ end: Int, with text: String) {
        edits.append(Edit(start: start, end: end, text: text))
    }

    /// Blanks a range with as many spaces as it had characters on its line, so that columns
    /// after it do not move (`@objc optional func` becomes `               func`).
    mutating func blank(_ start: Int, _ end: Int, in bytes: [UInt8]) {
        let width = String(decoding: bytes[start..<end], as: UTF8.self).count
        replace(start, end, with: String(repeating: " ", count: width))
    }

    mutating func insert(_ text: String, at offset: Int) { replace(offset, offset, with: text) }

    /// The text with every edit made; edits at the same offset keep the order they were made in.
    func applied(to bytes: [UInt8]) -> String {
        let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 256)
        var cursor = 0
        for e in ordered where e.start >= cursor {
            out += bytes[cursor..<e.start]
            out += Array(e.text.utf8)
            cursor = e.end
        }
        out += bytes[cursor...]
        return String(decoding: out, as: UTF8.self)
    }
}
