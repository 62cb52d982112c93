/// One element's position along the scroll axis as an exact function of the content offset
/// along it: pieces of `intercept + slope × offset`, each from its `from` offset to the next
/// piece's. What `lattice export --html` hands the page, so that the page evaluates the layout's
/// own rule at any offset without knowing it.
public struct OffsetMotion: Hashable, Sendable {
    /// `position = intercept + slope × offset` for offsets from `from` (`-infinity` for the
    /// first piece) up to the next piece's `from`. `cross`: the start across the scroll axis on
    /// this piece (nil: the resting frame's); `isHidden`: the element is absent on this piece
    /// (the line layout's arrows come and go).
    public struct Piece: Hashable, Sendable {
        public var from: Double
        public var intercept: Double
        public var slope: Double
        public var cross: Double?
        public var isHidden: Bool
        public init(from: Double, intercept: Double, slope: Double, cross: Double? = nil, isHidden: Bool = false) {
            self.from = from; self.intercept = intercept; self.slope = slope; self.cross = cross; self.isHidden = isHidden
        }
    }

    /// In increasing `from`; the first starts at `-infinity`.
    public var pieces: [Piece]

    public init(pieces: [Piece]) { self.pieces = pieces }

    /// A position that does not move.
    public static func constant(_ value: Double) -> OffsetMotion {
        OffsetMotion(pieces: [Piece(from: -.infinity, intercept: value, slope: 0)])
    }

    /// The piece in force at content offset `offset`: the last one starting at or before it.
    public func piece(atOffset offset: Double) -> Piece {
        var lo = 0, hi = pieces.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if pieces[mid].from <= offset { lo = mid } else { hi = mid }
        }
        return pieces[lo]
    }

    /// The same motion, absent from offset `from` on (later pieces dropped).
    public func hidden(from: Double) -> OffsetMotion {
        var kept = pieces.filter { $0.from < from }
        let last = kept.last ?? pieces[0]
        kept.append(Piece(from: from, intercept: last.intercept, slope: last.slope, cross: last.cross, isHidden: true))
        return OffsetMotion(pieces: kept)
    }

    /// The position at content offset `offset`.
    public func position(atOffset offset: Double) -> Double {
        let p = piece(atOffset: offset)
        return p.intercept + p.slope * offset
    }

    /// The smallest and largest positions the element takes at offsets in `offsets` (a scroll
    /// range): each piece is linear, so its extremes are at the ends of its part of the range.
    public func range(over offsets: ClosedRange<Double>) -> ClosedRange<Double> {
        var lo = Double.infinity, hi = -Double.infinity
        for (i, p) in pieces.enumerated() {
            let start = Swift.max(p.from, offsets.lowerBound)
            let end = Swift.min(i + 1 < pieces.count ? pieces[i + 1].from : .infinity, offsets.upperBound)
            guard start <= end else { continue }
            for o in [start, end] {
                let v = p.intercept + p.slope * o
                lo = Swift.min(lo, v); hi = Swift.max(hi, v)
            }
        }
        if lo > hi { let v = position(atOffset: offsets.lowerBound); return v ... v }
        return lo ... hi
    }
}

/// An element whose frame depends on the content offset (a pinned section header), with its
/// motion: the frame at any offset is `restingFrame` with its start along the scroll axis moved
/// to `motion.position(atOffset:)`.
public struct ElementMotion: Hashable, Sendable {
    public var category: LayoutAttributes.Category
    public var kind: String
    public var indexPath: IndexPath
    public var restingFrame: Rect
    public var direction: ScrollDirection
    public var motion: OffsetMotion
    /// The element's zIndex (for an element the layout does not return at the offset taken).
    public var zIndex: Int

    public init(category: LayoutAttributes.Category, kind: String, indexPath: IndexPath, restingFrame: Rect,
                direction: ScrollDirection, motion: OffsetMotion, zIndex: Int = 0) {
        self.category = category; self.kind = kind; self.indexPath = indexPath
        self.restingFrame = restingFrame; self.direction = direction; self.motion = motion; self.zIndex = zIndex
    }

    /// The frame at content offset `offset` along the scroll axis; nil where the element is absent.
    public func frame(atOffset offset: Double) -> Rect? {
        let p = motion.piece(atOffset: offset)
        guard !p.isHidden else { return nil }
        let moved = restingFrame.with(minS: p.intercept + p.slope * offset, direction)
        guard let cross = p.cross else { return moved }
        return Rect(minS: moved.minS(direction), lenS: moved.lenS(direction), minF: cross, lenF: moved.lenF(direction), direction)
    }
}

extension HeaderPin {
    /// The pin rule as a function of the content offset `o` along the scroll axis. `line` is the
    /// offset plus the layout's own terms, so `line = o + k` with `k = line − takenAt`, `takenAt`
    /// being the offset this pin was taken at. A header, `min(max(lower, line), upper)`
    /// (`pinnedHeaderStart`): `lower` until `o + k` reaches it, then `o + k`, then `upper` once
    /// `o + k` passes it, and only `upper` when it is not above `lower` (upper wins); a nil
    /// `upper` holds nothing. A footer, `max(min(line, upper), lower)` (`pinnedFooterStart`): the
    /// same three pieces, and only `lower` when `upper` is not above it (lower wins). Nil when
    /// the element is not pinnable (its frame is its resting frame at every offset).
    public func motion(takenAt offset: Double) -> OffsetMotion? {
        guard isPinnable else { return nil }
        let k = line - offset
        if let upper = upperClamp, upper <= lowerClamp { return .constant(element == .header ? upper : lowerClamp) }
        var pieces = [OffsetMotion.Piece(from: -.infinity, intercept: lowerClamp, slope: 0),
                      OffsetMotion.Piece(from: lowerClamp - k, intercept: k, slope: 1)]
        if let upper = upperClamp { pieces.append(OffsetMotion.Piece(from: upper - k, intercept: upper, slope: 0)) }
        return OffsetMotion(pieces: pieces)
    }
}
