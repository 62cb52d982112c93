/// `NSRectAlignment` read along the layout's axes (CompositionalLayoutRules §6.2).
extension CompositionalAlignment {
    /// Where along a line an item sits.
    enum Place { case start, center, end }

    /// Along the scroll axis: the section's start (a header), its end (a footer), or nil for an
    /// alignment that names no edge of that axis (e.g. `.leading` in a vertical layout).
    func placeS(_ d: ScrollDirection) -> Place? {
        switch (self, d) {
        case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): return .start
        case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): return .end
        case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): return .start
        case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal): return .end
        default: return nil
        }
    }

    /// Across the scroll axis: leading / top edge, trailing / bottom edge, or centred.
    func placeF(_ d: ScrollDirection) -> Place {
        switch (self, d) {
        case (.topLeading, .vertical), (.leading, .vertical), (.bottomLeading, .vertical): return .start
        case (.topTrailing, .vertical), (.trailing, .vertical), (.bottomTrailing, .vertical): return .end
        case (.topLeading, .horizontal), (.top, .horizontal), (.topTrailing, .horizontal): return .start
        case (.bottomLeading, .horizontal), (.bottom, .horizontal), (.bottomTrailing, .horizontal): return .end
        default: return .center
        }
    }
}
