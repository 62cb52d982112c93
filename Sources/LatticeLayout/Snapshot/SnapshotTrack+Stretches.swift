/// One stretch of a track: a run of offsets over which the element moves one way relative to the
/// content (FixtureFormat §9a, "Stretches"), what the pin inspector names.
public struct TrackStretch: Hashable, Sendable {
    /// How the element moves over the stretch, read from its slope along the scroll axis (the
    /// change of its position divided by the change of the offset).
    public enum Kind: Hashable, Sendable {
        /// Slope 0 at the resting frame: it scrolls with the content.
        case withContent
        /// Slope 1: fixed on screen (a header held at the top, `sectionHeadersPinToVisibleBounds`).
        case held
        /// Slope 0 away from the resting frame: pushed by the next section (a header at its
        /// section's end), or held at its section's edge.
        case pushed
        /// Any other slope: the layout moves it its own way.
        case movedByLayout(slope: Double)
    }
    public var kind: Kind
    /// The offsets the stretch covers, `from ..< to` (`-infinity` / `infinity` for the stretches
    /// before the first and after the last sample).
    public var from: Double
    public var to: Double
    public init(kind: Kind, from: Double, to: Double) { self.kind = kind; self.from = from; self.to = to }
}

extension SnapshotTrack {
    /// A slope within this of 0 or 1 counts as 0 or 1.
    static let slopeTolerance = 1e-6

    /// The stretches of the track along `d`, in offset order, neighbours of the same kind merged;
    /// `resting` is the element's resting frame (`restingFrame(kind:)`).
    public func stretches(_ d: ScrollDirection, resting: Rect) -> [TrackStretch] {
        var result: [TrackStretch] = []
        func add(_ kind: TrackStretch.Kind, _ from: Double, _ to: Double) {
            if let last = result.last, Self.sameKind(last.kind, kind) { result[result.count - 1].to = to }
            else { result.append(TrackStretch(kind: kind, from: from, to: to)) }
        }
        func still(_ frame: Rect) -> TrackStretch.Kind { frame.isClose(to: resting) ? .withContent : .pushed }
        add(still(frames[0]), -.infinity, offsets[0])
        for i in 0 ..< offsets.count - 1 {
            let slope = (frames[i + 1].minS(d) - frames[i].minS(d)) / (offsets[i + 1] - offsets[i])
            let kind: TrackStretch.Kind
            if abs(slope) <= Self.slopeTolerance { kind = still(frames[i]) }
            else if abs(slope - 1) <= Self.slopeTolerance { kind = .held }
            else { kind = .movedByLayout(slope: slope) }
            add(kind, offsets[i], offsets[i + 1])
        }
        add(still(frames[frames.count - 1]), offsets[offsets.count - 1], .infinity)
        return result
    }

    /// The stretch in force at offset `o` (at a boundary, the one that begins there).
    public func stretch(atOffset o: Double, _ d: ScrollDirection, resting: Rect) -> TrackStretch {
        let all = stretches(d, resting: resting)
        return all.last { $0.from <= o } ?? all[0]
    }

    /// Two kinds one stretch: equal, or moved by the layout at slopes within the tolerance.
    static func sameKind(_ a: TrackStretch.Kind, _ b: TrackStretch.Kind) -> Bool {
        if case let .movedByLayout(s) = a, case let .movedByLayout(t) = b {
            return abs(s - t) <= slopeTolerance * Swift.max(1, abs(s))
        }
        return a == b
    }

    /// The track as exact linear pieces of the offset along `d` (what `export --html` plays):
    /// the start along the scroll axis of each piece is linear between samples as the playback
    /// rule says; across the axis each piece keeps the frame of the sample it starts at (a
    /// capture's pinned elements move along the scroll axis only). Equal neighbours merge.
    public func motion(_ d: ScrollDirection) -> OffsetMotion {
        var pieces = [OffsetMotion.Piece(from: -.infinity, intercept: frames[0].minS(d), slope: 0, cross: frames[0].minF(d))]
        func add(_ p: OffsetMotion.Piece) {
            let last = pieces[pieces.count - 1]
            if abs(last.slope - p.slope) <= 1e-12, abs((last.intercept + last.slope * p.from) - (p.intercept + p.slope * p.from)) <= 1e-9,
               last.cross == p.cross { return }
            pieces.append(p)
        }
        for i in 0 ..< offsets.count - 1 {
            let slope = (frames[i + 1].minS(d) - frames[i].minS(d)) / (offsets[i + 1] - offsets[i])
            add(OffsetMotion.Piece(from: offsets[i], intercept: frames[i].minS(d) - slope * offsets[i], slope: slope, cross: frames[i].minF(d)))
        }
        let last = frames[frames.count - 1]
        add(OffsetMotion.Piece(from: offsets[offsets.count - 1], intercept: last.minS(d), slope: 0, cross: last.minF(d)))
        return OffsetMotion(pieces: pieces)
    }
}
