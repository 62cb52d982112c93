/// Header pinning of FSQCollectionViewAlignedLayout (`shouldPinSectionHeadersToTop`,
/// AlignedLayoutRules §10), as a `HeaderPin` the viewer's inspector can explain:
///
///     y = min(max(contentOffset.y + contentInset.top, sectionRect.top), sectionRect.bottom - headerHeight)
///
/// The line is the top of the visible area, the lower clamp the section's top, the upper clamp the
/// section's own bottom minus the header's height. A header of a section without items never pins
/// (AlignedLayoutRules §12.3); a pinnable header has the largest zIndex (FSQ: NSIntegerMax) and
/// reports `isPinned` when it has left its resting frame (AlignedLayoutRules §13).
extension AlignedLayout {
    /// The pin rule's values for section `section`'s header; nil when the section is out of
    /// range or has no header.
    public func headerPin(section: Int) -> HeaderPin? {
        guard storage.sections.indices.contains(section), var pin = headerPin(storage.sections[section], index: section)
        else { return nil }
        pin.lineTerms = [HeaderPin.Term("off", collectionView.contentOffset.y),
                         HeaderPin.Term("inset.top", collectionView.contentInset.top)]
        return pin
    }

    /// The rule without the named terms (allocation-free, for the rect query). When the line and
    /// the section's top are equal the top decides (`.lower`): the header is at its resting place.
    func headerPin(_ r: AlignedSectionRecord, index: Int) -> HeaderPin? {
        guard r.headerHeight > 0 else { return nil }
        let top = r.top, upper = r.bottom - r.headerHeight
        let edge = collectionView.contentOffset.y + collectionView.contentInset.top
        let pinnable = options.pinSectionHeaders && !r.items.isEmpty
        var y = top, clamp = HeaderPin.Clamp.none
        if pinnable {
            let lower = Swift.max(edge, top)
            if upper < lower {
                y = upper; clamp = .upper
            } else if edge > top {
                y = edge
            } else {
                clamp = .lower
            }
        }
        let resting = Rect(x: 0, y: top, width: storage.width, height: r.headerHeight)
        let frame = Rect(x: 0, y: y, width: storage.width, height: r.headerHeight)
        return HeaderPin(section: index, restingFrame: resting, frame: frame, line: edge,
                         lowerClamp: top, upperClamp: upper, upperClampSource: .sectionEnd,
                         activeClamp: clamp, isPinnable: pinnable, isPinned: frame != resting)
    }

    func headerAttributes(_ pin: HeaderPin) -> LayoutAttributes {
        LayoutAttributes(category: .supplementary, kind: ElementKind.header,
                         indexPath: IndexPath(item: 0, section: pin.section), frame: pin.frame,
                         zIndex: pin.isPinnable ? Int.max : 0, isPinned: pin.isPinned)
    }
}
