import LatticeLayout

/// The bridge from a validated fixture to a live layout: the data a UICollectionView's data
/// source and delegate would hand the layout, in the shape each layout reads.
extension Fixture {
    /// The collection view the fixture describes, at `viewport` (the fixture's own viewport, or
    /// the terminal's, or 320x480 headless) and at the fixture's content offset.
    public func collectionViewGeometry(viewport: Size) -> CollectionViewGeometry {
        CollectionViewGeometry(bounds: Rect(origin: contentOffset, size: viewport), contentInset: contentInset)
    }

    /// A new, unprepared layout of the fixture's type with its sections and options.
    public func makeLayout(viewport: Size) -> CollectionLayout {
        let geometry = collectionViewGeometry(viewport: viewport)
        switch layout {
        case .list(let options):
            var options = options
            options.screenScale = screenScale
            return ListLayout(sections: listSections(), options: options, collectionView: geometry)
        case .aligned(let options):
            return AlignedLayout(sections: alignedSections(), options: options, collectionView: geometry)
        case .line(let options):
            return LineLayout(sections: lineSections(), options: options, collectionView: geometry)
        case .flow(let options):
            var options = options
            options.screenScale = screenScale
            return FlowLayout(sections: flowSections(), options: options, collectionView: geometry)
        case .compositional(let options):
            return CompositionalLayout(sections: compositionalSections(), options: options, collectionView: geometry)
        case .snapshot(let options):
            return SnapshotLayout(elements: elements, scrollDirection: options.scrollDirection, collectionView: geometry,
                                  contentSize: options.contentSize, tracks: tracks)
        case .custom(let options):
            // The program's type, checked when the fixture was read, built by its catalogue
            // entry; options made without one (no catalogue) get an empty list.
            return options.make?(self, viewport)
                ?? ListLayout(sections: [], options: ListLayoutOptions(), collectionView: geometry)
        }
    }

    // MARK: list (IGListCollectionViewLayout's delegate: sizes, insets, spacings, reference sizes)

    public func listSections() -> [ListSection] {
        sections.map { s in
            ListSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                        headerSize: s.header, footerSize: s.footer, itemSizes: s.itemSizes)
        }
    }

    // MARK: flow (UICollectionViewDelegateFlowLayout's answers, resolved section by section)

    public func flowSections() -> [FlowSection] {
        sections.map { s in
            FlowSection(insets: s.insets, lineSpacing: s.lineSpacing, interitemSpacing: s.interitemSpacing,
                        headerSize: s.header, footerSize: s.footer, itemSizes: s.itemSizes)
        }
    }

    // MARK: aligned (FSQCollectionViewAlignedLayout's section and cell attributes)

    public func alignedSections() -> [AlignedSection] {
        sections.map { s in
            var section = AlignedSection()
            section.horizontalAlignment = s.horizontalAlignment
            section.verticalAlignment = s.verticalAlignment
            section.itemSpacing = s.itemSpacing
            section.lineSpacing = s.lineSpacing
            section.insets = s.insets
            section.headerHeight = s.header.height
            section.items = s.itemSizes.indices.map { i in
                let a = s.alignedAttributes(ofItem: i)
                return AlignedItem(size: s.itemSizes[i], fillsLine: a.fillWidth, insets: a.insets,
                                   shouldBeginLine: a.shouldBeginLine, shouldEndLine: a.shouldEndLine,
                                   startLineIndentation: a.startLineIndentation)
            }
            return section
        }
    }

    // MARK: line (SWCollectionViewLineLayout: the flow layout's properties plus sides and labels)

    public func lineSections() -> [LineSection] {
        let itemSide: LineItemSide
        if case .line(let o) = layout { itemSide = o.itemSide } else { itemSide = .left }
        return sections.map { s in
            LineSection(insets: s.insets, headerSize: s.header, footerSize: s.footer,
                        interitemSpacing: s.interitemSpacing,
                        items: s.itemSizes.indices.map { i in
                            LineItem(size: s.itemSizes[i], side: s.lineSide(ofItem: i, default: itemSide),
                                     lineLabel: s.lineLabel(ofItem: i))
                        })
        }
    }

    // MARK: compositional (NSCollectionLayoutSection per section, the items counted)

    public func compositionalSections() -> [CompositionalSection] {
        sections.map { s in
            var section = s.compositional ?? CompositionalSection(group: CompositionalSection.fixtureDefaultGroup, itemCount: 0)
            section.itemCount = s.itemCount
            return section
        }
    }
}
