import LatticeLayout
import LatticeFixtures

/// A JSON string literal with the escapes JSON requires (`doubleQuoted`).
func jsonString(_ s: String) -> String { doubleQuoted(s) }

func jsonRect(_ r: Rect) -> String {
    "{\"x\": \(jsonNumber(r.x)), \"y\": \(jsonNumber(r.y)), \"width\": \(jsonNumber(r.width)), \"height\": \(jsonNumber(r.height))}"
}

func jsonSize(_ s: Size) -> String {
    "{\"width\": \(jsonNumber(s.width)), \"height\": \(jsonNumber(s.height))}"
}

/// The element object of `lattice dump` (CommandLineContract §2.3); `"hidden": true` is added for
/// a snapshot's hidden element (absent otherwise), and a UIKit layout's transform where it is not
/// the identity.
func jsonElement(_ a: LayoutAttributes) -> String {
    "{\"category\": \"\(a.category.rawValue)\", \"kind\": \(jsonString(a.kind)), \"section\": \(a.indexPath.section), "
        + "\"item\": \(a.indexPath.item), \"frame\": \(jsonRect(a.frame)), \"zIndex\": \(a.zIndex), \"pinned\": \(a.isPinned)"
        + (a.isHidden ? ", \"hidden\": true" : "") + (a.transform.map(jsonTransform) ?? "") + "}"
}

/// `, "center": …, "size": …, "transform": {a, b, c, d, tx, ty}` for an affine transform, or
/// `"transform3D": [m11 … m44]` (row by row) for one with depth or perspective
/// (CommandLineContract §2.3).
func jsonTransform(_ t: ElementTransform) -> String {
    let common = ", \"center\": {\"x\": \(jsonNumber(t.center.x)), \"y\": \(jsonNumber(t.center.y))}, \"size\": \(jsonSize(t.size))"
    if t.isAffine {
        let v = t.affine
        let names = ["a", "b", "c", "d", "tx", "ty"]
        return common + ", \"transform\": {" + zip(names, v).map { "\"\($0)\": \(jsonNumber($1))" }.joined(separator: ", ") + "}"
    }
    return common + ", \"transform3D\": [" + t.matrix.map(jsonNumber).joined(separator: ", ") + "]"
}

/// The whole `lattice dump` document, written piece by piece into `out` (a `StandardOutput`
/// streams it, so a dump of millions of elements never holds its text in memory).
func writeDumpJSON<Out: TextOutputStream>(contentSize: Size, bounds: Rect, elements: [LayoutAttributes], to out: inout Out) {
    out.write("{\"contentSize\": \(jsonSize(contentSize)),\n \"bounds\": \(jsonRect(bounds)),\n \"elements\": [")
    for (i, e) in elements.enumerated() {
        out.write(i == 0 ? "\n   " : ",\n   ")
        out.write(jsonElement(e))
    }
    out.write("]}")
}

