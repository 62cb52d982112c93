/// `layoutAttributesForElementsInRect:` and the single-element queries
/// (CompositionalLayoutRules §4.3, §5.2, §6, §8, §9).
///
/// The rect query finds the first section that may reach the rect by binary search, then in
/// each section finds the groups that meet the rect by arithmetic (the section repeats one
/// shape at a fixed step), so it costs O(log n + k) for k elements returned.
extension CompositionalLayout {
    public func attributes(in rect: Rect, into result: inout [LayoutAttributes]) {
        let d = laidOutDirection
        let low = rect.minS(d), high = rect.maxS(d)
        for b in layoutBoundaries { appendBoundary(b, rect, &result) }
        for s in sectionSearch.candidates(after: low, before: high) {
            let r = records[s]
            guard r.reachMaxS > low, r.reachMinS < high else { continue }
            for b in decorations[r.decorationRange] where b.frame.meets(rect) { result.append(decorationAttributes(b)) }
            appendCells(section: s, rect, &result)
            for b in boundaries[r.boundaryRange] { appendBoundary(b, rect, &result) }
        }
    }

    /// The cells of section `s` that meet `rect`: only groups whose reach meets the rect along
    /// the axis they repeat on are visited.
    private func appendCells(section s: Int, _ rect: Rect, _ result: inout [LayoutAttributes]) {
        let r = records[s]
        guard r.groupCount > 0 else { return }
        let d = laidOutDirection, shape = shapes[s], k = shape.leaves.count
        // Groups repeat along S, or along F in an orthogonal section (F of d is S of d.toggled).
        let along = r.isOrthogonal ? d.toggled : d
        let base = r.origin(ofGroup: 0, d).s(along)
        var first = 0, last = r.groupCount - 1
        if r.step > 0 {
            first = Self.index((rect.minS(along) - base - shape.reach.maxS(along)) / r.step, below: r.groupCount)
            last = Self.index(((rect.maxS(along) - base - shape.reach.minS(along)) / r.step).rounded(.up), below: r.groupCount)
        }
        guard first <= last else { return }
        let z = r.decorationRange.isEmpty ? 0 : 1
        for g in first ... last {
            let o = r.origin(ofGroup: g, d)
            let end = min(k, r.itemCount - g * k)
            for j in 0 ..< end {
                let frame = shape.leaves[j].offsetBy(dx: o.x, dy: o.y)
                if frame.meets(rect) { result.append(.cell(IndexPath(item: g * k + j, section: s), frame: frame, zIndex: z)) }
            }
        }
    }

    /// `x` as an index in `0 ..< count` (rounded down; NaN and negatives give 0).
    @inline(__always) static func index(_ x: Double, below count: Int) -> Int {
        guard x > 0 else { return 0 }
        return x >= Double(count - 1) ? count - 1 : Int(x)
    }

    private func appendBoundary(_ b: CompositionalBoundaryRecord, _ rect: Rect, _ result: inout [LayoutAttributes]) {
        let a = boundaryAttributes(b)
        if a.frame.meets(rect) { result.append(a) }
    }

    func boundaryAttributes(_ b: CompositionalBoundaryRecord) -> LayoutAttributes {
        let frame = currentFrame(b)
        return LayoutAttributes(category: .supplementary, kind: b.kind, indexPath: b.indexPath, frame: frame,
                                zIndex: b.zIndex, isPinned: frame != b.resting)
    }

    func decorationAttributes(_ b: CompositionalDecorationRecord) -> LayoutAttributes {
        LayoutAttributes(category: .decoration, kind: b.kind, indexPath: IndexPath(item: 0, section: b.section),
                         frame: b.frame, zIndex: b.zIndex)
    }

    /// The frame of a cell: its group's origin plus its slot in the section's shape.
    public func attributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let s = indexPath.section, i = indexPath.item
        guard s >= 0, s < records.count, i >= 0, i < records[s].itemCount else { return nil }
        let r = records[s], shape = shapes[s], k = shape.leaves.count
        guard k > 0 else { return nil }
        let o = r.origin(ofGroup: i / k, laidOutDirection)
        return .cell(indexPath, frame: shape.leaves[i % k].offsetBy(dx: o.x, dy: o.y), zIndex: r.decorationRange.isEmpty ? 0 : 1)
    }

    /// A section's boundary item at (section, 0), or the layout's own at (0, 0)
    /// (CompositionalLayoutRules §6.5, §7.2).
    public func attributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if indexPath == IndexPath(item: 0, section: 0), let b = layoutBoundaries.first(where: { $0.kind == kind }) {
            return boundaryAttributes(b)
        }
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < records.count else { return nil }
        return boundaries[records[indexPath.section].boundaryRange].first { $0.kind == kind }.map(boundaryAttributes)
    }

    /// A section's background at (section, 0) (CompositionalLayoutRules §8.1).
    public func attributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath.item == 0, indexPath.section >= 0, indexPath.section < records.count else { return nil }
        return decorations[records[indexPath.section].decorationRange].first { $0.kind == kind }.map(decorationAttributes)
    }
}
