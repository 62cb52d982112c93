import LatticeFixtures
import LatticeLayout

/// The pieces of a flow fit: sections as a fixture holds them, pinning from tracks, and the
/// check of every track against the fitted layout.
extension FlowInference {
    /// Section `s` of the fitted fixture, its values reported into `values`.
    static func section(_ r: FlowFitter.Reading, _ s: Int, _ d: ScrollDirection, _ values: inout [FittedValue]) -> FixtureSection {
        let lead = r.lead, trail = r.trail, leadF = r.leadF, trailF = r.trailF
        let insets = d == .vertical ? EdgeInsets(top: lead, left: leadF, bottom: trail, right: trailF)
                                    : EdgeInsets(top: leadF, left: lead, bottom: trailF, right: trail)
        let h = r.header?.lenS(d) ?? 0, f = r.footer?.lenS(d) ?? 0
        var section = FixtureSection(insets: insets, lineSpacing: r.lineSpacing, interitemSpacing: r.interitem,
                                     header: Size(width: h, height: h), footer: Size(width: f, height: f),
                                     itemSizes: r.rows.flatMap { $0.map(\.size) })
        section.sourceIndex = s
        values.append(FittedValue("sections[\(s)].insets", 0, .observed,
                                  note: "top \(fmt(insets.top)), left \(fmt(insets.left)), bottom \(fmt(insets.bottom)), right \(fmt(insets.right))"))
        values.append(FittedValue("sections[\(s)].interitemSpacing", r.interitem, .observed, note: "inside the bounds the row breaks allow"))
        return section
    }

    /// One pinning flag and how it was decided.
    struct Pin { var value: Bool; var report: FittedValue }

    /// `sectionHeadersPinToVisibleBounds` / `sectionFootersPinToVisibleBounds`: true when a
    /// tracked header / footer has a held stretch (slope 1); with tracks but none held, false;
    /// without tracks of that kind, the capture's setting, else UIKit's default, false.
    static func pinning(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack], _ d: ScrollDirection,
                        capture: CaptureInfo?) -> (headers: Pin, footers: Pin) {
        func pin(_ name: String, _ isKind: (String) -> Bool) -> Pin {
            let mine = tracks.filter { $0.key < elements.count && isKind(elements[$0.key].kind) }
            let field = "layout.\(name)"
            if !mine.isEmpty {
                let held = mine.values.contains { !TrackedPinning.heldScreenPositions($0, d).isEmpty }
                return Pin(value: held, report: FittedValue(field, word: "\(held)", held ? 1 : 0, .observed,
                                                            note: held ? "a track is held on screen" : "no track is held on screen"))
            }
            if case let .bool(v)? = capture?.setting(name) {
                return Pin(value: v, report: FittedValue(field, word: "\(v)", v ? 1 : 0, .chosen(low: nil, high: nil, lowIsStrict: false), note: "no track: the capture's setting"))
            }
            return Pin(value: false, report: FittedValue(field, word: "false", 0, .unobservable, note: "no track shows pinning"))
        }
        return (pin("sectionHeadersPinToVisibleBounds", ElementKind.isSectionHeader), pin("sectionFootersPinToVisibleBounds", ElementKind.isSectionFooter))
    }

    /// The tracked headers and footers whose frames the fitted layout does not give at every
    /// sample offset, each with the first offset where it differs.
    static func trackMisses(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack], _ f: Fixture,
                            _ viewport: Size, _ inset: EdgeInsets) -> [TrackDifference] {
        var misses: [TrackDifference] = []
        let live = layout(f, viewport, inset, offset: nil), d = f.layout.scrollDirection
        for (p, t) in tracks.sorted(by: { $0.key < $1.key }) where p < elements.count {
            let e = elements[p]
            let kind = ElementKind.isSectionHeader(e.kind) ? ElementKind.header : ElementKind.isSectionFooter(e.kind) ? ElementKind.footer : nil
            guard let kind else { continue }
            // Scrolled as UIKit scrolls: the bounds change, then what the layout asks to invalidate.
            func fitted(_ o: Double) -> Rect {
                let bounds = Rect(origin: d == .vertical ? Point(x: 0, y: o) : Point(x: o, y: 0), size: viewport)
                live.applyBoundsChange(to: bounds, contentInset: inset)
                return live.attributesForSupplementaryView(ofKind: kind, at: e.indexPath)?.frame
                    ?? Rect(x: .infinity, y: .infinity, width: 0, height: 0)
            }
            if let d = TrackDifference.firstDifference(breaks: t.offsets, old: t.frame(atOffset:), new: fitted) {
                misses.append(TrackDifference(element: e.attributes, offset: d.offset, old: d.old, new: d.new))
            }
        }
        return misses
    }
}
