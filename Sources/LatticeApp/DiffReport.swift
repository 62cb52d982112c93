import LatticeLayout

/// How `lattice diff` prints a `LayoutDiff`: text, one line per changed element, or one JSON
/// object (the shape is in the LatticeCLI article Commands, "Comparing two layouts").
struct DiffReport {
    /// What a side's layout looks like as a whole.
    struct Side {
        var path: String
        var contentSize: Size
        var bounds: Rect
        /// False for a snapshot imported from the debugger's text (`lattice import`): it prints
        /// frames, not the content size, so that snapshot's is only the union of its frames and
        /// is not compared (a capture's `layout.contentSize` is).
        var knowsContentSize = true
    }

    var diff: LayoutDiff
    var old: Side
    var new: Side
    /// The rect both layouts were asked for.
    var rect: Rect
    /// The elements whose motion along the scroll differs (tracks, pinned headers).
    var tracks: [TrackDifference] = []

    /// The content sizes differ (by more than the frame tolerance); compared only when both
    /// sides know theirs (not a snapshot's union of frames).
    var contentSizeChanged: Bool {
        old.knowsContentSize && new.knowsContentSize
            && LayoutDiff.frameChange(Rect(origin: .zero, size: old.contentSize), Rect(origin: .zero, size: new.contentSize)) != nil
    }

    /// Nothing changed: no element and not the content size.
    var isEqual: Bool { diff.isEmpty && !contentSizeChanged && tracks.isEmpty }

    /// `resized  content size  100x150 -> 100x170` first when it changed, then per element
    /// `CHANGE  NAME  OLD-FRAME -> NEW-FRAME` with `none` for a missing side; nothing when equal.
    func text() -> String {
        var rows: [(String, String, String)] = []
        if contentSizeChanged {
            rows.append(("resized", "content size", "\(size(old.contentSize)) -> \(size(new.contentSize))"))
        }
        for change in diff.changes {
            rows.append((change.kind.rawValue, change.name, "\(frame(change.old)) -> \(frame(change.new))"))
        }
        for t in tracks {
            rows.append(("track", LayoutDiff.name(of: t.element), "differs from offset \(fmt(t.offset)): \(frame(t.old)) -> \(frame(t.new))"))
        }
        let kindWidth = rows.map(\.0.count).max() ?? 0, nameWidth = rows.map(\.1.count).max() ?? 0
        var out = ""
        for (kind, name, frames) in rows {
            out += pad(kind, kindWidth) + "  " + pad(name, nameWidth) + "  " + frames + "\n"
        }
        return out
    }

    /// `{"equal", "a", "b", "rect", "changes": [{"change", "name", "category", "kind", "section",
    /// "item", "old", "new"}]}`; `old` / `new` are frames or null.
    func json() -> String {
        var out = "{\"equal\": \(isEqual),\n \"a\": \(side(old)),\n \"b\": \(side(new)),\n \"rect\": \(jsonRect(rect)),\n \"changes\": ["
        for (i, change) in diff.changes.enumerated() {
            let e = (change.new ?? change.old)!
            out += (i == 0 ? "\n   " : ",\n   ")
            out += "{\"change\": \"\(change.kind.rawValue)\", \"name\": \(jsonString(change.name)), "
                + "\"category\": \"\(e.category.rawValue)\", \"kind\": \(jsonString(ElementKind.normalized(e.kind))), "
                + "\"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item), "
                + "\"old\": \(change.old.map { jsonRect($0.frame) } ?? "null"), \"new\": \(change.new.map { jsonRect($0.frame) } ?? "null")}"
        }
        out += "],\n \"tracks\": ["
        for (i, t) in tracks.enumerated() {
            let e = t.element
            out += (i == 0 ? "\n   " : ",\n   ")
            out += "{\"name\": \(jsonString(LayoutDiff.name(of: e))), \"category\": \"\(e.category.rawValue)\", "
                + "\"kind\": \(jsonString(ElementKind.normalized(e.kind))), \"section\": \(e.indexPath.section), \"item\": \(e.indexPath.item), "
                + "\"offset\": \(jsonNumber(t.offset)), \"old\": \(jsonRect(t.old)), \"new\": \(jsonRect(t.new))}"
        }
        return out + "]}\n"
    }

    private func side(_ s: Side) -> String {
        "{\"path\": \(jsonString(s.path)), \"contentSize\": \(s.knowsContentSize ? jsonSize(s.contentSize) : "null"), \"bounds\": \(jsonRect(s.bounds))}"
    }
    private func frame(_ a: LayoutAttributes?) -> String { a.map { frame($0.frame) } ?? "none" }
    private func frame(_ f: Rect) -> String { "(\(fmt(f.x)), \(fmt(f.y)), \(fmt(f.width)), \(fmt(f.height)))" }
    private func size(_ s: Size) -> String { "\(fmt(s.width))x\(fmt(s.height))" }
    private func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
}
