import LatticeCLI
import LatticeFixtures
import LatticeUIKit
import LatticeViewer
import Testing
import struct LatticeLayout.Rect
import struct LatticeLayout.Size

/// A layout's own delegate protocol, as a Pinterest-style layout declares one.
@MainActor
protocol PhotoColumnDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: Foundation.IndexPath) -> CGFloat
}

/// What a fixture's setup file writes: the fixture delegate adopts the protocol and answers
/// from each item's `data:`.
extension LatticeFixtureDelegate: PhotoColumnDelegate {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAt indexPath: Foundation.IndexPath) -> CGFloat {
        itemData(at: indexPath).number("photoHeight") ?? 50
    }
}

/// One column 100 wide: each cell is its photo's height plus a 20-point caption, stacked.
@MainActor
final class PhotoColumnLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []
    override func prepare() {
        guard let cv = collectionView, let delegate = cv.delegate as? PhotoColumnDelegate else { return }
        var y: CGFloat = 0
        frames = (0..<cv.numberOfItems(inSection: 0)).map { i in
            let h = delegate.collectionView(cv, heightForPhotoAt: Foundation.IndexPath(item: i, section: 0)) + 20
            defer { y += h }
            return CGRect(x: 0, y: y, width: 100, height: h)
        }
    }
    override var collectionViewContentSize: CGSize { CGSize(width: 100, height: frames.last?.maxY ?? 0) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.compactMap { layoutAttributesForItem(at: Foundation.IndexPath(item: $0, section: 0)) }
            .filter { !$0.frame.intersection(rect).isEmpty }
    }
    override func layoutAttributesForItem(at indexPath: Foundation.IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item < frames.count else { return nil }
        let a = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        a.frame = frames[indexPath.item]
        return a
    }
}

@MainActor
@Suite struct FixtureDelegateDataTests {
    let name = "photos-\(Int.random(in: 0..<1_000_000_000))"
    /// The catalogue `LatticeCLI.main(layouts:)` would build for this one type.
    let layouts: LayoutCatalogue
    init() { layouts = LatticeCLI.catalogue([name: { _ in PhotoColumnLayout() }]) }

    func load(_ items: String, type: String? = nil) throws(FixtureError) -> Fixture {
        try FixtureLoader.load(text: "viewport: {width: 100, height: 600}\nlayout: {type: \(type ?? name)}\nsections:\n  - items:\n\(items)",
                               name: "photos.yaml", layouts: layouts)
    }

    @Test func aLayoutsOwnDelegateReadsItemData() throws {
        let fixture = try load("""
                - {size: [100, 10], data: {photoHeight: 80, caption: "Lake"}}
                - {size: [100, 10], data: {photoHeight: 120}, repeat: 2}
                - [100, 10]

            """)
        #expect(fixture.sections[0].data(ofItem: 0)?.values["caption"] == .text("Lake"))
        #expect(fixture.sections[0].data(ofItem: 2)?.values["photoHeight"] == .number(120))
        let scene = Scene(fixture: fixture)
        // Heights 80 + 20, 120 + 20 (twice, repeat: 2), and 50 + 20 for the item without data:
        // y = 0, 100, 240, 380.
        let frames = scene.layout.attributes(in: Rect(x: 0, y: 0, width: 100, height: 1000)).map(\.frame)
        #expect(frames == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 0, y: 100, width: 100, height: 140),
                           Rect(x: 0, y: 240, width: 100, height: 140), Rect(x: 0, y: 380, width: 100, height: 70)])
    }

    @Test func itemDataReadsNumbersAndText() {
        let d = LatticeItemData(["h": .number(180), "r": .number(0.5), "c": .text("Lake")])
        #expect(d.number("h") == 180 && d.number("c") == nil && d.number("missing") == nil)
        #expect(d.text("c") == "Lake" && d.text("h") == "180" && d.text("r") == "0.5")
    }

    @Test func badDataIsALocatedError() {
        // Line 5 is the first item (viewport, layout, sections, "- items:" before it); "    - {size: [100, 10], data: " is 30 columns, so the value is at
        // 31, and "{h: " 4 more puts h's value at 35.
        func message(_ items: String, type: String? = nil) -> String? {
            do { _ = try load(items, type: type); return nil } catch { return error.description }
        }
        #expect(message("    - {size: [100, 10], data: [1, 2]}\n")
                == "photos.yaml:5:31: error: sections[0].items[0].data: expected a mapping of names to numbers or text ({photoHeight: 180}), found a list")
        #expect(message("    - {size: [100, 10], data: {h: [1]}}\n")?
                    .hasPrefix("photos.yaml:5:35: error: sections[0].items[0].data.h: a data value is a number or text") == true)
        #expect(message("    - {size: [100, 10], data: {h: .nan}}\n")?.contains("data.h: NaN and infinity are not allowed") == true)
        #expect(message("    - {size: [100, 10], data: {h: 1}}\n", type: "list")?
                    .contains("items[0].data: data: is read by a layout of a program's own (through LatticeFixtureDelegate), not by the list layout") == true)
    }
}
