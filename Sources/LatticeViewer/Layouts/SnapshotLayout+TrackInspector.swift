import LatticeLayout
import LatticeRender

/// The pin inspector for a capture's tracked elements (FixtureFormat §9a, "Stretches"): for each
/// tracked element near the viewport (the focused one first), its resting frame, its frame at
/// the current offset, and the stretch of its track it is on, with the offsets where that
/// stretch begins and ends. What the list layout's inspector says with IGList's pin formula, a
/// capture says with the app's own motion.
extension SnapshotLayout {
    /// The most tracked elements listed at once.
    static let trackedLinesLimit = 6

    /// The lines for the tracked elements near the viewport; empty when the snapshot has no tracks.
    func trackLines(_ c: InspectorContext) -> [Panel.Line] {
        guard !tracks.isEmpty else { return [] }
        let near = c.sectionsNearViewport
        var positions = tracks.keys.sorted().filter { near.contains(elements[$0].indexPath.section) }
        if let f = c.focus, let p = position(of: f), tracks[p] != nil {
            positions.removeAll { $0 == p }
            positions.insert(p, at: 0)
        }
        var lines = [Panel.Line("pin tracks (\(tracks.count) tracked)", CellStyle(.message, bold: true))]
        if positions.isEmpty { lines.append(Panel.Line(" none near the viewport", CellStyle(.panel, dim: true))) }
        for p in positions.prefix(Self.trackedLinesLimit) { lines += trackLines(position: p, c) }
        return lines
    }

    /// One tracked element: where it is and rests, and its stretch.
    func trackLines(position p: Int, _ c: InspectorContext) -> [Panel.Line] {
        let e = elements[p], track = tracks[p]!, d = scrollDirection
        let rest = track.restingFrame(kind: e.kind)
        let now = attributes(at: p).frame
        let axis = d == .vertical ? "y" : "x"
        let name = Self.trackedName(e, sign: c.sectionSign)
        let pinned = !now.isClose(to: rest)
        var lines = [pinned
            ? Panel.Line("\(name) pinned \(axis) \(fmt(now.minS(d))) (rests \(fmt(rest.minS(d))))", CellStyle(.pinnedHeader, bold: true))
            : Panel.Line("\(name) at rest \(axis) \(fmt(now.minS(d)))", CellStyle(.header, bold: true))]
        lines.append(Panel.Line(" rest \(Self.frameText(rest))"))
        lines.append(Panel.Line(" now  \(Self.frameText(now))"))
        let stretch = track.stretch(atOffset: currentOffset, d, resting: rest)
        lines.append(Panel.Line(" \(c.arrow) \(Self.stretchName(stretch.kind, kind: e.kind))", CellStyle(.panel, bold: true)))
        lines.append(Panel.Line("   \(Self.span(stretch, c))"))
        return lines
    }

    /// `§0 header`, `§2 footer`, `§1 badge 1-3`.
    static func trackedName(_ e: SnapshotElement, sign: String) -> String {
        let s = e.indexPath.section
        if ElementKind.isSectionHeader(e.kind) { return "\(sign)\(s) header" }
        if ElementKind.isSectionFooter(e.kind) { return "\(sign)\(s) footer" }
        return "\(sign)\(s) \(e.category == .cell ? "item" : e.kind) \(s)-\(e.indexPath.item)"
    }

    static func frameText(_ f: Rect) -> String { "(\(fmt(f.x)) \(fmt(f.y)); \(fmt(f.width)) \(fmt(f.height)))" }

    /// What a stretch means for an element of `kind`.
    static func stretchName(_ k: TrackStretch.Kind, kind: String) -> String {
        switch k {
        case .withContent: return "moving with the content"
        case .held: return "held at the top"
        case .pushed: return ElementKind.isSectionFooter(kind) ? "held at its section's edge" : "pushed by the next section"
        case let .movedByLayout(slope): return "moved by the layout (slope \(fmt(slope)))"
        }
    }

    /// `offsets -47 … 1956`, `offsets to -47`, `offsets from 1956`.
    static func span(_ s: TrackStretch, _ c: InspectorContext) -> String {
        let dots = c.glyphs.unicode ? "…" : "..."
        switch (s.from.isFinite, s.to.isFinite) {
        case (true, true): return "offsets \(fmt(s.from)) \(dots) \(fmt(s.to))"
        case (false, true): return "offsets up to \(fmt(s.to))"
        case (true, false): return "offsets from \(fmt(s.from))"
        case (false, false): return "every offset"
        }
    }
}
