/// What header pinning did to one section header, in the terms every layout shares: the header
/// rests at `restingFrame`, and its start along the scroll axis becomes
///
///     pos = min(max(lowerClamp, line), upperClamp)      (no upper clamp: max(lowerClamp, line))
///
/// IGListCollectionViewLayout's sticky headers (ListLayoutRules §6: line = offset +
/// topContentInset + stickyHeaderYOffset, lo = the section's start, hi = the next section's start
/// minus the header's length) and FSQCollectionViewAlignedLayout's pinned headers
/// (AlignedLayoutRules §10: line = offset.y + contentInset.top, lo = the section's top, hi = its
/// bottom minus the header's height) are both this rule. The viewer's inspector explains it from
/// this value alone, for every layout that can pin.
public struct HeaderPin: Hashable, Sendable {
    /// Which clamp decided the header's position.
    public enum Clamp: Hashable, Sendable {
        /// The header follows the line (or does not pin at all).
        case none
        /// Held at its own section's start: the line is before `lowerClamp`.
        case lower
        /// Held by the upper clamp, which is before `max(lowerClamp, line)` (the upper clamp wins).
        case upper
    }

    /// One named term of the line (`off 40`, `top 10`), for the inspector.
    public struct Term: Hashable, Sendable {
        public var name: String
        public var value: Double
        public init(_ name: String, _ value: Double) { self.name = name; self.value = value }
    }

    public var section: Int
    /// The terms that add up to `line`, named for the inspector.
    public var lineTerms: [Term]
    /// Where the header rests (where it is when nothing pins it).
    public var restingFrame: Rect
    /// The frame the layout returns at the current offset.
    public var frame: Rect
    /// The pinning edge along the scroll axis.
    public var line: Double
    /// lo: the section's start.
    public var lowerClamp: Double
    /// hi; nil when nothing holds the header from above (IGList's last section).
    public var upperClamp: Double?
    public var activeClamp: Clamp
    /// `frame != restingFrame`.
    public var isPinned: Bool
    /// What the upper clamp comes from, for the inspector; nil: the next section's start (IGList).
    public var upperClampSource: String?

    public init(section: Int, lineTerms: [Term] = [], restingFrame: Rect, frame: Rect, line: Double,
                lowerClamp: Double, upperClamp: Double?, activeClamp: Clamp, isPinned: Bool,
                upperClampSource: String? = nil) {
        self.section = section; self.lineTerms = lineTerms; self.restingFrame = restingFrame; self.frame = frame
        self.line = line; self.lowerClamp = lowerClamp; self.upperClamp = upperClamp
        self.activeClamp = activeClamp; self.isPinned = isPinned; self.upperClampSource = upperClampSource
    }
}
