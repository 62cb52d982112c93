import Foundation
import Testing
import LatticeFixtures
import LatticeRender
import LatticeViewer

/// The regression corpus (`Tests/Corpus/`, also the fuzzer's seed corpus, see `scripts/fuzz`):
/// every file is fed through the readers it was found with, and must load or fail with a located
/// error; none may crash, hang or run away with memory. A fixture whose first line is
/// `# keys: …` is then driven through a headless viewer with those keys, one frame per key.
@Suite(.timeLimit(.minutes(1))) struct CorpusReplayTests {
    static let corpus = GoldenScreenTests.root.appendingPathComponent("Tests/Corpus")

    /// The files of one corpus folder, sorted (empty when the folder is missing).
    static func files(_ folder: String) -> [URL] {
        let dir = corpus.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// `PATH:LINE:COL: error: …` for the file `name`.
    static func isLocated(_ message: String, name: String) -> Bool {
        guard message.hasPrefix(name + ":") else { return false }
        let rest = message.dropFirst(name.count + 1).split(separator: ":", maxSplits: 2)
        return rest.count == 3 && Int(rest[0]) != nil && Int(rest[1]) != nil && rest[2].hasPrefix(" error: ")
    }

    /// The keys named on a fixture's first line (`# keys: <tab>a`), if any.
    static func keys(of text: String) -> String? {
        let first = text.prefix { $0 != "\n" }
        guard first.hasPrefix("# keys: ") else { return nil }
        return String(first.dropFirst("# keys: ".count))
    }

    @Test func corpusIsNotEmpty() {
        #expect(Self.files("fixtures").count >= 4)
        #expect(Self.files("sets").count >= 3)
        #expect(Self.files("keys").count >= 3)
    }

    /// A `--set` argument (the file's whole text) on a small fixture: applied, or refused with a
    /// message that names it.
    @Test(arguments: files("sets"))
    func setValueAppliesOrIsRefused(_ url: URL) throws {
        let argument = try String(contentsOf: url, encoding: .utf8)
        do {
            _ = try FixtureLoader.load(text: "sections: [{items: [[10, 10]]}]\n", name: "small.yaml", overrides: [argument])
        } catch {
            #expect(error.description.contains("--set"), "\(error.description)")
        }
    }

    /// A `--keys` string (the file's whole text): refused by the notation, or fed to the demo,
    /// a frame after each key.
    @Test(arguments: files("keys"))
    func keysParseOrAreRefused(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let keys = try? KeyNotation.parse(text) else { return }
        var session = ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (80, 24), headless: true)
        for key in keys {
            session.handle(key)
            let frame = session.frame()
            #expect(frame.rows * frame.cols <= 2000 * 1000)
        }
    }

    @Test(arguments: files("fixtures"))
    func fixtureLoadsOrFailsWithALocation(_ url: URL) throws {
        let fixture: Fixture
        do {
            fixture = try FixtureLoader.load(path: url.path)
        } catch {
            #expect(Self.isLocated(error.description, name: url.path), "\(error.description)")
            return
        }
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        guard let keys = Self.keys(of: text) else { return }
        var session = ViewerModel(fixture: fixture, path: url.path, terminalSize: (80, 24), headless: true)
        for key in try KeyNotation.parse(keys) {
            session.handle(key)
            let frame = session.frame()
            #expect(frame.rows == 24)
        }
    }
}
