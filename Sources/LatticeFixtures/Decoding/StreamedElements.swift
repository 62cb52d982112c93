import LatticeLayout

/// The elements of a snapshot fixture, decoded one by one as the YAML reader finishes each,
/// so the raw tree of a million elements (about 400 bytes each) never exists at once: what is
/// kept is the element (`SnapshotElement`) and where it was written (8 bytes).
///
/// The reader hands over each entry of the top-level `elements:` list (`YAMLReader`, when it is
/// given a sink); the decoder then takes the elements from here instead of the raw list, with the
/// same checks and messages: the first problem is kept and thrown when the decoder reaches
/// `elements:` (whichever the layout is, as for the raw list). Kind strings are shared: a million
/// headers hold one `UICollectionElementKindSectionHeader`.
final class StreamedElements {
    private(set) var elements: [SnapshotElement] = []
    /// Where each element was written (its mapping's mark), for the duplicate check's message.
    private(set) var marks: [SourceMark] = []
    /// The tracks and transforms met, by element position (few elements have one).
    private(set) var tracks: [Int: SnapshotTrack] = [:]
    private(set) var transforms: [Int: SnapshotTransform] = [:]
    private var samples = 0
    /// The first problem met (decoding stops there; the rest of the list is only counted).
    private(set) var failure: Error?
    /// Entries handed over, decoded or not.
    private(set) var count = 0
    /// At least one entry came this way (the raw list is then empty).
    var isUsed: Bool { count > 0 }
    private var decoder: FixtureDecoder
    private var kinds: [String: String] = [:]

    init(file: String) { decoder = FixtureDecoder(file: file) }

    /// One entry of `elements:`, at position `count`.
    func take(_ node: RawNode) {
        defer { count += 1 }
        guard failure == nil else { return }
        let path = FieldPath.root.key("elements").index(count)
        guard count < FixtureDecoder.maximumItems else {
            failure = decoder.fail(node.mark, .root.key("elements"), "too many elements (at most \(FixtureDecoder.maximumItems))")
            return
        }
        do {
            let decoded = try decoder.decodedElement(node, path)
            var element = decoded.element
            element.kind = shared(element.kind)
            if let track = decoded.track {
                samples += track.offsets.count
                try decoder.checkTrackSamples(samples, node.mark, path)
                tracks[count] = track
            }
            if let transform = decoded.transform { transforms[count] = transform }
            elements.append(element)
            marks.append(node.mark)
        } catch is StopDecoding {
            // The decoder logged the error in its own log (the loader's log never saw it).
            failure = decoder.log.errors.first
                ?? FixtureError(file: decoder.file, mark: node.mark, field: path, message: "not a valid element")
            elements = []; marks = []; tracks = [:]; transforms = [:]
        } catch {
            failure = error
            elements = []; marks = []; tracks = [:]; transforms = [:]
        }
    }

    /// One copy of each kind string (up to a few thousand distinct kinds).
    private func shared(_ kind: String) -> String {
        if let k = kinds[kind] { return k }
        if kinds.count < 4096 { kinds[kind] = kind }
        return kind
    }
}
