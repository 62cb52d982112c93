/// Where a layout put one pinned (sticky) section header or footer and why: UIKit's
/// `sectionHeadersPinToVisibleBounds` (FlowLayoutRules §6), IGListCollectionViewLayout's
/// `stickyHeaders` (ListLayoutRules §6) and FSQCollectionViewAlignedLayout's
/// `shouldPinSectionHeadersToTop` (AlignedLayoutRules §10) all follow one rule:
///
///     pos = min(max(lower, line), upper)
///
/// and a pinned footer (UIKit's `sectionFootersPinToVisibleBounds`) its mirror image,
/// `pos = max(min(line, upper), lower)`. `HeaderPin.pinnedHeaderStart` and
/// `HeaderPin.pinnedFooterStart` are that arithmetic, the one place to correct should a device
/// show otherwise.
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

    /// Whether the pinned element is a section header or a section footer.
    public enum Element: Hashable, Sendable {
        case header
        case footer
    }

    /// What a clamp's value comes from.
    public enum ClampSource: Hashable, Sendable {
        /// The start of the header's own section (both layouts' lower clamp).
        case sectionStart
        /// The next section's start minus the header's length (IGList's upper clamp).
        case nextSectionStart
        /// The end of the header's own section minus the header's length (FSQ's upper clamp;
        /// the flow layout's, whose section ends after its footer where the next one starts).
        case sectionEnd
        /// A footer's own resting start (the flow layout's upper clamp for a pinned footer).
        case restingPosition
    }

    /// One term of the sum that makes `line`, with the short name the inspector shows
    /// (`off`, `top`, `yOff`, `inset.top`).
    public struct Term: Hashable, Sendable {
        public var name: String
        public var value: Double
        public init(_ name: String, _ value: Double) { self.name = name; self.value = value }
    }

    public var section: Int
    /// A header (every layout) or a footer (the flow layout's `sectionFootersPinToVisibleBounds`).
    public var element: Element = .header
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

extension HeaderPin {
    /// The pinned header's start along the scroll axis, `min(max(lower, line), upper)`, and the
    /// clamp that decided it: `.upper` when `upper < max(lower, line)`, else `.lower` when
    /// `line < lower`, else `.none`. A nil `upper` holds nothing (IGList's last section).
    /// FlowLayoutRules §6, ListLayoutRules §6.
    @inline(__always)
    public static func pinnedHeaderStart(line: Double, lower: Double, upper: Double?) -> (position: Double, clamp: Clamp) {
        let held = line > lower ? line : lower
        if let upper, upper < held { return (upper, .upper) }
        return (held, line < lower ? .lower : .none)
    }

    /// The pinned footer's start along the scroll axis, `max(min(line, upper), lower)`, where
    /// `line` is the visible area's trailing edge minus the footer's length, `upper` the
    /// footer's resting start and `lower` its section's start; the clamp that decided it:
    /// `.lower` when `lower > min(line, upper)` (lower wins), else `.upper` when `upper < line`,
    /// else `.none`. FlowLayoutRules §6.
    @inline(__always)
    public static func pinnedFooterStart(line: Double, lower: Double, upper: Double) -> (position: Double, clamp: Clamp) {
        let held = line < upper ? line : upper
        if lower > held { return (lower, .lower) }
        return (held, upper < line ? .upper : .none)
    }
}
