/// One `prepare()` of `CompositionalLayout`: sections stacked along the scroll axis, each
/// repeating its group, with boundary items and backgrounds (CompositionalLayoutRules §4 to §8).
/// Written once for both scroll directions with the S/F helpers of `Axis.swift`.
struct CompositionalLayoutPass {
    let options: CompositionalLayoutOptions
    let sections: [CompositionalSection]
    let d: ScrollDirection
    /// The layout container C: the viewport less the content inset (CompositionalLayoutRules §0.2).
    let container: Size

    var records: [CompositionalSectionRecord] = []
    var shapes: [CompositionalGroupShape] = []
    var boundaries: [CompositionalBoundaryRecord] = []
    var layoutBoundaries: [CompositionalBoundaryRecord] = []
    var decorations: [CompositionalDecorationRecord] = []
    var contentSize = Size.zero
    var warnings: [LayoutWarning] = []

    init(options: CompositionalLayoutOptions, collectionView: CollectionViewGeometry, sections: [CompositionalSection]) {
        self.options = options
        self.sections = sections
        d = options.scrollDirection
        let b = collectionView.bounds.size, i = collectionView.contentInset
        container = Size(s: max(0, b.s(d) - i.leadS(d) - i.trailS(d)), f: max(0, b.f(d) - i.leadF(d) - i.trailF(d)), d)
    }

    /// CompositionalLayoutRules §4.1, §4.6, §7.2: the layout's header, the sections with
    /// `interSectionSpacing` between them, the layout's footer.
    mutating func run() {
        records.reserveCapacity(sections.count)
        shapes.reserveCapacity(sections.count)
        let own = options.boundarySupplementaryItems
        var cursor = room(own, .start, sizing: container)
        for s in sections.indices {
            if s > 0 { cursor += options.interSectionSpacing }
            cursor = layOutSection(s, start: cursor)
        }
        let end = cursor + room(own, .end, sizing: container)
        layoutBoundaries = place(own, IndexPath(item: 0, section: 0), extent: (0, end), contentStart: 0,
                                 across: (0, container.f(d)), sizing: container)
        contentSize = Size(s: end, f: container.f(d), d)
    }

    /// One section from `start` along S; returns its end (CompositionalLayoutRules §4.2 to §4.5,
    /// §5).
    mutating func layOutSection(_ s: Int, start: Double) -> Double {
        let section = sections[s]
        let ins = section.contentInsets
        // CompositionalLayoutRules §1.4: the section's group is sized against the content area.
        let content = Size(s: max(0, container.s(d) - ins.leadS(d) - ins.trailS(d)),
                           f: max(0, container.f(d) - ins.leadF(d) - ins.trailF(d)), d)
        let shape = CompositionalGroupShape(group: section.group, size: section.group.layoutSize.resolved(in: content))
        let k = shape.leaves.count
        var r = CompositionalSectionRecord()
        r.itemCount = max(0, section.itemCount)
        r.groupCount = k > 0 ? (r.itemCount + k - 1) / k : 0
        noteProblems(s, shape, itemCount: r.itemCount)

        // CompositionalLayoutRules §6.1: boundary items follow the content insets unless told
        // otherwise.
        let follows = section.supplementariesFollowContentInsets
        let sizing = follows ? content : container
        let items = section.boundarySupplementaryItems
        let contentStart = start + room(items, .start, sizing: sizing) + ins.leadS(d)
        let groupsLength = placeGroups(section, shape, start: contentStart, into: &r)
        r.start = start
        r.end = contentStart + groupsLength + ins.trailS(d) + room(items, .end, sizing: sizing)

        r.boundaryRange = boundaries.count ..< boundaries.count + items.count
        boundaries += place(items, IndexPath(item: 0, section: s), extent: (r.start, r.end), contentStart: contentStart,
                            across: follows ? (ins.leadF(d), content.f(d)) : (0, container.f(d)), sizing: sizing)
        // CompositionalLayoutRules §8.1: a background covers the section's extent across the whole
        // container.
        let whole = Rect(minS: r.start, lenS: r.end - r.start, minF: 0, lenF: container.f(d), d)
        r.decorationRange = decorations.count ..< decorations.count + section.decorationItems.count
        for item in section.decorationItems {
            decorations.append(CompositionalDecorationRecord(kind: item.elementKind, section: s,
                                                             frame: Self.inset(whole, item.contentInsets), zIndex: item.zIndex))
        }
        setReach(&r, shape)
        records.append(r)
        shapes.append(shape)
        return r.end
    }

    /// The groups' origin and step (CompositionalLayoutRules §4.3 along S,
    /// CompositionalLayoutRules §5.2 along F with CompositionalLayoutRules §5.7's centring) and the
    /// orthogonal offset's range (CompositionalLayoutRules §5.5, §5.6); returns the groups' length
    /// along S.
    func placeGroups(_ section: CompositionalSection, _ shape: CompositionalGroupShape, start: Double,
                     into r: inout CompositionalSectionRecord) -> Double {
        let ins = section.contentInsets, spacing = section.interGroupSpacing
        let g = Double(r.groupCount), gaps = Double(max(0, r.groupCount - 1))
        guard section.orthogonalScrollingBehavior != .none else {
            r.groupOrigin = Point(s: start, f: ins.leadF(d), d)
            r.step = shape.size.s(d) + spacing
            return g * shape.size.s(d) + gaps * spacing
        }
        r.isOrthogonal = true
        let centring = section.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (container.f(d) - shape.size.f(d)) / 2) : 0
        r.groupOrigin = Point(s: start, f: ins.leadF(d) + centring, d)
        r.step = shape.size.f(d) + spacing
        let sideways = ins.leadF(d) + 2 * centring + g * shape.size.f(d) + gaps * spacing + ins.trailF(d)
        r.maximumOrthogonalOffset = max(0, sideways - container.f(d))
        r.orthogonalOffset = min(max(section.orthogonalOffset, 0), r.maximumOrthogonalOffset)
        return r.groupCount > 0 ? shape.size.s(d) : 0
    }

    /// The room items at one end of the section make along S: the longest of those that
    /// extend the boundary (CompositionalLayoutRules §6.3).
    func room(_ items: [CompositionalBoundaryItem], _ end: CompositionalAlignment.Place, sizing: Size) -> Double {
        var longest = 0.0
        for item in items where item.extendsBoundary && item.alignment.placeS(d) == end {
            longest = max(longest, item.layoutSize.resolved(in: sizing).s(d))
        }
        return longest
    }

    /// Boundary items at their resting frames (CompositionalLayoutRules §6.2): along S at the
    /// extent's start or end (an alignment naming no S edge: at the content start), across at the
    /// alignment's side of `across` (start, length), then moved by `absoluteOffset`.
    func place(_ items: [CompositionalBoundaryItem], _ indexPath: IndexPath, extent: (Double, Double),
               contentStart: Double, across: (Double, Double), sizing: Size) -> [CompositionalBoundaryRecord] {
        items.map { item in
            let size = item.layoutSize.resolved(in: sizing)
            let placeS = item.alignment.placeS(d)
            let minS: Double
            switch placeS {
            case .start?: minS = extent.0
            case .end?: minS = extent.1 - size.s(d)
            default: minS = contentStart
            }
            let minF: Double
            switch item.alignment.placeF(d) {
            case .start: minF = across.0
            case .end: minF = across.0 + across.1 - size.f(d)
            case .center: minF = across.0 + (across.1 - size.f(d)) / 2
            }
            let frame = Rect(minS: minS, lenS: size.s(d), minF: minF, lenF: size.f(d), d)
                .offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
            return CompositionalBoundaryRecord(kind: item.elementKind, indexPath: indexPath, resting: frame,
                                               zIndex: item.zIndex, pins: item.pinToVisibleBounds && placeS != nil,
                                               isTrailing: placeS == .end, extentStart: extent.0, extentEnd: extent.1)
        }
    }

    /// The section's reach along S: its extent, its cells (which may overhang their groups),
    /// its boundary items and its backgrounds.
    func setReach(_ r: inout CompositionalSectionRecord, _ shape: CompositionalGroupShape) {
        var low = min(r.start, r.end), high = max(r.start, r.end)
        if r.groupCount > 0 {
            let first = r.origin(ofGroup: 0, d).s(d), last = r.origin(ofGroup: r.groupCount - 1, d).s(d)
            low = min(low, min(first, last) + shape.reach.minS(d))
            high = max(high, max(first, last) + shape.reach.maxS(d))
        }
        for b in boundaries[r.boundaryRange] {
            // A pinned item moves between its rest and its clamp (CompositionalLayoutRules §6.4):
            // both ends count.
            let rest = b.resting.minS(d), length = b.resting.lenS(d)
            let clamp = !b.pins ? rest : b.isTrailing ? b.extentStart : b.extentEnd - length
            low = min(low, min(rest, clamp))
            high = max(high, max(rest, clamp) + length)
        }
        for b in decorations[r.decorationRange] { low = min(low, b.frame.minS(d)); high = max(high, b.frame.maxS(d)) }
        r.reachMinS = low
        r.reachMaxS = high
    }

    /// `rect` shrunk by `insets` on each side (top, leading = left, bottom, trailing = right).
    static func inset(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        Rect(x: rect.x + insets.left, y: rect.y + insets.top,
             width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }

    /// Warnings `validate` and the viewer show: a group with no cells, a truncated group.
    mutating func noteProblems(_ s: Int, _ shape: CompositionalGroupShape, itemCount: Int) {
        if shape.leaves.isEmpty && itemCount > 0 {
            warnings.append(LayoutWarning(message: "sections[\(s)]: the group holds no cells, so its \(itemCount) items are not laid out"))
        }
        if shape.isTruncated {
            warnings.append(LayoutWarning(message: "sections[\(s)]: the group makes more than \(CompositionalGroupShape.maximumLeaves) cells; the rest are dropped"))
        }
    }
}
