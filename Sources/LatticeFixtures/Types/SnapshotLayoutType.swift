import LatticeLayout

/// `type: snapshot` (FixtureFormat §9a): another layout's attributes as imported (`elements:`,
/// as `lattice import` writes them), drawn as they are.
public struct SnapshotLayoutType: BuiltInLayoutType {
    public init() {}
    public var name: String { "snapshot" }
    var optionKeys: [String]? { FixtureDecoder.snapshotKeys }
    /// `contentSize` and `scrollDirection` name no other type's keys.
    var claimsItsKeys: Bool { false }

    public func options(_ written: CustomLayoutOptions) throws(FixtureError) -> SnapshotOptions { try readOptions(written) }

    func decodeOptions(_ d: FixtureDecoder, _ e: PresentEntries, _ path: FieldPath) throws -> SnapshotOptions {
        SnapshotOptions(scrollDirection: try d.field(e, "scrollDirection", path) { try d.choice($0, $1, ScrollDirection.self) } ?? .vertical,
                        contentSize: try d.field(e, "contentSize", path) { try d.size($0, $1).size })
    }

    /// `elements:` (and `capture:`) in place of sections.
    func readBody(_ d: inout FixtureDecoder, _ entries: [RawEntry], into fixture: inout Fixture) throws -> Bool {
        try d.snapshotBody(entries, into: &fixture)
        return true
    }

    public func scrollDirection(_ options: SnapshotOptions) -> ScrollDirection { options.scrollDirection }

    public func make(_ fixture: Fixture, options: SnapshotOptions, viewport: Size) -> CollectionLayout? {
        SnapshotLayout(elements: fixture.elements, scrollDirection: options.scrollDirection,
                       collectionView: fixture.collectionViewGeometry(viewport: viewport),
                       contentSize: options.contentSize, tracks: fixture.tracks)
    }

    public func optionsText(_ o: SnapshotOptions) -> [String] {
        o.scrollDirection == .horizontal ? ["scrollDirection: horizontal"] : []
    }
}
