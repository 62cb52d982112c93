/// A captured element's frame as a function of the content offset: what `LatticeCapture` records
/// for an element whose `UICollectionViewLayoutAttributes.frame` changes while the collection
/// view scrolls (a section header pinned by `sectionHeadersPinToVisibleBounds`, IGList's sticky
/// headers), sampled at offsets along the scroll axis (FixtureFormat §9a, "Tracks").
///
/// The playback rule is `frame(atOffset:)`, the only place it is written.
public struct SnapshotTrack: Hashable, Sendable {
    /// The sampled content offsets along the scroll axis (`contentOffset.y` when vertical),
    /// strictly increasing, at least two, all finite.
    public let offsets: [Double]
    /// `frames[i]`: the frame the layout returned at `offsets[i]`.
    public let frames: [Rect]

    /// A track of `samples`, or nil when they break the rule above (fewer than two, offsets not
    /// strictly increasing, or a value not finite); the fixture decoder reports which.
    public init?(offsets: [Double], frames: [Rect]) {
        guard offsets.count >= 2, offsets.count == frames.count,
              offsets.allSatisfy(\.isFinite),
              zip(offsets, offsets.dropFirst()).allSatisfy({ $0 < $1 }),
              frames.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.width.isFinite && $0.height.isFinite })
        else { return nil }
        self.offsets = offsets; self.frames = frames
    }

    /// The playback rule (FixtureFormat §9a): at a sample's offset, that sample's frame; between
    /// two neighbouring samples, each of x, y, width and height linear in the offset; before the
    /// first sample the first frame, after the last the last frame.
    public func frame(atOffset o: Double) -> Rect {
        guard o > offsets[0] else { return frames[0] }
        guard o < offsets[offsets.count - 1] else { return frames[frames.count - 1] }
        // The last sample at or before `o` (binary search: tracks hold up to 2,000 samples).
        let i = partitionPoint(0 ..< offsets.count) { offsets[$0] > o } - 1
        if offsets[i] == o { return frames[i] }
        let a = frames[i], b = frames[i + 1]
        let along = o - offsets[i], span = offsets[i + 1] - offsets[i]
        // Multiplied before dividing: whole-point samples give whole points where the motion does.
        func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * along / span }
        return Rect(x: mix(a.x, b.x), y: mix(a.y, b.y), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    /// The element's resting frame (FixtureFormat §9a): where a footer rests is its place at the
    /// content's end (the last sample), where anything else rests is its place at the start.
    public func restingFrame(isFooter: Bool) -> Rect { isFooter ? frames[frames.count - 1] : frames[0] }

    /// Every frame the track takes (each lies between two samples' frames, so the union of the
    /// samples holds them all): what the rect query tests first.
    public var reach: Rect { frames.dropFirst().reduce(frames[0]) { $0.union($1) } }

    /// The resting frame of an element of `kind`: footers (`ElementKind.isSectionFooter`) at
    /// the last sample, every other kind at the first.
    public func restingFrame(kind: String) -> Rect { restingFrame(isFooter: ElementKind.isSectionFooter(kind)) }
}

extension Rect {
    /// Equal to `other` within `tolerance` in every coordinate (sampled and interpolated frames
    /// compared without caring for rounding in the last digits).
    public func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }
}
