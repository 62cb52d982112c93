extension String {
    /// The string with every Unicode scalar that `replacement` answers for written as its answer,
    /// and every other one as it is. The one walk under each escaping lattice writes: JSON's
    /// (`doubleQuoted`), XML's (`SVGDocument.escape`), a page's `<script>` data and the text it
    /// shows on a terminal; each says only which scalars it replaces and with what.
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
