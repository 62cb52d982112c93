import LatticeFixtures
import LatticeLayout

/// One scroll direction's reading of frames as a UICollectionViewFlowLayout (FlowLayoutRules):
/// per section the item sizes, header and footer lengths, the line spacing between rows, the
/// fixed-axis insets where rows show them, the interitem spacing inside the bounds the row
/// breaks allow, and the scroll-axis insets from where sections start and end. Exact for items
/// of fixed sizes; what the frames leave open takes the capture's setting, else a neighbour's
/// value, and the final comparison says whether every frame is reproduced.
struct FlowFitter {
    let input: ListFitInput
    let d: ScrollDirection
    /// C: the content's length across the scroll axis.
    let across: Double
    /// The content's end along the scroll axis when the capture gave `contentSize`.
    let contentEnd: Double?
    let capture: CaptureInfo?
    /// The screen scale the frames were snapped to (FlowLayoutRules §11).
    var scale = 2.0
    /// Section starts the tracks show (`FlowInference.trackedStarts`), by section.
    var trackedStarts: [Int: Double] = [:]
    /// Bounds on section starts the tracks show (`FlowInference.trackedStartBounds`).
    var trackedStartBounds: [Int: ClosedRange<Double>] = [:]
    var values: [FittedValue] = []

    /// One section's reading.
    struct Reading {
        var rows: [[Rect]] = []
        var header: Rect?
        var footer: Rect?
        var lead = 0.0, trail = 0.0, leadF = 0.0, trailF = 0.0
        var lineSpacing = 10.0, interitem = 10.0
        var rowsStart: Double? { rows.first.map { $0.map { $0.minS(d) }.min()! } }
        var rowsEnd: Double? { rows.last.map { $0.map { $0.maxS(d) }.max()! } }
        let d: ScrollDirection
    }

    /// A capture setting that is a number, or an inset side.
    func setting(_ name: String) -> Double? {
        if case let .number(v)? = capture?.setting(name) { return v }
        return nil
    }
    func settingInset(_ side: (EdgeInsets) -> Double) -> Double? {
        if case let .insets(i)? = capture?.setting("sectionInset") { return side(i) }
        return nil
    }

    /// Items in rows: a new row starts where an item does not start after the previous one
    /// across the axis.
    func rows(_ items: [Rect]) -> [[Rect]] {
        var rows: [[Rect]] = []
        for f in items {
            if let last = rows.last?.last, f.minF(d) > last.minF(d) { rows[rows.count - 1].append(f) } else { rows.append([f]) }
        }
        return rows
    }

    /// Every section read; nil when a section lacks items between others (a flow fixture needs
    /// every item's size).
    mutating func read() -> [Reading]? {
        var readings: [Reading] = []
        for (s, section) in input.sections.enumerated() {
            guard section.items.allSatisfy({ $0 != nil }) else { return nil }
            var r = Reading(d: d)
            r.rows = rows(section.items.map { $0! })
            r.header = section.header; r.footer = section.footer
            readFixedAxis(&r, s)
            if r.rows.count >= 2 {
                r.lineSpacing = r.rows[1].map { $0.minS(d) }.min()! - r.rows[0].map { $0.maxS(d) }.max()!
                values.append(FittedValue("sections[\(s)].lineSpacing", r.lineSpacing, .observed))
            } else {
                r.lineSpacing = setting("minimumLineSpacing") ?? 10
                values.append(FittedValue("sections[\(s)].lineSpacing", r.lineSpacing, .unobservable, note: "one row"))
            }
            readings.append(r)
        }
        readScrollAxis(&readings)
        return readings
    }
}
