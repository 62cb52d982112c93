import LatticeCLI
import LatticeFixtures
import LatticeLayout
import LatticeUIKit
import Testing

/// A layout of a program's own whose content is `content` in any view.
@MainActor
final class FixedContentLayout: UICollectionViewLayout {
    let content: CGSize
    init(_ content: CGSize) { self.content = content; super.init() }
    required init?(coder: NSCoder) { nil }
    override var collectionViewContentSize: CGSize { content }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
}

/// A program's own layout type reports the axis of the layout it made, by the rule the viewer
/// scrolls it with (`ScrollDirection(overflowing:in:)`): before it is made, vertical.
@MainActor
@Suite struct HostedScrollAxisTests {
    let wide = "wide-\(Int.random(in: 0..<1_000_000_000))", tall = "tall-\(Int.random(in: 0..<1_000_000_000))"

    @Test func theMadeLayoutsAxisIsTheOneItsContentOverflows() throws {
        let layouts = LatticeCLI.catalogue([wide: { _ in FixedContentLayout(CGSize(width: 300, height: 100)) },
                                            tall: { _ in FixedContentLayout(CGSize(width: 300, height: 500)) }])
        let viewport = Size(width: 100, height: 200)
        func axes(_ name: String) throws -> (before: ScrollDirection, made: ScrollDirection) {
            let f = try FixtureLoader.load(text: "layout: {type: \(name)}\nsections:\n  - items: [[10, 10]]\n", name: "\(name).yaml", layouts: layouts)
            return (f.layout.scrollDirection, f.layout.scrollDirection(of: f.makeLayout(viewport: viewport)))
        }
        // 300 wide in a 100-point view and 100 tall in 200: overflows across only.
        #expect(try axes(wide) == (.vertical, .horizontal))
        // 300 x 500 overflows both ways: vertical.
        #expect(try axes(tall) == (.vertical, .vertical))
    }

    @Test func theRule() {
        let view = Size(width: 100, height: 200)
        #expect(ScrollDirection(overflowing: Size(width: 101, height: 200), in: view) == .horizontal)
        #expect(ScrollDirection(overflowing: Size(width: 101, height: 201), in: view) == .vertical)
        #expect(ScrollDirection(overflowing: Size(width: 100, height: 50), in: view) == .vertical)
    }
}
