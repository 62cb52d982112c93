import Foundation
import Testing

/// Bad input around `sources:` fixtures: each is a located message and exit status 1. The
/// fixtures are written into a temporary folder; those that need a program name the corpus's
/// sources (the program `SourcesCorpusTests` builds), so only the compile error builds anything.
@Suite(.serialized) struct SourcesErrorTests {
    static let corpus = CLIProcessTests.root.appendingPathComponent("Examples/Corpus").path

    /// A folder with `files` written into it; returns its path.
    static func folder(_ files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sources-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url.path
    }

    /// Runs lattice, allowed to build the sources (these tests are about what happens then).
    static func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result {
        try CLIProcessTests.lattice(arguments + ["--allow-sources"], environment: ["LATTICE_CACHE_DIR": SourcesCorpusTests.cache])
    }

    static func fixture(type: String, sources: String, extra: String = "") -> String {
        "layout:\n  type: \(type)\n  sources: \(sources)\n\(extra)sections:\n  - items:\n      - {size: [50, 50], repeat: 2}\n"
    }

    @Test func languageModeSixRefusesWhatSwiftFiveAccepts() throws {
        // A global variable: nonisolated shared mutable state, which the Swift 5 mode accepts (the
        // corpus builds files in it) and Swift 6 refuses; `swiftLanguageMode: 6` compiles the
        // files in Swift 6.
        let dir = try Self.folder([
            "Spacing.swift": "import UIKit\n\nvar sharedSpacing: CGFloat = 4\n",
            "setup.swift": "import UIKit\nimport LatticeCLI\n\n@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = "
                + "[\"spaced\": { _ in UICollectionViewFlowLayout() }]\n",
            "f.yaml": Self.fixture(type: "spaced", sources: "[Spacing.swift, setup.swift]", extra: "  swiftLanguageMode: 6\n"),
        ])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(dir)/Spacing.swift:3:5: error: var 'sharedSpacing' is not concurrency-safe"), "\(r.stderr)")
    }

    @Test func aMissingSourceFileIsLocatedAtItsEntry() throws {
        let dir = try Self.folder(["f.yaml": Self.fixture(type: "cards", sources: "[Cards.swift, setup.swift]")])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        // Line 3 `  sources: [Cards.swift, …]`: the first entry at column 13.
        #expect(r.stderr.contains("\(dir)/f.yaml:3:13: error: layout.sources[0]: no such file or folder: Cards.swift"))
    }

    @Test func aSetupWithoutLatticeLayoutsIsLocatedAtSources() throws {
        let dir = try Self.folder([
            "Cards.swift": "import UIKit\nfinal class Cards: UICollectionViewLayout {}\n",
            "f.yaml": Self.fixture(type: "cards", sources: "[Cards.swift]"),
        ])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("\(dir)/f.yaml:3:12: error: layout.sources: no source declares latticeLayouts"))
    }

    @Test func aTypeTheSetupDoesNotRegisterIsLocatedAtType() throws {
        let sources = "[\(Self.corpus)/Layouts/, \(Self.corpus)/corpus-setup.swift]"
        let dir = try Self.folder(["f.yaml": Self.fixture(type: "cardz", sources: sources)])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        // Line 2 `  type: cardz`: the value at column 9.
        #expect(r.stderr.contains("\(dir)/f.yaml:2:9: error: layout.type: the sources register no layout type \"cardz\""))
        #expect(r.stderr.contains("pinterest"))
    }

    @Test func aFactoryThatThrowsIsLocatedAtType() throws {
        let sources = "[\(Self.corpus)/Layouts/, \(Self.corpus)/corpus-setup.swift]"
        let dir = try Self.folder(["f.yaml": Self.fixture(type: "pinterest", sources: sources, extra: "  columns: 8\n")])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\(dir)/f.yaml:2:9: error: layout.type: the pinterest layout could not be made: tooManyColumns(8)")
                || r.stderr.contains("\(dir)/f.yaml:2:9: error: layout.type: the pinterest layout could not be made: tooManyColumns(8)"))
    }

    @Test func aCompileErrorIsTheCompilersAtTheUsersLine() throws {
        let dir = try Self.folder([
            "Cards.swift": "import UIKit\n\nfinal class Cards: UICollectionViewLayout {\n    var columns: Int = \"three\"\n}\n",
            "setup.swift": "import LatticeCLI\n@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [\"cards\": { _ in Cards() }]\n",
            "f.yaml": Self.fixture(type: "cards", sources: "[Cards.swift, setup.swift]"),
        ])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        // Line 4 `    var columns: Int = "three"`: the string literal at column 24, in the user's file.
        #expect(r.stderr.contains("\(dir)/Cards.swift:4:24: error: cannot convert value of type 'String' to specified type 'Int'"),
                "\(r.stderr)")
    }

    @Test func everyNameNothingDeclaresIsReportedOnceGroupedFromOneBuild() throws {
        let dir = try Self.folder([
            "Odd.swift": """
                import UIKit

                final class Odd: UICollectionViewLayout {
                    override func prepare() {
                        let cell = collectionView?.dragDelegate
                        let idiom = UITableView.current.userInterfaceIdiom
                        let again = collectionView?.dragDelegate
                        let font = UIPasteboard.general.string
                        let window = collectionView?.wobble
                        let controller: UIPickerView? = nil
                        _ = (cell, idiom, again, font, window, controller)
                    }
                }

                """,
            "setup.swift": "import LatticeCLI\n@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [\"odd\": { _ in Odd() }]\n",
            "f.yaml": Self.fixture(type: "odd", sources: "[Odd.swift, setup.swift]"),
        ])
        let r = try Self.lattice(["dump", dir + "/f.yaml"])
        #expect(r.status == 1)
        let err = r.stderr
        // Five names, each once, with what lattice does not model, then every place.
        #expect(err.contains("your sources use 5 names nothing declares here"), "\(err)")
        #expect(err.contains("error: UICollectionView.dragDelegate: not modelled by lattice"))
        #expect(err.contains("  \(dir)/Odd.swift:5:36\n  \(dir)/Odd.swift:7:37"))
        #expect(err.contains("error: UITableView: not modelled by lattice: lattice lays out collection views"))
        #expect(err.contains("  \(dir)/Odd.swift:6:21"))
        #expect(err.contains("error: UIPasteboard: not modelled by lattice: no pasteboard"))
        #expect(err.contains("  \(dir)/Odd.swift:8:20"))
        #expect(err.contains("error: UICollectionView.wobble: not declared by LatticeUIKit"))
        #expect(err.contains("  \(dir)/Odd.swift:9:38"))
        #expect(err.contains("error: UIPickerView: not declared by LatticeUIKit"))
        #expect(err.contains("  \(dir)/Odd.swift:10:25"))
    }
}
