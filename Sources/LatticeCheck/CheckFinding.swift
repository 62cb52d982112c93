import LatticeLayout

/// One place where a layout breaks the UICollectionViewLayout contract: which rule, how bad,
/// which element, at which viewport size and content offset, and the two values that disagree.
public struct CheckFinding: Hashable, Sendable {
    /// An error is what UIKit gets wrong on a device (a blank cell, a log, a crash); a warning is
    /// what works but is not what the contract promises (an extra element, unreachable content).
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error, warning
        public static func < (a: Severity, b: Severity) -> Bool { a == .error && b == .warning }
    }

    /// One side of a disagreement: what answered (e.g. `layoutAttributesForItem(at:)`) and its answer.
    public struct Value: Hashable, Sendable {
        public var source: String
        public var value: String
        public init(_ source: String, _ value: String) { self.source = source; self.value = value }
    }

    /// The rule's name (`rect-vs-item`, …), as `CheckRule.name` gives it.
    public var rule: String
    public var severity: Severity
    /// A short name for the kind of problem within the rule (`missing`, `extra`, `frame-mismatch`),
    /// stable for scripts and for telling findings apart.
    public var code: String
    /// What is wrong, in a sentence.
    public var message: String
    /// The element concerned, when the finding is about one.
    public var element: ElementID?
    /// The viewport size's name (`iPhone 15 portrait`, `320x480`) and size.
    public var sizeName: String
    public var viewport: Size
    /// The content offset the layout was asked at, when it matters.
    public var contentOffset: Point?
    /// The rect of the query, when the finding comes from a rect query.
    public var rect: Rect?
    /// The two disagreeing values (or one, when only one side answered).
    public var values: [Value]
    /// How to fix it, naming the UIKit API concerned.
    public var hint: String?
    /// How many sampled queries found the same problem for the same element and size.
    public var occurrences: Int = 1
    /// The fixture marks this rule's findings as the layout's known behaviour (`check: expect:`):
    /// reported, never failing the check.
    public var isExpected = false

    public init(rule: String, severity: Severity, code: String, message: String, element: ElementID? = nil,
                sizeName: String, viewport: Size, contentOffset: Point? = nil, rect: Rect? = nil,
                values: [Value] = [], hint: String? = nil) {
        self.rule = rule; self.severity = severity; self.code = code; self.message = message
        self.element = element; self.sizeName = sizeName; self.viewport = viewport
        self.contentOffset = contentOffset; self.rect = rect; self.values = values; self.hint = hint
    }

    /// The identity two findings share when they report the same problem (`FindingLog` counts
    /// them once).
    var key: String {
        "\(rule)|\(code)|\(element.map { "\($0)" } ?? "")|\(sizeName)"
    }
}

/// A frame as findings print it: `(x, y, width, height)` in points.
func describe(_ r: Rect) -> String { "(\(fmt(r.x)), \(fmt(r.y)), \(fmt(r.width)), \(fmt(r.height)))" }

/// A point as findings print it.
func describe(_ p: Point) -> String { "(\(fmt(p.x)), \(fmt(p.y)))" }

/// Attributes as findings print them: the frame, and the zIndex when not 0.
func describe(_ a: LayoutAttributes) -> String {
    describe(a.frame) + (a.zIndex != 0 ? " zIndex \(a.zIndex)" : "") + (a.isPinned ? " pinned" : "")
}
