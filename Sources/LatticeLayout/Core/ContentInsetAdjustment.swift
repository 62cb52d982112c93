/// `UIScrollView.ContentInsetAdjustmentBehavior`: how the safe area adds to the content inset.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    /// As `scrollableAxes` (there is no navigation controller in lattice).
    case automatic
    /// The safe area's edges on each axis the content scrolls along.
    case scrollableAxes
    /// Never.
    case never
    /// All four edges, always.
    case always

    /// `adjustedContentInset`: `contentInset` plus the safe area's edges this behaviour lets in.
    /// An axis scrolls when the content is longer than the bounds less the content insets along
    /// it, or when it always bounces.
    public func adjustedInset(contentInset c: EdgeInsets, safeArea s: EdgeInsets, contentSize: Size, boundsSize: Size,
                              alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false) -> EdgeInsets {
        let vertical: Bool, horizontal: Bool
        switch self {
        case .never: return c
        case .always: vertical = true; horizontal = true
        case .automatic, .scrollableAxes:
            vertical = alwaysBounceVertical || contentSize.height > boundsSize.height - c.top - c.bottom
            horizontal = alwaysBounceHorizontal || contentSize.width > boundsSize.width - c.left - c.right
        }
        return EdgeInsets(top: c.top + (vertical ? s.top : 0), left: c.left + (horizontal ? s.left : 0),
                          bottom: c.bottom + (vertical ? s.bottom : 0), right: c.right + (horizontal ? s.right : 0))
    }
}

/// `UIUserInterfaceLayoutDirection`, as a fixture's `layoutDirection:` names it.
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}
