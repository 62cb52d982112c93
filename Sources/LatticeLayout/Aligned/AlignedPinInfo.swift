/// Header pinning of FSQCollectionViewAlignedLayout (`shouldPinSectionHeadersToTop`,
/// AlignedLayoutRules §10), as a value the viewer's inspector can explain:
///
///     y = min(max(contentOffset.y + contentInset.top, sectionRect.top), sectionRect.bottom - headerHeight)
public struct AlignedPinInfo: Hashable, Sendable {
    /// Which term of the pin rule decides the header's y.
    public enum Limit: String, Hashable, Sendable {
        /// Pinning is off, or the section has no items: the header keeps its resting frame.
        case notPinnable
        /// `sectionRect.top` wins: the header is at its resting place.
        case sectionTop
        /// `contentOffset.y + contentInset.top` wins: the header follows the top of the visible area.
        case viewportEdge
        /// `sectionRect.bottom - headerHeight` wins: the end of the section pushes the header up (or parks it).
        case sectionEnd
    }

    public var section: Int
    /// `(0, sectionTop, W, headerHeight)`.
    public var restingFrame: Rect
    /// The frame for the current content offset.
    public var frame: Rect
    /// Pinning on and the section has items.
    public var isPinnable: Bool
    /// `contentOffset.y + contentInset.top`.
    public var viewportEdge: Double
    /// `sectionRect.top` (the lower limit).
    public var sectionTop: Double
    /// `sectionRect.bottom` (includes the section's bottom inset, not `sectionSpacing`).
    public var sectionBottom: Double
    public var headerHeight: Double
    /// The term of the rule that decided `frame.y`.
    public var activeLimit: Limit
    /// The frame differs from the resting frame.
    public var isPinned: Bool
    /// `Int.max` for a pinnable header (FSQ: NSIntegerMax), else 0.
    public var zIndex: Int

    /// The upper limit of the rule, `sectionRect.bottom - headerHeight`.
    public var upperLimit: Double { sectionBottom - headerHeight }

    /// The same pinning in the terms every layout shares (line = the viewport's edge, lo = the
    /// section's top, hi = its bottom minus the header), for the viewer's inspector.
    /// `offset` and `insetTop` are the two terms of the line.
    public func headerPin(offset: Double, insetTop: Double) -> HeaderPin {
        let clamp: HeaderPin.Clamp
        switch activeLimit {
        case .notPinnable, .viewportEdge: clamp = .none
        case .sectionTop: clamp = .lower
        case .sectionEnd: clamp = .upper
        }
        return HeaderPin(section: section, lineTerms: [HeaderPin.Term("off", offset), HeaderPin.Term("inset.top", insetTop)],
                         restingFrame: restingFrame, frame: frame, line: viewportEdge, lowerClamp: sectionTop,
                         upperClamp: upperLimit, activeClamp: clamp, isPinned: isPinned,
                         upperClampSource: "end of \(section):")
    }

    /// Applies the pin rule. Pure: everything it needs is passed in.
    public init(section: Int, width: Double, sectionTop: Double, sectionBottom: Double, headerHeight: Double,
                isPinnable: Bool, viewportEdge: Double) {
        self.section = section
        self.sectionTop = sectionTop; self.sectionBottom = sectionBottom; self.headerHeight = headerHeight
        self.isPinnable = isPinnable; self.viewportEdge = viewportEdge
        restingFrame = Rect(x: 0, y: sectionTop, width: width, height: headerHeight)
        var y = sectionTop
        if isPinnable {
            let lower = Swift.max(viewportEdge, sectionTop)
            let upper = sectionBottom - headerHeight
            if upper < lower {
                y = upper; activeLimit = .sectionEnd
            } else if viewportEdge > sectionTop {
                y = viewportEdge; activeLimit = .viewportEdge
            } else {
                activeLimit = .sectionTop
            }
            zIndex = Int.max
        } else {
            activeLimit = .notPinnable
            zIndex = 0
        }
        frame = Rect(x: 0, y: y, width: width, height: headerHeight)
        isPinned = frame != restingFrame
    }
}
