import LatticeFixtures
import LatticeLayout

/// The text of a `list` fixture, as `lattice import --infer list` writes it: every section's
/// insets, spacings, header and footer spelt out, runs of equal item sizes as `repeat`.
public enum ListFixtureText {
    public static func fixture(_ f: Fixture, comment: String? = nil) -> String {
        // The type's own text (ListLayoutType.optionsText): sticky headers only where a
        // capture's tracks showed them (TrackedPinning).
        text(f, comment: comment, unnamed: "inferred list", layout: f.layout.optionsText)
    }

    /// A fitted fixture's text, list or flow: `comment` as `#` lines, the name (`unnamed` when it
    /// has none), the viewport, the `collectionView` lines (the collection view's geometry), the
    /// screen scale, `layout` as one `layout:` mapping, then every section.
    static func text(_ f: Fixture, comment: String?, unnamed: String, collectionView: [String] = [], layout: [String]) -> String {
        var out = ""
        if let comment { for line in comment.split(separator: "\n") { out += "# \(line)\n" } }
        out += "name: \(SnapshotText.quoted(f.name ?? unnamed))\n"
        if let v = f.viewport { out += "viewport: {width: \(fmtExact(v.width)), height: \(fmtExact(v.height))}\n" }
        for line in collectionView { out += line + "\n" }
        out += "screenScale: \(fmtExact(f.screenScale))\n"
        out += "layout: {\(layout.joined(separator: ", "))}\n"
        out += f.sections.isEmpty ? "sections: []\n" : "sections:\n"
        for s in f.sections { out += section(s) }
        return out
    }

    static func section(_ s: FixtureSection) -> String {
        let i = s.insets
        var out = "  - insets: {top: \(fmtExact(i.top)), left: \(fmtExact(i.left)), bottom: \(fmtExact(i.bottom)), right: \(fmtExact(i.right))}\n"
        out += "    lineSpacing: \(fmtExact(s.lineSpacing))\n"
        out += "    interitemSpacing: \(fmtExact(s.interitemSpacing))\n"
        out += "    header: \(fmtExact(s.header.height))\n"
        out += "    footer: \(fmtExact(s.footer.height))\n"
        out += s.itemSizes.isEmpty ? "    items: []\n" : "    items:\n"
        var start = 0
        while start < s.itemSizes.count {
            var end = start + 1
            while end < s.itemSizes.count, s.itemSizes[end] == s.itemSizes[start] { end += 1 }
            let size = s.itemSizes[start]
            let pair = "[\(fmtExact(size.width)), \(fmtExact(size.height))]"
            out += end - start == 1 ? "      - \(pair)\n" : "      - {size: \(pair), repeat: \(end - start)}\n"
            start = end
        }
        return out
    }
}
