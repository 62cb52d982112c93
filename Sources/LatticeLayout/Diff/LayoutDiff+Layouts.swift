extension LayoutDiff {
    /// Compares two prepared layouts over `rect`: every element either layout returns for the
    /// rect (`layoutAttributesForElementsInRect:`). An element in the rect on one side only is
    /// looked up on the other (`layoutAttributesForItemAtIndexPath:` and friends), so one that
    /// moved out of the rect is reported as moved, not as disappeared.
    public init(old: CollectionLayout, new: CollectionLayout, in rect: Rect, tolerance: Double = LayoutDiff.defaultTolerance) {
        var a = old.attributes(in: rect), b = new.attributes(in: rect)
        let first = LayoutDiff(old: a, new: b, tolerance: tolerance)
        for change in first.changes {
            if change.kind == .appeared, let e = change.new, let other = Self.lookUp(e, in: old) { a.append(other) }
            if change.kind == .disappeared, let e = change.old, let other = Self.lookUp(e, in: new) { b.append(other) }
        }
        self.init(old: a, new: b, tolerance: tolerance)
    }

    /// The element `e` names, asked of `layout` directly; a section header or footer under
    /// either of its kind strings.
    static func lookUp(_ e: LayoutAttributes, in layout: CollectionLayout) -> LayoutAttributes? {
        var kinds = [e.kind]
        if ElementKind.isSectionHeader(e.kind) { kinds = [ElementKind.header, ElementKind.uiKitSectionHeader] }
        if ElementKind.isSectionFooter(e.kind) { kinds = [ElementKind.footer, ElementKind.uiKitSectionFooter] }
        switch e.category {
        case .cell: return layout.attributesForItem(at: e.indexPath)
        case .supplementary: return kinds.lazy.compactMap { layout.attributesForSupplementaryView(ofKind: $0, at: e.indexPath) }.first
        case .decoration: return kinds.lazy.compactMap { layout.attributesForDecorationView(ofKind: $0, at: e.indexPath) }.first
        }
    }
}
