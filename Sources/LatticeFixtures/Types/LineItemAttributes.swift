import LatticeLayout

/// A line-layout item's own `side` and `lineLabel`.
public struct LineItemAttributes: Sendable, Equatable {
    /// nil: the layout's `itemSide`.
    public var side: LineItemSide?
    /// Text of the item's line label (`itemLineLabel` supplementary); nil: none.
    public var lineLabel: String?
    public init(side: LineItemSide? = nil, lineLabel: String? = nil) { self.side = side; self.lineLabel = lineLabel }
}
