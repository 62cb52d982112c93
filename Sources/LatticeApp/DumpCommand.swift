import ArgumentParser
import LatticeLayout
import LatticeViewer

/// `lattice dump FIXTURE [--rect X,Y,W,H]`: the layout's answer as JSON (CommandLineContract §2.3).
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the layout attributes of a fixture as JSON.")

    @Argument(help: "A fixture file (.yaml, .yml or .json).")
    var fixture: String

    @OptionGroup var scene: SceneOptions

    @Option(name: .long, help: "Query rect X,Y,W,H (default: every element, the content rect and the viewport).")
    var rect: String?

    @Option(name: .long, help: "Terminal size COLSxROWS the keys are interpreted in.")
    var size: String = "120x40"

    func run() throws {
        try runReportingInvalidInput {
            let loaded = try scene.loadFixture(path: fixture)
            let keys = try scene.parsedKeys()
            let queryRect = try rect.map { try OptionValues.rect($0, option: "--rect") }
            let terminal = try OptionValues.terminalSize(size, option: "--size")
            var session = try scene.session(fixture: loaded, path: fixture, terminalSize: terminal, headless: true)
            var effects = MemoryTuning.effectRunner()
            effects.start(&session)
            effects.send(keys, to: &session)
            var out = StandardOutput()
            DumpCommand.write(session, rect: queryRect, to: &out)
            out.write("\n")
            out.flush()
        }
    }

    /// The dump of a session's current state: `attributes(in:)` for the rect, or every element.
    static func write<Out: TextOutputStream>(_ session: ViewerModel, rect: Rect?, to out: inout Out) {
        let view = session.collectionView
        var elements: [LayoutAttributes] = []
        view.layout.attributes(in: rect ?? everywhere, into: &elements)
        writeDumpJSON(contentSize: view.layout.contentSize, bounds: view.bounds, elements: elements, to: &out)
    }

    /// A rect holding every point a fixture can place an element at: coordinates are bounded by
    /// `Fixture.maximumPoints` (1e15) either way, and ±1e16 are exact doubles, so its sides are
    /// exact too.
    static let everywhere = Rect(x: -1e16, y: -1e16, width: 2e16, height: 2e16)

    /// The rect that holds every element: the bounding box of all of them (an imported snapshot
    /// may place some at negative coordinates, outside the content rect), the content rect and
    /// the bounds (pinned headers and the line layout's arrows follow the bounds).
    static func wholeRect(of session: ViewerModel) -> Rect {
        let view = session.collectionView
        var whole = Rect(origin: .zero, size: view.layout.contentSize).union(view.bounds)
        for e in view.layout.attributes(in: everywhere) { whole = whole.union(e.frame) }
        return whole
    }
}
