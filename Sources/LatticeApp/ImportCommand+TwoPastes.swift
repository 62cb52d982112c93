import ArgumentParser
import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeTerminal
import LatticeViewer

/// `lattice import A.txt@X,Y B.txt@X,Y [--explain]`: two pastes taken at different content
/// offsets, shown as two panes (each snapshot at its own offset) whose inspector explains the
/// sticky headers' movement (`PinExplanation`); with `--explain`, that explanation as text.
extension ImportCommand {
    /// `FILE@X,Y` (CommandLineContract §2 notation for a value bound to a file): the path and the offset;
    /// a name without a numeric `@X,Y` suffix is all path.
    static func pasteArgument(_ text: String) -> (path: String, offset: Point?) {
        guard let at = text.lastIndex(of: "@"),
              let v = OptionValues.numbers(String(text[text.index(after: at)...]), separator: ",", count: 2) else { return (text, nil) }
        return (String(text[..<at]), Point(x: v[0], y: v[1]))
    }

    /// Why `text` is not a `FILE@X,Y`: an offset that is not two numbers within the fixture's
    /// bound, or none at all.
    static func offsetProblem(_ text: String) -> String {
        guard let at = text.lastIndex(of: "@") else {
            return "\(text): give the content offset the paste was taken at, as \(text)@X,Y (e.g. \(text)@0,300)"
        }
        let path = text[..<at], offset = text[text.index(after: at)...]
        return "\(text): the content offset \"\(offset)\" must be two numbers X,Y, each within ±1e15 (e.g. \(path)@0,300)"
    }

    /// `-@X,Y` (standard input at an offset) looks like a bundle of short options to the
    /// argument parser, which drops it: the message for `lattice import` arguments holding one,
    /// checked before parsing (`EntryPoint`); nil when there is none.
    static func stdinOffsetMessage(_ arguments: [String]) -> String? {
        guard arguments.first == configuration.commandName,
              let argument = arguments.dropFirst().prefix(while: { $0 != "--" }).first(where: { $0.hasPrefix("-@") }) else { return nil }
        return "lattice: error: \(argument): an argument starting with - is read as an option; for standard input at an offset write /dev/stdin\(argument.dropFirst())"
    }

    /// Usage errors (exit 64): `--explain` without two pastes, two pastes without offsets or
    /// with `--output` / `--infer`.
    func validate() throws {
        guard let second else {
            if explain {
                throw ValidationError("--explain compares two pastes taken at different offsets; only \(input) was given (A.txt@X,Y B.txt@X,Y)")
            }
            if Self.pasteArgument(input).offset != nil, !FileManager.default.fileExists(atPath: input) {
                throw ValidationError("\(input): a content offset is for two pastes (A.txt@X,Y B.txt@X,Y); for one, give the file alone")
            }
            return
        }
        guard output == nil, infer == nil else {
            throw ValidationError("two pastes are viewed or explained (--explain), not written: import them one at a time with --output or --infer")
        }
        for path in [input, second] where Self.pasteArgument(path).offset == nil {
            throw ValidationError(Self.offsetProblem(path))
        }
    }

    func runTwoPastes(_ second: String, decorations kinds: Set<String>, viewport given: Size?, in environment: LatticeEnvironment) throws {
        let specs = [Self.pasteArgument(input), Self.pasteArgument(second)]
        var pastes: [PinExplanation.Paste] = [], read: [DebuggerPaste] = []
        for (path, offset) in specs {
            guard let offset else { continue }
            let name = path == "-" ? "<stdin>" : path
            let paste = try readPaste(path, decorations: kinds)
            guard !paste.elements.isEmpty else { throw NewFile.Failure(path: name, message: "no UICollectionViewLayoutAttributes found") }
            pastes.append(PinExplanation.Paste(elements: paste.elements, offset: offset))
            read.append(paste)
        }
        let all = pastes.flatMap(\.elements)
        let content = all.reduce(Size.zero) { Size(width: max($0.width, $1.frame.maxX), height: max($0.height, $1.frame.maxY)) }
        let viewport = given ?? Size(width: content.width > 0 ? content.width : 390, height: Self.phoneHeight)
        let explanation = PinExplanation(a: pastes[0], b: pastes[1], viewport: viewport)
        if explain { print(explanation.text, terminator: ""); return }
        let terminal = TerminalSize.current()
        let sessions = try (0..<2).map { k in
            try Self.pane(read[k], path: specs[k].path, offset: pastes[k].offset, viewport: viewport, direction: explanation.direction,
                          notes: explanation.lines, terminal: terminal)
        }
        var compare = CompareModel(sessions[0], sessions[1], terminalSize: terminal)
        compare.sharesOffset = false
        let status = TerminalViewer.run(compare, effects: environment.effectRunner())
        if status != 0 { throw ExitCode(status) }
    }

    /// One pane: the paste as a snapshot fixture at its offset, its text kept for `:w FILE`. An
    /// error about one of its elements is located at the paste's line that printed it.
    static func pane(_ paste: DebuggerPaste, path: String, offset: Point, viewport: Size, direction: ScrollDirection,
                     notes: [String], terminal: (cols: Int, rows: Int)) throws -> ViewerModel {
        let name = path == "-" ? "<stdin>" : path
        let label = "\(name)@\(fmtExact(offset.x)),\(fmtExact(offset.y))"
        let text = SnapshotText.fixture(name: label, viewport: viewport, scrollDirection: direction, elements: paste.elements,
                                        comment: "Imported by lattice import from \(label): frames as the app's layout printed them.")
        var fixture: Fixture
        do {
            fixture = try FixtureLoader.load(text: text, format: .yaml, name: "the snapshot made from \(name)")
        } catch {
            guard var located = paste.locate(error, file: name) else { throw error }
            located.message += " (so the paste cannot be viewed)"
            throw located
        }
        fixture.contentOffset = offset
        var session = ViewerModel(fixture: fixture, path: nil, sourceText: text, terminalSize: terminal, headless: false)
        session.madeFrom = label
        session.inspectorNotes = notes
        return session
    }
}
