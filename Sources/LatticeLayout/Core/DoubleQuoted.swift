/// A double-quoted string literal with JSON's escapes, which YAML's double-quoted style reads the
/// same way: `"`, `\`, newline, carriage return and tab by their short escapes, every other
/// control character (and DEL) as `\u00XX`, everything else as it is. The one quoting of text
/// lattice writes: `lattice dump`'s JSON, the fixtures `lattice import` writes and the data of
/// `export --html`'s page (`LayoutPage`, which adds the escapes a `<script>` needs).
public func doubleQuoted(_ s: String) -> String {
    "\"\(s.replacingScalars(jsonEscape))\""
}

/// What `doubleQuoted` writes for `scalar` inside the quotes; nil when it stands as it is.
private func jsonEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7f:
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: return nil
    }
}
