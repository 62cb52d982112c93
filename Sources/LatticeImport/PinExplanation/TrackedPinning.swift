import LatticeFixtures
import LatticeLayout

/// What a capture's header tracks say about IGList's sticky-header line (ListLayoutRules §9):
/// where a header is held (a slope-1 stretch of its track, FixtureFormat §9a), its screen
/// position `y − offset` along the scroll axis is the line's distance from the content offset,
/// exactly `topContentInset + stickyHeaderYOffset`. `import --infer list` takes it as a known
/// value instead of reporting the sum as unobservable.
public struct TrackedPinning: Sendable, Equatable {
    /// `topContentInset + stickyHeaderYOffset`, as the first held stretch shows it.
    public var line: Double
    /// Header tracks with a held stretch.
    public var heldHeaders: Int
    /// Held stretches whose screen position is not `line` (IGList's rule has one line for all).
    public var disagreeing: Int

    /// The pinning the header tracks of `elements` show along `d`; nil when no header is held.
    public init?(elements: [SnapshotElement], tracks: [Int: SnapshotTrack], direction d: ScrollDirection) {
        var line: Double?, held = 0, disagreeing = 0
        for p in tracks.keys.sorted() where p < elements.count && ElementKind.isSectionHeader(elements[p].kind) {
            let positions = Self.heldScreenPositions(tracks[p]!, d)
            guard !positions.isEmpty else { continue }
            held += 1
            if line == nil { line = positions[0] }
            disagreeing += positions.filter { abs($0 - line!) > 1e-6 }.isEmpty ? 0 : 1
        }
        guard let line else { return nil }
        self.line = line; heldHeaders = held; self.disagreeing = disagreeing
    }

    /// The screen position (`start − offset`) on each held (slope 1) piece between two samples.
    static func heldScreenPositions(_ t: SnapshotTrack, _ d: ScrollDirection) -> [Double] {
        (0 ..< t.offsets.count - 1).compactMap { i in
            let slope = (t.frames[i + 1].minS(d) - t.frames[i].minS(d)) / (t.offsets[i + 1] - t.offsets[i])
            return abs(slope - 1) <= 1e-6 ? t.frames[i].minS(d) - t.offsets[i] : nil
        }
    }

    /// `elements` with each tracked one at its resting frame (`SnapshotTrack.restingFrame`): the
    /// frames a fitter compares with a layout at rest, whatever offset the capture began at.
    public static func restingElements(_ elements: [SnapshotElement], tracks: [Int: SnapshotTrack]) -> [SnapshotElement] {
        var result = elements
        for (p, t) in tracks where p < result.count { result[p].frame = t.restingFrame(kind: result[p].kind) }
        return result
    }

    /// The sticky line as a value the list fit takes as given (`ListInference.fit(…, known:)`):
    /// the line, its note, and `stickyHeaderYOffset` when the capture's settings name it.
    public func knownValues(capture: CaptureInfo?) -> ListKnownValues {
        var yOffset: Double?
        if case let .number(v)? = capture?.setting("stickyHeaderYOffset") { yOffset = v }
        let note = "where \(heldHeaders) header track\(heldHeaders == 1 ? " is" : "s are") held, y − offset = \(fmt(line))"
            + (disagreeing > 0 ? "; \(disagreeing) held elsewhere, which IGList's one line cannot reproduce" : "")
        return ListKnownValues(stickyLine: .init(line, note: note), stickyHeaderYOffset: yOffset)
    }
}
