import Testing
import LatticeLayout
import LatticeRender
@testable import LatticeApp

/// A UIKit layout's transform in `dump` and `export --svg`: a 100 x 50 cell centred at
/// (150, 225), scaled by 0.5 about its centre, has the frame (125, 212.5, 50, 25): 100·0.5 = 50
/// wide, from 150 − 25 to 150 + 25; 50·0.5 = 25 tall, from 225 − 12.5 to 225 + 12.5.
@Suite struct TransformOutputTests {
    static func scaledCell(_ matrix: [Double]) -> LayoutAttributes {
        let t = ElementTransform(matrix: matrix, size: Size(width: 100, height: 50), center: Point(x: 150, y: 225))
        var a = LayoutAttributes.cell(IndexPath(item: 0, section: 0), frame: t.boundingBox)
        a.transform = t
        return a
    }
    static let half: [Double] = [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    @Test func theBoundingBoxIsWorkedByHand() {
        #expect(Self.scaledCell(Self.half).frame == Rect(x: 125, y: 212.5, width: 50, height: 25))
    }

    @Test func dumpPrintsTheAffineTransform() {
        #expect(jsonElement(Self.scaledCell(Self.half)) == """
            {"category": "cell", "kind": "cell", "section": 0, "item": 0, "frame": {"x": 125, "y": 212.5, "width": 50, "height": 25}, \
            "zIndex": 0, "pinned": false, "center": {"x": 150, "y": 225}, "size": {"width": 100, "height": 50}, \
            "transform": {"a": 0.5, "b": 0, "c": 0, "d": 0.5, "tx": 0, "ty": 0}}
            """)
        // With perspective (m34 = −0.002) it is not affine: the sixteen entries instead.
        var m = Self.half
        m[11] = -0.002
        #expect(jsonElement(Self.scaledCell(m)).hasSuffix("\"transform3D\": [0.5, 0, 0, 0, 0, 0.5, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1]}"))
        // Without a transform nothing is added.
        #expect(jsonElement(.cell(IndexPath(item: 0, section: 0), frame: .zero)).hasSuffix("\"pinned\": false}"))
    }

    @Test func svgDrawsTheTrueShape() {
        // Turned a quarter (a = cos 90° = 0, b = sin 90° = 1, c = −1, d = 0) about (150, 225):
        // (x, y) from the centre goes to (x·a + y·c, x·b + y·d) = (−y, x). The corners
        // (−50, −25), (50, −25), (50, 25), (−50, 25) go to (25, −50), (25, 50), (−25, 50),
        // (−25, −50); plus the centre: (175, 175), (175, 275), (125, 275), (125, 175).
        let quarter: [Double] = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let cell = Self.scaledCell(quarter)
        let picture = LayoutPicture(title: "t", subtitle: "s", elements: [cell], labels: ["0"], ghosts: [],
                                    viewport: Rect(x: 0, y: 0, width: 375, height: 600), content: Rect(x: 0, y: 0, width: 375, height: 600),
                                    region: Rect(x: 0, y: 0, width: 375, height: 600), scrollDirection: .vertical, glyphs: .utf8)
        #expect(picture.svg(colour: false).contains("<polygon points=\"175,175 175,275 125,275 125,175\""))
    }
}
