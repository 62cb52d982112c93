/// The two placement rules of LineLayoutRules (§2), each written once with
/// the scroll-axis (S) / fixed-axis (F) helpers, so they serve both scroll directions.

/// Across the line: where an item of a given side and width sits in its section's box.
///
/// `left` is the low-F half (left of a vertical line, above a horizontal one), `right` the high-F
/// half. A side item never reaches closer to the line's centre than `innerLimit`; it is narrowed
/// to its room when wider, and moved in from the box edge when the gap to the line's edge would
/// exceed `maximumLineItemSpacing` (never past `innerLimit`: the grip wins). When the box is too
/// narrow for any room, the item is zero wide with its inner edge at `innerLimit`, so it still never
/// reaches under the line or its grip. A `both` item spans the whole box.
@inline(__always)
func lineItemAcross(side: LinePlacedSide, width: Double, boxMinF: Double, boxLenF: Double,
                    metrics m: LineMetrics) -> (minF: Double, lenF: Double, narrowed: Bool) {
    if side == .both { return (boxMinF, boxLenF, false) }
    let c = boxMinF + boxLenF / 2
    let limit = m.innerLimit
    let room = lineMax(0, boxLenF / 2 - limit)
    let w = Swift.min(width, room)
    let narrowed = w < width
    let halfLine = m.thickness / 2
    if side == .left {
        // Pushed out, the inner edge is at boxMinF + w; moved in, at the capped gap from the line.
        var inner = boxMinF + w
        if let cap = m.maxLineItemSpacing {
            inner = lineMax(inner, Swift.min(c - halfLine - cap, c - limit))
        }
        // A box narrower than the grip leaves no room: the item, then zero wide, still keeps
        // off the grip (its inner edge at the limit, outside the box).
        inner = Swift.min(inner, c - limit)
        return (inner - w, w, narrowed)
    } else {
        let boxMaxF = boxMinF + boxLenF
        var inner = boxMaxF - w
        if let cap = m.maxLineItemSpacing {
            inner = Swift.min(inner, lineMax(c + halfLine + cap, c + limit))
        }
        inner = lineMax(inner, c + limit)
        return (inner, w, narrowed)
    }
}

/// Along the line: the running state of one section's item area while its items are placed in
/// order. Each item starts at the smallest position that keeps every rule of LineLayoutRules:
/// no earlier than the item area (itself and what it puts on the line), than the previous item,
/// than `spacing` after the last item on its side (a `both` item being on both sides), than
/// `spacing` after every earlier item for a `both` item, and its first thing on the line no
/// earlier than `spacing` after the previous thing on the line.
struct LineRun {
    let areaStart: Double
    let spacing: Double
    let metrics: LineMetrics

    /// -inf stands for "none yet" throughout: -inf + spacing is still -inf.
    private(set) var previousStart: Double
    private(set) var lastEndLeft: Double = -.infinity
    private(set) var lastEndRight: Double = -.infinity
    /// The latest end of any item so far.
    private(set) var latestEnd: Double = -.infinity
    /// The end of the last thing on the line (a grip, or a `both` item).
    private(set) var lastLineEnd: Double = -.infinity
    /// The end of the last grip.
    private(set) var lastGripEnd: Double = -.infinity

    init(areaStart: Double, spacing: Double, metrics: LineMetrics) {
        self.areaStart = areaStart; self.spacing = spacing; self.metrics = metrics
        previousStart = areaStart
    }

    /// `either`: the side whose last item ends earlier; a side with no item yet ends earliest of
    /// all; a tie goes left (so right after a `both` item, left).
    @inline(__always) func resolve(_ side: LineItemSide) -> LinePlacedSide {
        switch side {
        case .left: return .left
        case .right: return .right
        case .both: return .both
        case .either: return lastEndRight < lastEndLeft ? .right : .left
        }
    }

    /// Places the next item (its length along the line, `len`) and returns its start.
    @inline(__always) mutating func place(side: LinePlacedSide, len: Double, hasLabel: Bool) -> Double {
        let start: Double
        if side == .both {
            start = lineMax(areaStart, previousStart, latestEnd + spacing, lastLineEnd + spacing)
            let end = start + len
            lastEndLeft = end; lastEndRight = end; lastLineEnd = end
            latestEnd = lineMax(latestEnd, end)
        } else {
            // The first thing the item puts on the line starts `lead` after the item's start
            // (negative when its label and grip reach above the item).
            let lead = len / 2 - metrics.grip / 2 - (hasLabel ? metrics.labelS : 0)
            let sideEnd = side == .left ? lastEndLeft : lastEndRight
            start = lineMax(areaStart, areaStart - lead, previousStart, sideEnd + spacing,
                              lastLineEnd + spacing - lead)
            let end = start + len
            if side == .left { lastEndLeft = end } else { lastEndRight = end }
            let gripEnd = start + len / 2 + metrics.grip / 2
            lastLineEnd = gripEnd; lastGripEnd = gripEnd
            latestEnd = lineMax(latestEnd, end)
        }
        previousStart = start
        return start
    }

    /// Where the item area ends: where its last item ends, or `spacing` after its last grip if
    /// that is later; its start when it has no items.
    var areaEnd: Double {
        latestEnd == -.infinity ? areaStart : lineMax(latestEnd, lastGripEnd + spacing)
    }
}
