import LatticeLayout
import LatticeRender
import LatticeViewer

/// The `columns` layout in the viewer: no knobs but the (fixed) scroll direction; the inspector
/// says the column count and spacing; its gutters are drawn as `~`.
extension ColumnsLayout: ViewerLayout {
    var layoutName: String { "columns" }
    var knobs: LayoutKnobs {
        get { LayoutKnobs() }
        set {}
    }
    var supportedKnobs: KnobSupport { [] }

    var elementPainters: [any ElementPainter] { Rasterizer.builtInPainters + [GutterPainter()] }

    /// Fills a gutter with `~`.
    struct GutterPainter: ElementPainter {
        func draw(_ a: LayoutAttributes, at r: CellRect, label: String, place: (Rect) -> CellRect?, clip: CellRect,
                  by rasterizer: Rasterizer, into buffer: inout ScreenBuffer) -> Bool {
            guard a.category == .decoration, a.kind == ColumnsLayout.gutter else { return false }
            buffer.fill(r, with: "~", style: CellStyle(.decoration), clip: clip)
            return true
        }
    }

    func inspectorBody(_ context: InspectorContext) -> InspectorBody {
        InspectorBody(title: "columns", lines: [.init("\(options.columns) columns, spacing \(fmt(options.spacing))")])
    }
}
