/// Pinned headers and footers (FlowLayoutRules §6), UIKit's `sectionHeadersPinToVisibleBounds`
/// and `sectionFootersPinToVisibleBounds`, through the one clamp of `HeaderPin`:
///
///     top    = contentOffset_S + contentInset's leading side
///     bottom = contentOffset_S + viewport length − contentInset's trailing side
///     header = min(max(top, headerStart), sectionEnd − headerLength)
///     footer = max(min(bottom − footerLength, footerStart), sectionStart)
///
/// lattice's reading of Apple's words, not measured on a device. The position found is snapped to
/// the pixel grid as a cell's origin is (FlowLayoutRules §11; inferred, not measured).
extension FlowLayout {
    /// The visible area's leading and trailing edges along S (`top`, `bottom`).
    @inline(__always) func visibleEdges() -> (top: Double, bottom: Double) {
        let d = storage.direction
        let off = collectionView.bounds.origin.s(d), ci = collectionView.contentInset
        return (off + ci.leadS(d), off + collectionView.bounds.size.s(d) - ci.trailS(d))
    }

    /// Section `s`'s header as returned now: pinned when headers pin, else resting.
    @inline(__always) func headerFrame(_ s: Int) -> (frame: Rect, pinned: Bool) {
        let r = storage.records[s], d = storage.direction
        guard options.sectionHeadersPinToVisibleBounds else { return (r.header, false) }
        let len = r.header.lenS(d)
        let pos = HeaderPin.pinnedHeaderStart(line: visibleEdges().top, lower: r.start, upper: r.end - len).position
        let frame = r.header.with(minS: storage.grid.snap(pos), d)
        return (frame, frame != r.header)
    }

    /// Section `s`'s footer as returned now: pinned when footers pin, else resting.
    @inline(__always) func footerFrame(_ s: Int) -> (frame: Rect, pinned: Bool) {
        let r = storage.records[s], d = storage.direction
        guard options.sectionFootersPinToVisibleBounds else { return (r.footer, false) }
        let len = r.footer.lenS(d)
        let pos = HeaderPin.pinnedFooterStart(line: visibleEdges().bottom - len, lower: r.start, upper: r.footer.minS(d)).position
        let frame = r.footer.with(minS: storage.grid.snap(pos), d)
        return (frame, frame != r.footer)
    }

    /// The pin rule for section `s`'s header with its numbers (for the viewer's inspector and
    /// tests); nil when out of range or the section has no header. With pinning off the clamps
    /// are still reported, but `frame` is the resting frame and nothing is pinned.
    public func headerPin(section s: Int) -> HeaderPin? {
        guard s >= 0, s < storage.records.count else { return nil }
        let r = storage.records[s], d = storage.direction
        let len = r.header.lenS(d)
        guard len > 0 else { return nil }
        let top = visibleEdges().top, upper = r.end - len
        let rule = HeaderPin.pinnedHeaderStart(line: top, lower: r.start, upper: upper)
        let (frame, pinned) = headerFrame(s)
        let pinnable = options.sectionHeadersPinToVisibleBounds
        return HeaderPin(section: s, restingFrame: r.header, frame: frame, line: top, lineTerms: terms(leading: true),
                         lowerClamp: r.start, lowerClampSource: .sectionStart, upperClamp: upper, upperClampSource: .sectionEnd,
                         activeClamp: pinnable ? rule.clamp : .none, isPinnable: pinnable, isPinned: pinned)
    }

    /// The pin rule for section `s`'s footer with its numbers: `line` is `bottom − footerLength`,
    /// the lower clamp the section's start, the upper clamp the footer's resting start. Nil
    /// when out of range or the section has no footer.
    public func footerPin(section s: Int) -> HeaderPin? {
        guard s >= 0, s < storage.records.count else { return nil }
        let r = storage.records[s], d = storage.direction
        let len = r.footer.lenS(d)
        guard len > 0 else { return nil }
        let line = visibleEdges().bottom - len
        let rule = HeaderPin.pinnedFooterStart(line: line, lower: r.start, upper: r.footer.minS(d))
        let (frame, pinned) = footerFrame(s)
        let pinnable = options.sectionFootersPinToVisibleBounds
        var pin = HeaderPin(section: s, restingFrame: r.footer, frame: frame, line: line,
                            lineTerms: terms(leading: false) + [HeaderPin.Term("-footer", -len)],
                            lowerClamp: r.start, lowerClampSource: .sectionStart, upperClamp: r.footer.minS(d),
                            upperClampSource: .restingPosition, activeClamp: pinnable ? rule.clamp : .none,
                            isPinnable: pinnable, isPinned: pinned)
        pin.element = .footer
        return pin
    }

    /// The terms of `top` (`off + inset.lead`) or of `bottom` (`off + view − inset.trail`).
    private func terms(leading: Bool) -> [HeaderPin.Term] {
        let d = storage.direction, ci = collectionView.contentInset
        let off = HeaderPin.Term("off", collectionView.bounds.origin.s(d))
        let side = d == .vertical ? (leading ? "top" : "bottom") : (leading ? "left" : "right")
        if leading { return [off, HeaderPin.Term("inset.\(side)", ci.leadS(d))] }
        return [off, HeaderPin.Term("view", collectionView.bounds.size.s(d)), HeaderPin.Term("-inset.\(side)", -ci.trailS(d))]
    }
}
