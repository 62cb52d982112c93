/// A double-quoted string literal with JSON's escapes, which YAML's double-quoted style reads the
/// same way: `"`, `\`, newline, carriage return and tab by their short escapes, every other
/// control character (and DEL) as `\u00XX`, everything else as it is. The one quoting of text
/// lattice writes: `lattice dump`'s JSON, the fixtures `lattice import` writes and the data of
/// `export --html`'s page (`LayoutPage`, which adds the escapes a `<script>` needs).
public func doubleQuoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x7f:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
