import LatticeLayout
import LatticeRender

/// What a layout's inspector body may read: the frame's snapshot, the collection view's
/// geometry, the scene's names and labels, the glyph set. Built by the session for each frame;
/// a layout (built-in, custom or imported) turns it into lines with
/// `ViewerLayout.inspectorBody(_:)`.
public struct InspectorContext {
    public let snapshot: FrameSnapshot
    public let bounds: Rect
    public let contentOffset: Point
    public let contentInset: EdgeInsets
    public let scene: Scene
    public let glyphs: Glyphs
    /// The focused element, if any (the session shows its attributes as drawn above the body).
    public let focus: ElementID?

    public var direction: ScrollDirection { scene.layout.knobs.scrollDirection }
    /// The section sign: `§`, or `#` in ASCII.
    public var sectionSign: String { glyphs.unicode ? "§" : "#" }
    public var minus: String { glyphs.unicode ? "−" : "-" }
    public var arrow: String { glyphs.unicode ? "→" : "->" }
    /// Sections with something in view and one on either side.
    public var sectionsNearViewport: Range<Int> { snapshot.sectionsNearViewport(sections: scene.layout.numberOfSections) }
}

/// The inspector's body for one layout: a title and its lines (the focus lines above and the
/// counters below are the session's, the same for every layout).
public struct InspectorBody {
    public var title: String
    public var lines: [Panel.Line]
    public init(title: String, lines: [Panel.Line]) { self.title = title; self.lines = lines }
}
