import LatticeFixtures
import LatticeImport
import LatticeLayout

/// A debugger paste (`lattice import`), read as the command reads a file: it must give elements
/// or a `FixtureError` located at a line (`fuzz.txt:LINE:COL: error: …`). A small paste is then
/// written as a snapshot and fitted as a list (`--infer list`, with a two-second budget), and
/// both fixture texts must load, or the fit be one `import` refuses to write: nothing `import`
/// writes may fail `lattice validate`.
///
/// Only a paste that names at most `fitCap` sections and items is fitted. The fit lays out every
/// section and item up to the highest index path named (a paste of sections 0 and 10,000 is a
/// list of 10,001 sections), and that work, the fitted fixture's text and its loading are not
/// what the budget stops: under AddressSanitizer, on a shared machine, a two-element paste of
/// sections 0 and 10,000 took 3 to 12 s and ran past libFuzzer's 10 s timeout. Larger pastes
/// are the release growth table's and `Tests/Corpus/pastes/`'s (PasteCorpusTests fits those
/// within 2,000 sections and items too).
func paste(_ bytes: [UInt8]) {
    let name = "fuzz.txt"
    let paste: DebuggerPaste
    do {
        paste = try DebuggerPaste(bytes: bytes, file: name)
    } catch {
        checkLocated(error.description, name: name)
        return
    }
    guard !paste.elements.isEmpty, paste.elements.count <= 200, impliedCount(paste.elements) <= fitCap else { return }
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

/// The most sections and items a fitted paste may imply.
let fitCap = 2_000

/// The sections and items the fit lays out for `elements`: every section up to the highest one
/// named, and in each section named every item up to its highest item named.
func impliedCount(_ elements: [SnapshotElement]) -> Int {
    var lastItem: [Int: Int] = [:]
    var lastSection = 0
    for e in elements {
        lastSection = max(lastSection, e.indexPath.section)
        lastItem[e.indexPath.section] = max(lastItem[e.indexPath.section] ?? 0, e.indexPath.item)
    }
    return lastSection + 1 + lastItem.values.reduce(0) { $0 + $1 + 1 }
}
