/// Boundary items with `pinToVisibleBounds` (CompositionalLayoutRules §6.4, §7.2), through the
/// one clamp of `HeaderPin.pinnedHeaderStart` / `HeaderPin.pinnedFooterStart`:
///
///     header: pos = min(max(rest, top line), extent end - length)
///     footer: pos = max(min(rest, bottom line), extent start)
///
/// The top line is the content offset plus the content inset's leading side along S; the
/// bottom line is the far edge of the visible bounds less the inset's trailing side and the
/// footer's length.
extension CompositionalLayout {
    /// The frame a boundary item has at the current bounds.
    @inline(__always) func currentFrame(_ b: CompositionalBoundaryRecord) -> Rect {
        guard b.pins else { return b.resting }
        return b.resting.with(minS: pinClamp(b).position, laidOutDirection)
    }

    /// The line the item follows and its two clamps.
    func pinTerms(_ b: CompositionalBoundaryRecord) -> (line: Double, lower: Double, upper: Double, terms: [HeaderPin.Term]) {
        let d = laidOutDirection, cv = collectionView
        let offset = cv.bounds.origin.s(d), rest = b.resting.minS(d), length = b.resting.lenS(d)
        if b.isTrailing {
            let view = cv.bounds.size.s(d), inset = cv.contentInset.trailS(d)
            return (offset + view - inset - length, b.extentStart, rest,
                    [.init("off", offset), .init("view", view), .init("-inset", -inset), .init("-len", -length)])
        }
        let inset = cv.contentInset.leadS(d)
        return (offset + inset, rest, b.extentEnd - length, [.init("off", offset), .init("inset", inset)])
    }

    @inline(__always) func pinClamp(_ b: CompositionalBoundaryRecord) -> (position: Double, clamp: HeaderPin.Clamp) {
        let t = pinTerms(b)
        return b.isTrailing ? HeaderPin.pinnedFooterStart(line: t.line, lower: t.lower, upper: t.upper)
                            : HeaderPin.pinnedHeaderStart(line: t.line, lower: t.lower, upper: t.upper)
    }

    /// The pin rule of a section's boundary item of `kind` (nil: none); `section` -1 names the
    /// layout's own items.
    public func boundaryPin(kind: String, section: Int) -> HeaderPin? {
        let candidates: ArraySlice<CompositionalBoundaryRecord>
        if section == -1 { candidates = layoutBoundaries[...] }
        else if section >= 0, section < records.count { candidates = boundaries[records[section].boundaryRange] }
        else { return nil }
        return candidates.first { $0.kind == kind }.map { pin($0, section: max(section, 0)) }
    }

    /// The kinds of section `s`'s boundary items that pin (`pinToVisibleBounds`).
    public func pinnedKinds(section s: Int) -> [String] {
        guard s >= 0, s < records.count else { return [] }
        return boundaries[records[s].boundaryRange].filter { $0.pins }.map { $0.kind }
    }

    /// The pin rule of section `s`'s header: its first pinned boundary item at the start of the
    /// section, else its first item there; nil when it has none.
    public func headerPin(section s: Int) -> HeaderPin? {
        guard s >= 0, s < records.count else { return nil }
        let items = boundaries[records[s].boundaryRange].filter { !$0.isTrailing }
        guard let b = items.first(where: \.pins) ?? items.first else { return nil }
        return pin(b, section: s)
    }

    private func pin(_ b: CompositionalBoundaryRecord, section: Int) -> HeaderPin {
        let t = pinTerms(b)
        let (_, clamp) = pinClamp(b)
        let frame = currentFrame(b)
        var info = HeaderPin(section: section, restingFrame: b.resting, frame: frame, line: t.line, lineTerms: t.terms,
                             lowerClamp: t.lower, lowerClampSource: .sectionStart,
                             upperClamp: t.upper, upperClampSource: b.isTrailing ? .restingPosition : .sectionEnd,
                             activeClamp: b.pins ? clamp : .none, isPinnable: b.pins, isPinned: frame != b.resting)
        info.element = b.isTrailing ? .footer : .header
        return info
    }
}
