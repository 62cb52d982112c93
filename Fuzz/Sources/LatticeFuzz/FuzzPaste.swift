import LatticeFixtures
import LatticeImport
import LatticeLayout

/// A debugger paste (`lattice import`), read as the command reads a file: it must give elements
/// or a `FixtureError` located at a line (`fuzz.txt:LINE:COL: error: …`). A small paste is then
/// written as a snapshot and fitted as a list (`--infer list`, with a two-second budget), and
/// both fixture texts must load, or the fit be one `import` refuses to write: nothing `import`
/// writes may fail `lattice validate`.
func paste(_ bytes: [UInt8]) {
    let name = "fuzz.txt"
    let paste: DebuggerPaste
    do {
        paste = try DebuggerPaste(bytes: bytes, file: name)
    } catch {
        checkLocated(error.description, name: name)
        return
    }
    guard !paste.elements.isEmpty, paste.elements.count <= 200 else { return }
    let viewport = Size(width: 390, height: 844)
    let snapshot = SnapshotText.fixture(name: "fuzz", viewport: viewport, scrollDirection: .vertical, elements: paste.elements)
    do { _ = try FixtureLoader.load(text: snapshot, name: "snapshot.yaml") } catch { fatalError("an imported snapshot fails validate: \(error)") }
    let fit = ListInference.fit(paste.elements, viewport: viewport, budget: FitBudget(seconds: 2))
    guard fit.stopped == nil else { return }
    // The one fit a list fixture cannot hold: sizes adding up past the fixture bound, which
    // `import` refuses to write with that message (PasteCorpusTests, ImportProcessTests).
    do { _ = try FixtureLoader.load(text: ListFixtureText.fixture(fit.fixture), name: "fit.yaml") } catch {
        guard error.message.contains("more than the 1e15 a fixture may span") else {
            fatalError("a fitted list fails validate: \(error)")
        }
    }
}
