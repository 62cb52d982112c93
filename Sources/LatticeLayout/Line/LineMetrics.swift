/// The options of a line layout resolved once per `prepare()`: defaults filled in and bad numbers
/// made harmless (NaN / infinity / negative lengths become 0), so the rules never see them.
struct LineMetrics {
    let d: ScrollDirection
    /// The line's thickness (`lineThickness`).
    let thickness: Double
    /// The side of a grip and of an arrow (`gripSize`, default max(6, 3 x thickness)).
    let grip: Double
    /// A tail's thickness along the line (`tailWidth`, default the grip's side).
    let tail: Double
    /// A line label's length along the line and its extent across it.
    let labelS: Double
    let labelF: Double
    /// `maximumLineItemSpacing`; nil = no limit.
    let maxLineItemSpacing: Double?
    /// How far a tail may reach beyond its grip along the line: max(0, (tail - grip) / 2).
    /// A rect query widens its search of the line by this much to find every tail.
    let tailOverhang: Double

    init(_ o: LineLayoutOptions) {
        d = o.scrollDirection
        thickness = lineLength(o.lineThickness)
        grip = o.gripSize.map(lineLength) ?? Swift.max(6, 3 * thickness)
        tail = o.tailWidth.map(lineLength) ?? grip
        labelS = lineLength(o.lineLabelSize.s(o.scrollDirection))
        labelF = lineLength(o.lineLabelSize.f(o.scrollDirection))
        if let m = o.maximumLineItemSpacing, !m.isNaN { maxLineItemSpacing = m } else { maxLineItemSpacing = nil }
        tailOverhang = Swift.max(0, (tail - grip) / 2)
    }

    /// The closest an item's inner edge may come to the line's centre: half the grip's side, or
    /// half the line's thickness if that is more (LineLayoutRules §2.5).
    var innerLimit: Double { Swift.max(grip / 2, thickness / 2) }
}

/// A length as the layout uses it: finite and not negative.
@inline(__always) func lineLength(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

/// `Swift.max` for the layout's own numbers, which are never NaN (inputs are sanitised first):
/// the same result, the sign of a zero included (a tie gives the later argument), in one `maxsd`
/// rather than the compare-and-blend `Swift.max` needs to keep its NaN rule. Several arguments
/// fold from the left, as `Swift.max` does.
@inline(__always) func lineMax(_ x: Double, _ y: Double) -> Double { x > y ? x : y }
@inline(__always) func lineMax(_ x: Double, _ y: Double, _ z: Double) -> Double { lineMax(lineMax(x, y), z) }
@inline(__always) func lineMax(_ x: Double, _ y: Double, _ z: Double, _ w: Double) -> Double {
    lineMax(lineMax(x, y, z), w)
}
@inline(__always) func lineMax(_ x: Double, _ y: Double, _ z: Double, _ w: Double, _ v: Double) -> Double {
    lineMax(lineMax(x, y, z, w), v)
}

/// An offset (inset) as the layout uses it: finite, any sign (UIKit allows negative insets).
@inline(__always) func lineOffset(_ v: Double) -> Double { v.isFinite ? v : 0 }

extension EdgeInsets {
    /// The same insets with non-finite sides replaced by 0.
    var lineSanitized: EdgeInsets { EdgeInsets(top: lineOffset(top), left: lineOffset(left), bottom: lineOffset(bottom), right: lineOffset(right)) }
}

/// The resolved side of a laid-out item (`either` is gone by then), kept in one byte per item
/// together with the "has a line label" flag.
enum LinePlacedSide: UInt8 {
    case left = 0, right = 1, both = 2

    static let labelFlag: UInt8 = 4
    @inline(__always) init(flags: UInt8) { self = LinePlacedSide(rawValue: flags & 3) ?? .both }
}
