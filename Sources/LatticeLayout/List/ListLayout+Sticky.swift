/// IGListCollectionViewLayout's sticky headers (ListLayoutRules §6):
///
///     line = contentOffset_S + topContentInset + stickyHeaderYOffset
///     pos = min(max(lo, line), hi)
extension ListLayout {
    /// The header of section `s` as returned at the current content offset: its resting frame
    /// moved along S by the sticky formula when sticky headers are on (ListLayoutRules §6).
    @inline(__always) func headerFrame(section s: Int) -> (frame: Rect, pinned: Bool) {
        let resting = records[s].header
        guard options.stickyHeaders else { return (resting, false) }
        let (pos, _, _, _) = stickyPosition(section: s)
        let frame = resting.with(minS: pos, laidOutDirection)
        return (frame, frame != resting)
    }

    /// pos = min(max(lo, line), hi), hi only when a next section exists (`HeaderPin.pinnedHeaderStart`).
    @inline(__always) private func stickyPosition(section s: Int) -> (pos: Double, line: Double, hi: Double?, clamp: HeaderPin.Clamp) {
        let d = laidOutDirection
        let record = records[s]
        let line = collectionView.bounds.origin.s(d) + options.topContentInset + options.stickyHeaderYOffset
        let hi = s + 1 < records.count ? records[s + 1].bounds.minS(d) - record.header.lenS(d) : nil
        let (pos, clamp) = HeaderPin.pinnedHeaderStart(line: line, lower: record.bounds.minS(d), upper: hi)
        return (pos, line, hi, clamp)
    }

    /// The pin rule for section `s`'s header at the current offset (`HeaderPin`, for the
    /// viewer's inspector and for tests): its resting frame, the line
    /// `contentOffset_S + topContentInset + stickyHeaderYOffset` with those three terms, lo (the
    /// section's start) and hi (the next section's start minus the header's S length; nil for
    /// the last section). Nil when `s` is out of range or the section shows no header (no
    /// header, or a hidden empty section). With sticky headers off the clamps and line are
    /// still reported, but `frame` is the resting frame and nothing is pinned.
    public func headerPin(section s: Int) -> HeaderPin? {
        guard s >= 0, s < records.count else { return nil }
        let d = laidOutDirection
        let resting = records[s].header
        guard resting.lenS(d) > 0 else { return nil }
        let lo = records[s].bounds.minS(d)
        let (_, line, hi, rule) = stickyPosition(section: s)
        let (frame, pinned) = headerFrame(section: s)
        let clamp = options.stickyHeaders ? rule : .none
        let terms = [HeaderPin.Term("off", collectionView.bounds.origin.s(d)), HeaderPin.Term("top", options.topContentInset),
                     HeaderPin.Term("yOff", options.stickyHeaderYOffset)]
        return HeaderPin(section: s, restingFrame: resting, frame: frame, line: line, lineTerms: terms,
                         lowerClamp: lo, upperClamp: hi, upperClampSource: .nextSectionStart,
                         activeClamp: clamp, isPinnable: options.stickyHeaders, isPinned: pinned)
    }
}
