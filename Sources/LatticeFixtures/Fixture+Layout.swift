import LatticeLayout

/// The bridge from a validated fixture to a live layout: the collection view it describes and
/// the layout its type makes (each type's file shapes the sections as its layout reads them).
extension Fixture {
    /// The collection view the fixture describes, at `viewport` (the fixture's own viewport, or
    /// the terminal's, or 320x480 headless) and at the fixture's content offset.
    public func collectionViewGeometry(viewport: Size) -> CollectionViewGeometry {
        CollectionViewGeometry(bounds: Rect(origin: contentOffset, size: viewport), contentInset: contentInset)
    }

    /// A new, unprepared layout of the fixture's type (its `LayoutType`'s `make`) with its
    /// sections and options; an empty list where the type makes none (a program's type read
    /// without its catalogue).
    public func makeLayout(viewport: Size) -> CollectionLayout {
        layout.make(self, viewport: viewport)
            ?? ListLayout(sections: [], options: ListLayoutOptions(), collectionView: collectionViewGeometry(viewport: viewport))
    }
}
