import LatticeLayout
import LatticeViewer

/// The `columns` layout in the viewer: no knobs but the (fixed) scroll direction; the inspector
/// says the column count and spacing.
extension ColumnsLayout: ViewerLayout {
    var layoutName: String { "columns" }
    var knobs: LayoutKnobs {
        get { LayoutKnobs() }
        set {}
    }
    var supportedKnobs: KnobSupport { [] }

    func inspectorBody(_ context: InspectorContext) -> InspectorBody {
        InspectorBody(title: "columns", lines: [.init("\(options.columns) columns, spacing \(fmt(options.spacing))")])
    }
}
