import ArgumentParser
import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeTerminal

/// `lattice import [FILE|-] [--viewport WxH] [-o FIXTURE [--force]] [--decorations KIND,…]
/// [--infer list [--json]]`: reads what LLDB prints for `UICollectionViewLayoutAttributes`, or a
/// capture (`Capture/LatticeCapture.swift`'s JSON), and writes a `snapshot` fixture of it, or
/// with `--infer list` a `list` fixture fitted to it.
struct ImportCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn a capture or a debugger paste of UICollectionViewLayoutAttributes into a fixture.",
        discussion: """
            A capture (po collectionView.latticeCapture(to: "/tmp/cards.json") with Capture/LatticeCapture.swift \
            in the app) is read as JSON, checked and written as it is (or fitted with --infer).
            In LLDB: po collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds)
            then paste the output into a file (or pipe it in). Console noise around it is skipped.
            The fixture (a snapshot: the frames as printed) goes to standard output or --output.
            Two pastes taken at different content offsets (lattice import a.txt@0,0 b.txt@0,300) open
            side by side; the inspector (or --explain, as text) explains each sticky header's movement.
            """)

    @Argument(help: "The capture or the paste: a file, or - (the default) for standard input.")
    var input: String = "-"

    @Argument(help: ArgumentHelp("A second paste: then both are given as FILE@X,Y (the content offset each was taken at; negative as @0,-20) and shown side by side, the inspector explaining how the sticky headers moved.", valueName: "FILE@X,Y"))
    var second: String?

    @Flag(name: .long, help: "With two pastes: print how their sticky headers moved, against IGList's pin formula, instead of viewing them.")
    var explain = false

    @Option(name: .long, help: "Viewport WxH in points (default: as wide as the content, 844 tall like an iPhone screen).")
    var viewport: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Write the fixture to this file (never over an existing one without --force) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Flag(name: .long, help: "Overwrite the --output file if it exists.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Element kinds that are decoration views (UIKit prints them like supplementary views).", valueName: "KIND,…"))
    var decorations: String?

    @Option(name: .long, help: ArgumentHelp("Write a fixture of this layout fitted to the frames instead of a snapshot: list or flow (a capture's tracks give the pinning).", valueName: "list|flow"))
    var infer: String?

    @Flag(name: .long, help: "With --infer: the fitting report on stderr as JSON.")
    var json = false

    /// An iPhone's screen height in points (iPhone 12 to 16): the default viewport height.
    static let phoneHeight = 844.0

    func run(in environment: LatticeEnvironment) throws {
        try runReportingInvalidInput {
            if let infer, infer != "list", infer != "flow" {
                throw OptionValueError(option: "--infer", value: infer, expected: "list or flow")
            }
            let size = try viewport.map { try OptionValues.size($0, option: "--viewport") }
            let kinds = Set((decorations ?? "").split(separator: ",").map { String($0.trimmingSpaces) }.filter { !$0.isEmpty })
            if let second { try runTwoPastes(second, decorations: kinds, viewport: size, in: environment); return }
            let name = input == "-" ? "<stdin>" : input
            // The output's existence is checked before the paste is read and fitted.
            let file = try output.map { try OutputFile($0, force: force) }
            let fixture = { () throws -> String in
                let read = try Self.readCapture(input)
                if let capture = read.capture { return try importCapture(capture, name: name, viewport: size) }
                let paste = try read.stdin.map { try DebuggerPaste(bytes: $0, file: name, decorationKinds: kinds) }
                    ?? readPaste(input, decorations: kinds)
                guard !paste.elements.isEmpty else {
                    throw NewFile.Failure(path: name, message: "no UICollectionViewLayoutAttributes found (expected lines with index path: … frame = (x y; w h))")
                }
                let text = infer == "flow" ? try inferFlow(paste.elements, name: name, viewport: size)
                    : infer != nil ? try inferList(paste, name: name, viewport: size) : snapshot(paste, name: name, viewport: size)
                try Self.checkValid(text, name: name, paste: infer == nil ? paste : nil)
                return text
            }
            if let file, let output {
                let bytes = try file.write(fixture)
                // With --json, stderr is the report alone (one JSON object for scripts).
                if !json { OutputFile.summary(output, bytes: bytes, infer.map { "a \($0) fixture" } ?? "a snapshot fixture") }
            } else {
                print(try fixture(), terminator: "")
            }
        }
    }

    /// The paste at `path` (`-`: standard input), read line by line (`PasteLines`). On a
    /// terminal, standard input waits for the user: say what to do.
    func readPaste(_ path: String, decorations kinds: Set<String>) throws -> DebuggerPaste {
        if path == "-", isatty(STDIN_FILENO) == 1 {
            printError("lattice: reading a paste from the terminal: paste the debugger's output, then press Ctrl-D (or give a file: lattice import paste.txt)")
        }
        return try DebuggerPaste(lines: PasteLines(path: path), decorationKinds: kinds)
    }

    /// Refuses to write a fixture that `lattice validate` would refuse (the fixture format's
    /// bounds on what a paste holds are checked as it is read; this is the last word).
    /// Refuses `text` (made from the paste `name`) when it would fail `lattice validate`. The
    /// error is located at the paste's line when it is about one element of `paste` (a
    /// snapshot of it), else in the fixture's text.
    static func checkValid(_ text: String, name: String, paste: DebuggerPaste? = nil) throws {
        do {
            _ = try FixtureLoader.load(text: text, format: .yaml, name: "the fixture imported from \(name)")
        } catch {
            let why = "the imported fixture would not pass lattice validate, so it is not written"
            if var located = paste?.locate(error, file: name) {
                located.message += " (\(why))"
                throw located
            }
            throw NewFile.Failure(path: name, message: "\(why): \(error)")
        }
    }

    /// The snapshot fixture, with a note on stderr: what was read, what was skipped, which
    /// viewport and scroll direction were chosen and why.
    func snapshot(_ paste: DebuggerPaste, name: String, viewport: Size?) -> String {
        let content = paste.elements.reduce(Size.zero) { Size(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY)) }
        let chosen = viewport ?? Size(width: content.width > 0 ? content.width : 390, height: Self.phoneHeight)
        // The paste does not say which way the app scrolls: horizontally only when the content
        // overflows the given viewport across x and fits it along y.
        let direction: ScrollDirection = viewport != nil ? ScrollDirection(overflowing: content, in: chosen) : .vertical
        var note = "lattice: imported \(paste.elements.count) element\(paste.elements.count == 1 ? "" : "s") from \(name)"
        if paste.skippedLines > 0 { note += "; skipped \(paste.skippedLines) line\(paste.skippedLines == 1 ? "" : "s") without attributes" }
        if paste.repeatedElements > 0 { note += "; dropped \(paste.repeatedElements) repeated element\(paste.repeatedElements == 1 ? "" : "s")" }
        note += viewport == nil
            ? "\nlattice: viewport \(fmtExact(chosen.width))x\(fmtExact(chosen.height)): as wide as the content, as tall as an iPhone screen (\(fmtExact(Self.phoneHeight)) pt); give --viewport WxH for the app's own"
            : "\nlattice: viewport \(fmtExact(chosen.width))x\(fmtExact(chosen.height)), scrolling \(direction.rawValue)"
        printError(note)
        return SnapshotText.fixture(name: name == "<stdin>" ? "imported paste" : String(name.split(separator: "/").last ?? ""), viewport: chosen, scrollDirection: direction,
                                    elements: paste.elements, comment: "Imported by lattice import from \(name): frames as the app's layout printed them.")
    }
}
