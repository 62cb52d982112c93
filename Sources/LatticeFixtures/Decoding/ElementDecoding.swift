import LatticeLayout

/// `elements:` of a `snapshot` fixture: one mapping per imported
/// `UICollectionViewLayoutAttributes`, kept as given (FixtureFormat §9a).
///
/// ```yaml
/// - {category: supplementary, kind: UICollectionElementKindSectionHeader, section: 0, item: 0,
///    frame: [0, 0, 375, 44], zIndex: 1, alpha: 1, hidden: false}
/// ```
/// `category` is `item` (the default), `supplementary` or `decoration`; `kind` is required for
/// the last two and not allowed for items; `section` is required; `frame` is `[x, y, width,
/// height]` or `{x, y, width, height}` (origin may be negative, sizes not); `zIndex` a whole
/// number (may be negative), `alpha` in 0...1. Two elements with the same category, kind and
/// index path are an error.
extension FixtureDecoder {
    static let elementKeys = ["category", "kind", "section", "item", "frame", "zIndex", "alpha", "hidden",
                              "track", "transform", "transform3D"]
    /// The keys a snapshot fixture takes at the top level (no sections or defaults).
    static let snapshotTopKeys = ["name", "viewport", "contentInset", "contentOffset", "screenScale", "layout", "elements", "check",
                                  "safeAreaInsets", "contentInsetAdjustmentBehavior", "capture"]

    /// `category:` as written in a snapshot (UIKit's UICollectionElementCategory names).
    enum ElementCategoryName: String, CaseIterable {
        case item, supplementary, decoration
        var category: LayoutAttributes.Category {
            switch self {
            case .item: return .cell
            case .supplementary: return .supplementary
            case .decoration: return .decoration
            }
        }
    }

    /// The snapshot's own part of the top level: `elements:`; `sections:` and `defaults:` are
    /// errors that say why.
    mutating func snapshotBody(_ entries: [RawEntry], into fixture: inout Fixture) throws {
        try checkKeys(entries, allowed: Self.snapshotTopKeys, at: .root) { key in
            key == "sections" || key == "defaults"
                ? "a snapshot has elements:, not \(key): (it shows frames as imported; see lattice import --infer list for a list fixture)" : nil
        }
        if let c = present(entries)["capture"] { fixture.capture = try recover(nil) { try captureInfo(c.value, .root.key("capture")) } }
        guard let v = present(entries)["elements"] else { return }
        if let streamed, streamed.isUsed {
            if let failure = streamed.failure { throw failure }
            try checkDistinct(streamed.elements, marks: streamed.marks)
            fixture.elements = streamed.elements
            fixture.tracks = streamed.tracks
            fixture.transforms = streamed.transforms
            return
        }
        guard case let .sequence(nodes) = v.value.kind else {
            throw fail(v.value.mark, .root.key("elements"), "expected a list of elements, found \(v.value.typeDescription)")
        }
        guard nodes.count <= Self.maximumItems else {
            throw fail(v.value.mark, .root.key("elements"), "too many elements (at most \(Self.maximumItems))")
        }
        var seen: [ElementID: Int] = [:]
        var samples = 0
        fixture.elements.reserveCapacity(nodes.count)
        for (i, node) in nodes.enumerated() {
            let p = FieldPath.root.key("elements").index(i)
            let decoded = try self.decodedElement(node, p)
            let element = decoded.element
            if let track = decoded.track {
                samples += track.offsets.count
                try checkTrackSamples(samples, node.mark, p)
                fixture.tracks[i] = track
            }
            if let transform = decoded.transform { fixture.transforms[i] = transform }
            if let first = seen.updateValue(i, forKey: element.elementID) {
                throw fail(node.mark, p, "the same element as elements[\(first)] (\(element.elementID.description)); each element appears once")
            }
            fixture.elements.append(element)
        }
    }

    /// Two elements with the same identity are an error at the second in the file (naming the
    /// first), as the raw list's check says it. Found by sorting positions (4 bytes an
    /// element) rather than with a dictionary of identities.
    func checkDistinct(_ elements: [SnapshotElement], marks: [SourceMark]) throws {
        let order = SnapshotElement.identityOrder(elements)
        var found: (first: Int, second: Int)?
        var i = 0
        while i < order.count {
            var j = i + 1
            while j < order.count, elements[Int(order[j])].hasIdentity(of: elements[Int(order[i])]) { j += 1 }
            if j > i + 1, found.map({ Int(order[i + 1]) < $0.second }) ?? true { found = (Int(order[i]), Int(order[i + 1])) }
            i = j
        }
        guard let (first, second) = found else { return }
        throw fail(marks[second], FieldPath.root.key("elements").index(second),
                   "the same element as elements[\(first)] (\(elements[second].elementID.description)); each element appears once")
    }

    /// The most track samples a fixture may hold in all (about 40 bytes each).
    static let maximumTotalTrackSamples = 2_000_000

    /// Throws when `samples`, the track samples read so far, pass the fixture's bound.
    func checkTrackSamples(_ samples: Int, _ mark: SourceMark, _ path: FieldPath) throws {
        guard samples > Self.maximumTotalTrackSamples else { return }
        throw fail(mark, path.key("track"), "too many track samples in all (at most \(Self.maximumTotalTrackSamples) in a fixture)")
    }

    /// One element with its capture keys (`track`, `transform`, `transform3D`).
    func decodedElement(_ n: RawNode, _ path: FieldPath) throws -> DecodedElement {
        let element = try self.element(n, path)   // checks that `n` is a mapping and its keys
        guard case let .mapping(entries) = n.kind else { return DecodedElement(element: element) }
        return try captureKeys(present(entries), path, element)
    }

    /// One element (its capture keys are read by `decodedElement`).
    func element(_ n: RawNode, _ path: FieldPath) throws -> SnapshotElement {
        let entries = try mapping(n, path, allowed: Self.elementKeys, what: "an element (a mapping with section, frame, …)")
        let e = present(entries)
        let name = try e["category"].map { try choice($0.value, path.key("category"), ElementCategoryName.self) } ?? .item
        var kind = ElementKind.cell
        if let k = e["kind"] {
            guard name != .item else { throw fail(k.keyMark, path.key("kind"), "an item has no kind (give category: supplementary or decoration)") }
            kind = try text(k.value, path.key("kind"))
            guard !kind.isEmpty else { throw fail(k.value.mark, path.key("kind"), "must not be empty") }
        } else if name != .item {
            throw fail(n.mark, path, "a \(name.rawValue) element needs a kind (e.g. UICollectionElementKindSectionHeader)")
        }
        guard let s = e["section"] else { throw fail(n.mark, path, "an element needs a section") }
        let section = try count(s.value, path.key("section"), maximum: Self.maximumSections - 1)
        let item = try e["item"].map { try count($0.value, path.key("item"), maximum: Self.maximumItems) } ?? 0
        guard let f = e["frame"] else { throw fail(n.mark, path, "an element needs a frame [x, y, width, height]") }
        let frame = try self.frame(f.value, path.key("frame"))
        var zIndex = 0
        if let z = e["zIndex"] {
            let v = try number(z.value, path.key("zIndex"), .any)
            guard v == v.rounded(), v.magnitude <= 1e9 else { throw fail(z.value.mark, path.key("zIndex"), "must be a whole number (got \(fmt(v)))") }
            zIndex = Int(v)
        }
        let alpha = try e["alpha"].map { try number($0.value, path.key("alpha"), .nonNegative) } ?? 1
        if alpha > 1 { throw fail(e["alpha"]!.value.mark, path.key("alpha"), "must be between 0 and 1 (got \(fmt(alpha)))") }
        let hidden = try e["hidden"].map { try bool($0.value, path.key("hidden")) } ?? false
        return SnapshotElement(category: name.category, kind: kind, indexPath: IndexPath(item: item, section: section),
                               frame: frame, zIndex: zIndex, alpha: alpha, isHidden: hidden)
    }

    /// A frame: `[x, y, width, height]` or `{x, y, width, height}`; the origin may be negative.
    func frame(_ n: RawNode, _ path: FieldPath) throws -> Rect {
        guard let v = try fourNumbers(n, path, ["x", "y", "width", "height"], list: "a frame is [x, y, width, height]",
                                      lead: .any, trail: .nonNegative, neededBy: "a frame") else {
            throw fail(n.mark, path, "expected a frame [x, y, width, height] or {x, y, width, height}, found \(n.typeDescription)")
        }
        return Rect(x: v.0, y: v.1, width: v.2, height: v.3)
    }
}
