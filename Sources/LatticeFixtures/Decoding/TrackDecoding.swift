import LatticeLayout

/// An element's capture keys (FixtureFormat §9a): `track`, `transform`, `transform3D`.
///
/// ```json
/// "track": [[-47, 0, 0, 390, 44], [0, 0, 47, 390, 44], [1956, 0, 2003, 390, 44]],
/// "transform": [0.8, 0, 0, 0.8, 0, 0]
/// ```
/// A track is at least 2 samples `[offset, x, y, width, height]`, offsets strictly increasing,
/// at most `maximumTrackSamples` of them; a transform is 6 numbers (`CGAffineTransform`'s a, b,
/// c, d, tx, ty), a 3D transform 16 (`CATransform3D`'s m11 … m44); an element has one or the other.
extension FixtureDecoder {
    /// The most samples one track may hold (a capture samples at most 2,000 offsets).
    static let maximumTrackSamples = 100_000

    /// An element as decoded, with its capture keys.
    struct DecodedElement {
        var element: SnapshotElement
        var track: SnapshotTrack?
        var transform: SnapshotTransform?
    }

    /// `track:` of an element; `name` says which element in messages.
    func track(_ n: RawNode, _ path: FieldPath, name: String) throws -> SnapshotTrack {
        guard case let .sequence(samples) = n.kind else {
            throw fail(n.mark, path, "the track of \(name) must be a list of samples [offset, x, y, width, height], found \(n.typeDescription)")
        }
        guard samples.count >= 2 else {
            throw fail(n.mark, path, "the track of \(name) needs at least 2 samples, it has \(samples.count)")
        }
        guard samples.count <= Self.maximumTrackSamples else {
            throw fail(n.mark, path, "the track of \(name) has \(samples.count) samples, more than the \(Self.maximumTrackSamples) a track may hold")
        }
        var offsets: [Double] = [], frames: [Rect] = []
        offsets.reserveCapacity(samples.count); frames.reserveCapacity(samples.count)
        for (i, sample) in samples.enumerated() {
            let p = path.index(i)
            guard case let .sequence(v) = sample.kind, v.count == 5 else {
                let found = if case let .sequence(v) = sample.kind { "a list of \(v.count)" } else { sample.typeDescription }
                throw fail(sample.mark, p, "sample \(i) of the track of \(name) must be [offset, x, y, width, height], found \(found)")
            }
            let offset = try number(v[0], p, .any)
            if let previous = offsets.last, !(offset > previous) {
                throw fail(v[0].mark, p, "sample \(i) of the track of \(name) is at offset \(fmt(offset)), not after sample \(i - 1)'s \(fmt(previous)): offsets must increase strictly")
            }
            offsets.append(offset)
            frames.append(Rect(x: try number(v[1], p, .any), y: try number(v[2], p, .any),
                               width: try number(v[3], p, .nonNegative), height: try number(v[4], p, .nonNegative)))
        }
        // Every rule of `SnapshotTrack` is checked above.
        return SnapshotTrack(offsets: offsets, frames: frames)!
    }

    /// `transform:` (6 numbers) or `transform3D:` (16 numbers) of an element.
    func transform(_ n: RawNode, _ path: FieldPath, count: Int) throws -> SnapshotTransform {
        let what = count == 6 ? "a transform is [a, b, c, d, tx, ty] (CGAffineTransform)"
                              : "a transform3D is 16 numbers, m11 … m44 row by row (CATransform3D)"
        guard case let .sequence(v) = n.kind else { throw fail(n.mark, path, "\(what), found \(n.typeDescription)") }
        try requireCount(count, v, n, path, what)
        let numbers = try v.enumerated().map { try number($0.element, path.index($0.offset), .any) }
        return (count == 6 ? SnapshotTransform(affine: numbers) : SnapshotTransform(matrix3D: numbers))!
    }

    /// The capture keys of an element's mapping `e` (at `path`, the element `element`).
    func captureKeys(_ e: PresentEntries, _ path: FieldPath, _ element: SnapshotElement) throws -> DecodedElement {
        var decoded = DecodedElement(element: element)
        let p = element.indexPath
        let name = "\(path) (\(element.category == .cell ? "item" : element.kind) \(p.section)-\(p.item))"
        if let t = e["track"] { decoded.track = try track(t.value, path.key("track"), name: name) }
        if e["transform"] != nil, let t3 = e["transform3D"] {
            throw fail(t3.keyMark, path.key("transform3D"), "an element has transform or transform3D, not both")
        }
        if let t = e["transform"] { decoded.transform = try transform(t.value, path.key("transform"), count: 6) }
        if let t = e["transform3D"] { decoded.transform = try transform(t.value, path.key("transform3D"), count: 16) }
        return decoded
    }
}
