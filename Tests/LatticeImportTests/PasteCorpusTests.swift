import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import Testing
import LatticeTestSupport

/// The paste corpus (`Tests/Corpus/pastes/`, also the paste fuzzer's seeds, see `scripts/fuzz`):
/// pastes that crashed, hung or ran away with memory, and pastes whose import once failed
/// `lattice validate`. Each is read as `lattice import` reads it; it must fail with a located
/// message, or give a snapshot and a `--infer list` fit whose fixture texts load.
@Suite struct PasteCorpusTests {
    static let folder = Repository.url("Tests/Corpus/pastes")

    static func files() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func corpusIsNotEmpty() {
        #expect(Self.files().count >= 8)
    }

    @Test(arguments: files())
    func pasteImportsOrFailsWithALocatedMessage(_ url: URL) throws {
        let paste: DebuggerPaste
        do {
            paste = try DebuggerPaste(lines: PasteLines(path: url.path))
        } catch {
            #expect(error.file == url.path && error.line != nil, "\(error)")
            return
        }
        guard !paste.elements.isEmpty else { return }
        let viewport = Size(width: 390, height: 844)
        let snapshot = SnapshotText.fixture(name: "corpus", viewport: viewport, scrollDirection: .vertical, elements: paste.elements)
        #expect(throws: Never.self) { try FixtureLoader.load(text: snapshot, name: "snapshot of \(url.lastPathComponent)") }
        // The fit of the pastes that span thousands of sections or items is measured in release
        // (the LatticeImport article ImportReference gives the figures), not in this debug run.
        guard paste.elements.allSatisfy({ $0.indexPath.section <= 2000 && $0.indexPath.item <= 2000 }) else { return }
        let fit = ListInference.fit(paste.elements, viewport: viewport, budget: FitBudget(seconds: 20))
        guard fit.stopped == nil else { return }
        // The one fit a list fixture cannot hold: sizes adding up past the fixture bound (the
        // command then refuses to write it, ImportProcessTests).
        do {
            _ = try FixtureLoader.load(text: ListFixtureText.fixture(fit.fixture), name: "fit of \(url.lastPathComponent)")
        } catch {
            #expect(error.message.contains("more than the 1e15 a fixture may span"), "\(error)")
        }
    }

    /// What the corpus files were kept for, one by one.
    @Test func theCorpusFindings() throws {
        func error(_ name: String) -> FixtureError? {
            do { _ = try DebuggerPaste(lines: PasteLines(path: Self.folder.appendingPathComponent(name).path)); return nil } catch { return error }
        }
        // Invalid UTF-8 on line 3, at its first scalar.
        let utf8 = try #require(error("invalid-utf8-on-line-3.txt"))
        #expect(utf8.line == 3 && utf8.column == 1 && utf8.message.contains("UTF-8"), "\(utf8)")
        // 1e308 is past the fixture bound of 1e15 points; NaN is no number.
        #expect(error("frame-1e308.txt")?.message.contains("1e15") == true, "\(String(describing: error("frame-1e308.txt")))")
        #expect(error("frame-nan.txt")?.line == 1)
        // x = −1e15 and width 2e15 end at 1e15, inside the bound, but the width itself is past
        // it: refused at the paste's line 4, at the frame's "(" (column 42 + 19 + 9 + 1 = 71:
        // after "<UICollectionViewLayoutAttributes: 0x7f02>", " index path: (0-1);" and
        // " frame = "), not later in the fixture made from it.
        let wide = try #require(error("width-past-the-bound-on-line-4.txt"))
        #expect(wide.line == 4 && wide.column == 71 && wide.message.contains("1e15"), "\(wide)")
        // Sections 0 and 10,000 (9,999 empty ones between): the fit does not recurse per section.
        let far = try DebuggerPaste(lines: PasteLines(path: Self.folder.appendingPathComponent("sections-0-and-10000.txt").path))
        let fit = ListInference.fit(far.elements, viewport: Size(width: 390, height: 844))
        #expect(fit.fixture.sections.count == 10_001 && fit.mismatches.isEmpty)
        // The same two elements behind mangled descriptions (a libFuzzer mutation that ran past
        // its 10 s timeout under AddressSanitizer: the fit of 10,001 sections and the loading of
        // the fitted fixture, which the paste fuzz target now leaves to this corpus).
        let mutated = try DebuggerPaste(lines: PasteLines(path: Self.folder.appendingPathComponent("sections-0-and-10000-mutated.txt").path))
        #expect(mutated.elements.map(\.indexPath.section) == [0, 10_000])
        // 2,000 descriptions on one line, no object headers: all read.
        let oneLine = try DebuggerPaste(lines: PasteLines(path: Self.folder.appendingPathComponent("2000-descriptions-on-one-line.txt").path))
        #expect(oneLine.elements.count == 2000)
    }

    /// The caps, small here: a stream over its byte cap, and a line over its line cap, are
    /// refused with the cap in the message (`/dev/zero` through `import -` is the large case).
    @Test func capsAreNamedInTheMessage() throws {
        let nul = Self.folder.appendingPathComponent("nul-bytes.txt").path   // 20,000 NUL bytes, no newline
        #expect(throws: FixtureError.self) { try DebuggerPaste(lines: PasteLines(path: nul, lineByteCap: 1000)) }
        do {
            _ = try DebuggerPaste(lines: PasteLines(path: nul, lineByteCap: 1000))
        } catch {
            #expect(error.message == "line longer than 1000 bytes: not a debugger paste" && error.line == 1, "\(error)")
        }
        do {
            _ = try DebuggerPaste(lines: PasteLines(path: nul, byteCap: 5000))
            Issue.record("20,000 bytes read under a 5,000-byte cap")
        } catch {
            #expect(error.message.hasPrefix("more than 5000 bytes"), "\(error)")
        }
    }
}
