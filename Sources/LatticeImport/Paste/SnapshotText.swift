import LatticeFixtures
import LatticeLayout

/// The text of a `snapshot` fixture (Fixtures/FORMAT.md), as `lattice import` writes it: one
/// flow mapping per element, numbers with the digits they were printed with.
public enum SnapshotText {
    /// The fixture: `name`, `viewport`, `layout: {type: snapshot}` and the elements in order.
    public static func fixture(name: String, viewport: Size, scrollDirection: ScrollDirection,
                               elements: [SnapshotElement], comment: String? = nil) -> String {
        var out = ""
        if let comment { for line in comment.split(separator: "\n") { out += "# \(line)\n" } }
        out += "name: \(quoted(name))\n"
        out += "viewport: {width: \(fmtExact(viewport.width)), height: \(fmtExact(viewport.height))}\n"
        out += scrollDirection == .vertical ? "layout: {type: snapshot}\n" : "layout: {type: snapshot, scrollDirection: horizontal}\n"
        out += elements.isEmpty ? "elements: []\n" : "elements:\n"
        for e in elements { out += "  - " + element(e) + "\n" }
        return out
    }

    /// One element as a flow mapping; keys at their defaults (item category, zIndex 0, alpha 1,
    /// not hidden) are left out; `track` and `transform` / `transform3D` follow when given.
    public static func element(_ e: SnapshotElement, track: SnapshotTrack? = nil, transform: SnapshotTransform? = nil) -> String {
        var fields: [String] = []
        switch e.category {
        case .cell: break
        case .supplementary: fields.append("category: supplementary")
        case .decoration: fields.append("category: decoration")
        }
        if e.category != .cell { fields.append("kind: \(quoted(e.kind))") }
        fields.append("section: \(e.indexPath.section)")
        fields.append("item: \(e.indexPath.item)")
        let f = e.frame
        fields.append("frame: [\(fmtExact(f.x)), \(fmtExact(f.y)), \(fmtExact(f.width)), \(fmtExact(f.height))]")
        if e.zIndex != 0 { fields.append("zIndex: \(e.zIndex)") }
        if e.alpha != 1 { fields.append("alpha: \(fmtExact(e.alpha))") }
        if e.isHidden { fields.append("hidden: true") }
        if let transform {
            fields.append(transform.isAffine ? "transform: \(numbers(transform.affine))" : "transform3D: \(numbers(transform.matrix))")
        }
        if let track {
            let samples = zip(track.offsets, track.frames).map { o, f in numbers([o, f.x, f.y, f.width, f.height]) }
            fields.append("track: [" + samples.joined(separator: ", ") + "]")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `[1, 2.5, -3]`, each number with its own digits.
    static func numbers(_ values: [Double]) -> String { "[" + values.map(fmtExact).joined(separator: ", ") + "]" }

    /// A YAML double-quoted string (`doubleQuoted`: JSON's escapes, which YAML reads the same way).
    public static func quoted(_ s: String) -> String { doubleQuoted(s) }
}
