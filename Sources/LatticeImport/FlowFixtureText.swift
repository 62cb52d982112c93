import LatticeFixtures
import LatticeLayout

/// The text of a `flow` fixture, as `lattice import --infer flow` writes it: the collection
/// view's geometry, the layout's scroll direction and pinning, and every section spelt out as
/// `--infer list` spells them (runs of equal item sizes as `repeat`).
public enum FlowFixtureText {
    public static func fixture(_ f: Fixture, comment: String? = nil) -> String {
        var out = ""
        if let comment { for line in comment.split(separator: "\n") { out += "# \(line)\n" } }
        out += "name: \(SnapshotText.quoted(f.name ?? "inferred flow"))\n"
        if let v = f.viewport { out += "viewport: {width: \(fmtExact(v.width)), height: \(fmtExact(v.height))}\n" }
        if f.contentInset != .zero { out += "contentInset: \(SnapshotText.insets(f.contentInset))\n" }
        if f.safeAreaInsets != .zero { out += "safeAreaInsets: \(SnapshotText.insets(f.safeAreaInsets))\n" }
        if f.contentInsetAdjustmentBehavior != .automatic {
            out += "contentInsetAdjustmentBehavior: \(f.contentInsetAdjustmentBehavior.rawValue)\n"
        }
        out += "screenScale: \(fmtExact(f.screenScale))\n"
        var layout = ["type: flow"]
        if case let .flow(o) = f.layout {
            layout.append("scrollDirection: \(o.scrollDirection.rawValue)")
            if o.sectionHeadersPinToVisibleBounds { layout.append("sectionHeadersPinToVisibleBounds: true") }
            if o.sectionFootersPinToVisibleBounds { layout.append("sectionFootersPinToVisibleBounds: true") }
        }
        out += "layout: {\(layout.joined(separator: ", "))}\n"
        out += f.sections.isEmpty ? "sections: []\n" : "sections:\n"
        for s in f.sections { out += ListFixtureText.section(s) }
        return out
    }
}
