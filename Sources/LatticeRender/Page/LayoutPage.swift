import LatticeLayout

/// What `lattice export --html` writes: one self-contained page per export, in which a person
/// scrolls the layout natively (wheel, trackpad, keys) in a viewport of the fixture's size, and
/// pinned headers move as the layout moves them. One `Pane` per layout (two for `--compare`).
///
/// The page holds frames, not rules: every element at its frame, and every element whose frame
/// depends on the content offset with its `OffsetMotion` (exact linear pieces computed by the
/// layout from its own pin rule); the page's script only evaluates those pieces and draws the
/// elements in view.
public struct LayoutPage: Sendable {
    /// One scrolling viewport and everything in its content.
    public struct Pane: Sendable {
        /// The fixture's name, and one line of facts under it (layout, sizes).
        public var title: String
        public var subtitle: String
        public var direction: ScrollDirection
        /// `UICollectionView.bounds.size`.
        public var viewportSize: Size
        /// `collectionViewContentSize`.
        public var contentSize: Size
        /// The smallest and largest content offsets scrolling reaches (`-contentInset` …
        /// `contentSize - bounds.size + contentInset`).
        public var minimumOffset: Point
        public var maximumOffset: Point
        /// Where the page starts scrolled to.
        public var offset: Point
        /// Every element of the content at its frame (a moving element at its resting frame),
        /// with its label (same indices).
        public var elements: [LayoutAttributes]
        public var labels: [String]
        /// The moving elements: index into `elements`, and the motion of its start along the
        /// scroll axis.
        public var motions: [(element: Int, motion: OffsetMotion)]
        /// The pin marker and ellipsis follow `--ascii`.
        public var glyphs: Glyphs

        public init(title: String, subtitle: String, direction: ScrollDirection, viewportSize: Size, contentSize: Size,
                    minimumOffset: Point, maximumOffset: Point, offset: Point, elements: [LayoutAttributes],
                    labels: [String], motions: [(element: Int, motion: OffsetMotion)], glyphs: Glyphs) {
            self.title = title; self.subtitle = subtitle; self.direction = direction
            self.viewportSize = viewportSize; self.contentSize = contentSize
            self.minimumOffset = minimumOffset; self.maximumOffset = maximumOffset; self.offset = offset
            self.elements = elements; self.labels = labels; self.motions = motions; self.glyphs = glyphs
        }
    }

    public var panes: [Pane]
    public init(panes: [Pane]) { self.panes = panes }
}
