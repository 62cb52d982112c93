/// Where a layout put one pinned (sticky) section header and why: UIKit's
/// `sectionHeadersPinToVisibleBounds`, IGListCollectionViewLayout's `stickyHeaders`
/// (ListLayoutRules §6) and FSQCollectionViewAlignedLayout's `shouldPinSectionHeadersToTop`
/// (AlignedLayoutRules §10) all follow one rule:
///
///     pos = min(max(lower, line), upper)
///
/// `line` is the content offset along the scroll axis plus the layout's own terms; `lower` and
/// `upper` are what hold the header back. Each layout decides its own values and which clamp
/// acted (`ListLayout.headerPin(section:)`, `AlignedLayout.headerPin(section:)`); the viewer's
/// inspector explains the value it gets. Positions are along the scroll axis (y when vertical,
/// x when horizontal).
public struct HeaderPin: Hashable, Sendable {
    /// Which term of the rule decided the header's position.
    public enum Clamp: Hashable, Sendable {
        /// The header follows the line (or the layout does not pin it).
        case none
        /// Held at `lowerClamp`: the line is before it.
        case lower
        /// Held at `upperClamp`: it is before `max(lowerClamp, line)` (upper wins).
        case upper
    }

    /// What a clamp's value comes from.
    public enum ClampSource: Hashable, Sendable {
        /// The start of the header's own section (both layouts' lower clamp).
        case sectionStart
        /// The next section's start minus the header's length (IGList's upper clamp).
        case nextSectionStart
        /// The end of the header's own section minus the header's length (FSQ's upper clamp).
        case sectionEnd
    }

    /// One term of the sum that makes `line`, with the short name the inspector shows
    /// (`off`, `top`, `yOff`, `inset.top`).
    public struct Term: Hashable, Sendable {
        public var name: String
        public var value: Double
        public init(_ name: String, _ value: Double) { self.name = name; self.value = value }
    }

    public var section: Int
    /// The header's frame when nothing pins it.
    public var restingFrame: Rect
    /// The frame the layout returns at the current content offset (the resting frame when the
    /// header is not pinnable).
    public var frame: Rect
    /// The position the header follows while neither clamp holds it.
    public var line: Double
    /// The terms that add up to `line`; empty when the layout does not name them.
    public var lineTerms: [Term]
    public var lowerClamp: Double
    public var lowerClampSource: ClampSource
    /// Nil when nothing holds the header from below (IGList: the last section).
    public var upperClamp: Double?
    public var upperClampSource: ClampSource
    public var activeClamp: Clamp
    /// The layout pins this header at all (sticky headers on; FSQ: and the section has items).
    /// When false `frame` is the resting frame and `activeClamp` is `.none`.
    public var isPinnable: Bool
    /// `frame != restingFrame`.
    public var isPinned: Bool
    /// A footer pinned to the far edge of the visible bounds (UIKit's compositional layout,
    /// CompositionalLayoutRules §6.4): its rule is `pos = max(min(upper, line), lower)`, the
    /// lower clamp winning, where `line` is the far edge less the footer's length.
    public var isFooter: Bool = false

    public init(section: Int, restingFrame: Rect, frame: Rect, line: Double, lineTerms: [Term] = [],
                lowerClamp: Double, lowerClampSource: ClampSource = .sectionStart,
                upperClamp: Double?, upperClampSource: ClampSource = .nextSectionStart,
                activeClamp: Clamp, isPinnable: Bool, isPinned: Bool) {
        self.section = section; self.restingFrame = restingFrame; self.frame = frame
        self.line = line; self.lineTerms = lineTerms
        self.lowerClamp = lowerClamp; self.lowerClampSource = lowerClampSource
        self.upperClamp = upperClamp; self.upperClampSource = upperClampSource
        self.activeClamp = activeClamp; self.isPinnable = isPinnable; self.isPinned = isPinned
    }
}

public extension HeaderPin {
    /// The one pin clamp every layout uses. A header: `pos = min(max(lower, line), upper)`, the
    /// upper clamp winning (no upper: nothing holds it from below). A footer (`isFooter`):
    /// `pos = max(min(upper, line), lower)`, the lower clamp winning. Returns the position
    /// and the clamp that decided it.
    static func clamp(line: Double, lower: Double, upper: Double?, isFooter: Bool = false) -> (position: Double, clamp: Clamp) {
        if isFooter {
            let held = upper.map { min($0, line) } ?? line
            if held < lower { return (lower, .lower) }
            if let upper, line > upper { return (upper, .upper) }
            return (line, .none)
        }
        let held = max(lower, line)
        if let upper, upper < held { return (upper, .upper) }
        if line < lower { return (lower, .lower) }
        return (line, .none)
    }
}
