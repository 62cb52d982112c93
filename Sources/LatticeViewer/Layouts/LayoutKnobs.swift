import LatticeLayout

/// The layout options the viewer's keys turn: `d` the scroll direction, `s` sticky (pinned)
/// headers, `e` stretch to edge, `]` `[` the sticky line's offset and `}` `{` the top content
/// inset.
///
/// The viewer's own names, one set for every layout: each layout's `*+Viewer.swift` maps its own
/// options to and from these, and ``KnobSupport`` says which of them it has. A knob a layout
/// does not have reads as its default, and setting it changes nothing. Options that no key
/// turns (IGList's `showHeaderWhenEmpty`, the screen scale, the flow layout's spacings, …) are
/// not here: setting a layout's knobs leaves them as the fixture set them.
public struct LayoutKnobs: Hashable, Sendable {
    /// Which axis scrolls (`d`): IGList's, `UICollectionViewFlowLayout`'s,
    /// `SWCollectionViewLineLayout`'s and the compositional configuration's `scrollDirection`.
    /// FSQCollectionViewAlignedLayout scrolls vertically only.
    public var scrollDirection: ScrollDirection
    /// Section headers stick to (pin at) the top of the visible bounds while their section
    /// scrolls by (`s`): IGList's `stickyHeaders`, `UICollectionViewFlowLayout`'s
    /// `sectionHeadersPinToVisibleBounds`, FSQCollectionViewAlignedLayout's `pinSectionHeaders`
    /// (`shouldPinSectionHeadersToTop`).
    public var stickyHeaders: Bool
    /// Added to the content offset where headers stick (`}` `{`): IGList's `topContentInset`.
    public var topContentInset: Double
    /// An item that ends within a point of its row's end is stretched to it (`e`): IGList's
    /// `stretchToEdge`.
    public var stretchToEdge: Bool
    /// Moves the sticky line along the scroll axis (`]` `[`): IGList's `stickyHeaderYOffset`.
    public var stickyHeaderYOffset: Double

    /// Knobs; each one left out is its layout-neutral default (vertical, off, 0).
    public init(scrollDirection: ScrollDirection = .vertical, stickyHeaders: Bool = false, topContentInset: Double = 0,
                stretchToEdge: Bool = false, stickyHeaderYOffset: Double = 0) {
        self.scrollDirection = scrollDirection
        self.stickyHeaders = stickyHeaders
        self.topContentInset = topContentInset
        self.stretchToEdge = stretchToEdge
        self.stickyHeaderYOffset = stickyHeaderYOffset
    }
}
