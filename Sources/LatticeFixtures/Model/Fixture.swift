import LatticeLayout

/// A validated fixture (FixtureFormat §1): the collection view's geometry, the layout and
/// its options, and the sections with their items, `defaults:` applied and `repeat` /
/// `generate` expanded. Build one with `FixtureLoader`.
///
/// Every value here is checked: no NaN or infinity anywhere, no negative sizes, spacings or
/// counts, `screenScale > 0`. Section values are already resolved for the fixture's layout type
/// (a key the section leaves out comes from `defaults:`, else from the layout's own default), so
/// a layout reads them as they are.
public struct Fixture: Sendable, Equatable {
    /// `name:`, shown in the status bar.
    public var name: String?
    /// `viewport.width` / `viewport.height`, points; nil where the file gives none (the caller
    /// then uses the terminal or the headless 320 x 480). See `viewport(default:)`.
    public var viewportWidth: Double?
    public var viewportHeight: Double?
    /// The collection view's `contentInset` (negative sides allowed, as in UIKit).
    public var contentInset: EdgeInsets
    /// The initial `contentOffset` as the file gives it (any assignment counts as given).
    /// Where it gives none, the collection view starts where UIKit's does: see
    /// `initialContentOffset(adjustedContentInset:scrollDirection:)`.
    public var contentOffset: Point { didSet { hasContentOffset = true } }
    /// True when the file (or an option such as `--offset`) gives `contentOffset`.
    public private(set) var hasContentOffset: Bool
    /// The pixel grid frames round to (`UIScreen.scale`); default 2, always > 0.
    public var screenScale: Double
    /// `safeAreaInsets:`, the collection view's safe area (a notch, bars); zero by default.
    public var safeAreaInsets: EdgeInsets = .zero
    /// `contentInsetAdjustmentBehavior:`: how the safe area adds to `contentInset`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `layoutDirection:`: right-to-left mirrors a program's layout that flips
    /// (`flipsHorizontallyInOppositeLayoutDirection`).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// `layoutMargins:` (extension): the collection view's `layoutMargins` for a layout of a
    /// program's own; nil: UIKit's default for a view (8 on each side).
    public var layoutMargins: EdgeInsets?
    /// `traits:` (extension): size classes and content size category for a layout of a
    /// program's own.
    public var traits = FixtureTraits()
    /// `layout:` — which layout and its options.
    public var layout: FixtureLayout
    /// `layout.snap` (any layout type, a lattice extension): where flings come to rest, through
    /// `targetContentOffset(proposed:velocity:)`.
    public var snap: SnapMode = .none
    /// The sections in order, `repeat` expanded (`sections[i].sourceIndex` says which entry of
    /// the file each came from).
    public var sections: [FixtureSection]
    /// `elements:` of a `snapshot` layout (empty for every other type): the imported
    /// attributes, in the order given.
    public var elements: [SnapshotElement] = []
    /// The elements' tracks (`track:`), by position in `elements`: few elements have one, so
    /// they live here rather than in every element (FixtureFormat §9a).
    public var tracks: [Int: SnapshotTrack] = [:]
    /// The elements' `transform` / `transform3D`, by position in `elements`.
    public var transforms: [Int: SnapshotTransform] = [:]
    /// `check: {expect: [RULE, …]}`: the `lattice check` rules whose findings are this layout's
    /// known behaviour (reported as expected, never failing the check).
    public var checkExpectations: [String] = []
    /// `capture:` of a snapshot written by `LatticeCapture`.
    public var capture: CaptureInfo?

    public init(name: String? = nil, viewportWidth: Double? = nil, viewportHeight: Double? = nil,
                contentInset: EdgeInsets = .zero, contentOffset: Point? = nil, screenScale: Double = 2,
                layout: FixtureLayout = .list(ListLayoutOptions()), sections: [FixtureSection] = []) {
        self.name = name; self.viewportWidth = viewportWidth; self.viewportHeight = viewportHeight
        self.contentInset = contentInset; self.screenScale = screenScale
        self.contentOffset = contentOffset ?? .zero; self.hasContentOffset = contentOffset != nil
        self.layout = layout; self.sections = sections
    }

    /// The offset the collection view starts at: `contentOffset` when given, else UIKit's first
    /// offset, `-adjustedContentInset.top` (and `-adjustedContentInset.left` when the layout
    /// scrolls horizontally), so the first row starts below a safe area's bars rather than
    /// under them.
    public func initialContentOffset(adjustedContentInset inset: EdgeInsets, scrollDirection: ScrollDirection) -> Point {
        if hasContentOffset { return contentOffset }
        return Point(x: scrollDirection == .horizontal ? -inset.left : 0, y: -inset.top)
    }

    /// The viewport when the file gives both sides, else nil.
    public var viewport: Size? {
        guard let w = viewportWidth, let h = viewportHeight else { return nil }
        return Size(width: w, height: h)
    }

    /// The viewport, each side the file leaves out taken from `fallback` (the terminal's size,
    /// or 320 x 480 headless).
    public func viewport(default fallback: Size) -> Size {
        Size(width: viewportWidth ?? fallback.width, height: viewportHeight ?? fallback.height)
    }

    /// `adjustedContentInset` for content of `contentSize` in `viewport`: `contentInset` plus
    /// the safe area as `contentInsetAdjustmentBehavior` says (FixtureFormat §2).
    public func adjustedContentInset(contentSize: Size, viewport: Size) -> EdgeInsets {
        contentInsetAdjustmentBehavior.adjustedInset(contentInset: contentInset, safeArea: safeAreaInsets,
                                                     contentSize: contentSize, boundsSize: viewport)
    }

    /// The headless viewport of FixtureFormat §2 (320 x 480).
    public static let headlessViewport = Size(width: 320, height: 480)

    /// All items of all sections.
    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }

    /// The largest number of points a fixture may use, for any one value and for the sum of all
    /// its lengths (the fixture format, "Values": Bounds). Below it every coordinate a layout computes is
    /// finite and exact to well under a point (doubles hold integers exactly up to 2^53 ≈ 9e15),
    /// so sums cannot overflow to infinity or lose the picture to rounding.
    public static let maximumPoints = 1e15

    /// The sum of every length in the fixture: each item's width and height, each section's
    /// header, footer, insets and spacings (once per item), and the content inset. Every
    /// coordinate of the content lies within it.
    public var totalLength: Double {
        var total = abs(contentInset.top) + abs(contentInset.left) + abs(contentInset.bottom) + abs(contentInset.right)
        for s in sections {
            let spacing = s.lineSpacing + s.interitemSpacing + s.itemSpacing
            total += s.header.width + s.header.height + s.footer.width + s.footer.height
            total += abs(s.insets.top) + abs(s.insets.left) + abs(s.insets.bottom) + abs(s.insets.right)
            total += spacing * Double(s.itemCount)
            for size in s.itemSizes { total += size.width + size.height }
        }
        return total
    }
}

/// The snapshot layout's options.
public struct SnapshotOptions: Sendable, Equatable {
    /// The axis the viewer scrolls along (the paste does not say; `import` guesses it from the
    /// content and the viewport).
    public var scrollDirection: ScrollDirection = .vertical
    /// `contentSize`: the collection view's `contentSize` as captured; nil: the far corner of
    /// the union of the frames.
    public var contentSize: Size?
    public init(scrollDirection: ScrollDirection = .vertical, contentSize: Size? = nil) {
        self.scrollDirection = scrollDirection; self.contentSize = contentSize
    }
}

// The item side and the alignments are LatticeLayout's own enums (`LineItemSide`,
// `AlignedHorizontalAlignment`, `AlignedVerticalAlignment`): the fixture names their cases.
