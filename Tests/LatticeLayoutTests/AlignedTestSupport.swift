import LatticeLayout

/// Helpers shared by the Aligned*Tests files.


/// An item of size `w` x `h` with optional cell attributes.
func cell(_ w: Double, _ h: Double, insets: EdgeInsets = .zero, begin: Bool = false, end: Bool = false,
          indent: Bool = false) -> AlignedItem {
    AlignedItem(size: Size(width: w, height: h), insets: insets, shouldBeginLine: begin, shouldEndLine: end,
                startLineIndentation: indent)
}

/// Options with no content insets (most doc examples use contentInsets 0).
func bareOptions(sectionSpacing: Double = 10, pin: Bool = true,
                 defaultCellSize: Size = Size(width: 100, height: 100)) -> AlignedLayoutOptions {
    AlignedLayoutOptions(defaultCellSize: defaultCellSize, sectionSpacing: sectionSpacing,
                         contentInsets: .zero, pinSectionHeaders: pin)
}

/// A prepared layout for a viewport `width` x `height` at vertical offset `offsetY`.
func alignedLayout(_ sections: [AlignedSection], width: Double = 320, height: Double = 480,
                   options: AlignedLayoutOptions = AlignedLayoutOptions(),
                   offsetY: Double = 0, contentInsetTop: Double = 0) -> AlignedLayout {
    let layout = AlignedLayout(
        sections: sections, options: options,
        collectionView: CollectionViewGeometry(bounds: R(0, offsetY, width, height),
                                               contentInset: EdgeInsets(top: contentInsetTop)))
    layout.prepare()
    return layout
}

extension AlignedLayout {
    /// The cell frames of one section, in item order.
    func frames(section: Int) -> [Rect] {
        (0..<numberOfItems(inSection: section)).map { attributesForItem(at: IndexPath(item: $0, section: section))!.frame }
    }
    /// The x of every cell of a section.
    func xs(section: Int) -> [Double] { frames(section: section).map(\.x) }
    /// The y of every cell of a section.
    func ys(section: Int) -> [Double] { frames(section: section).map(\.y) }
    /// The header frame of a section (nil: none).
    func headerFrame(_ section: Int) -> Rect? {
        attributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame
    }
    /// Moves the viewport to `y` the way a host does (ask, then invalidate), and prepares.
    func scroll(toY y: Double) {
        var b = collectionView.bounds
        b.origin.y = y
        if shouldInvalidate(forBoundsChange: b) { invalidate(with: invalidationContext(forBoundsChange: b)) }
        collectionView.bounds = b
        prepare()
    }
}
