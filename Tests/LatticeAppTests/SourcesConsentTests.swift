import Foundation
import Testing
import LatticeFixtures
import LatticeViewer
@testable import LatticeApp
@testable import LatticeSources

/// No code runs without consent (SourcesConsent): a fixture whose `sources:` factory writes a
/// marker file, driven through the real binary. `validate` never writes it; every command that
/// would run the sources refuses (exit 1, saying how to allow) and writes nothing until the
/// fixture is allowed, by `--allow-sources` or by `lattice allow`, and then writes it.
///
/// The setup file is the same text in every test, so its program is built once, in the tests'
/// shared cache (`SourcesCorpusTests.cache`); each test has its own folder, marker and
/// configuration folder.
@Suite(.serialized) struct SourcesConsentTests {
    /// Tests/Consent/marker-setup.swift: registers `marker`, whose factory writes the file named
    /// by LATTICE_TEST_MARKER (scripts/tmux-consent-test uses the same file, so the same program).
    static let setup: String = {
        let path = CLIProcessTests.root.appendingPathComponent("Tests/Consent/marker-setup.swift").path
        return (try? String(contentsOfFile: path, encoding: .utf8)) ?? "missing \(path)"
    }()

    static func fixture(sources: String) -> String {
        "layout:\n  type: marker\n  sources: \(sources)\nsections:\n  - items:\n      - {size: [50, 50], repeat: 2}\n"
    }

    /// A folder with the setup, `evil.yaml` naming it, and `plain.yaml` (no sources).
    struct Place {
        let dir: String
        var marker: String { dir + "/marker" }
        var config: String { dir + "/config" }
        var evil: String { dir + "/evil.yaml" }
        var plain: String { dir + "/plain.yaml" }
        var markerWritten: Bool { FileManager.default.fileExists(atPath: marker) }

        init() throws {
            dir = try SourcesErrorTests.folder([
                "setup.swift": SourcesConsentTests.setup,
                "evil.yaml": SourcesConsentTests.fixture(sources: "[setup.swift]"),
                "plain.yaml": "sections:\n  - items: [[50, 50]]\n",
            ])
        }

        func lattice(_ arguments: [String]) throws -> CLIProcessTests.Result {
            try CLIProcessTests.lattice(arguments, environment: [
                "LATTICE_CACHE_DIR": SourcesCorpusTests.cache, "LATTICE_TEST_MARKER": marker, "LATTICE_CONFIG_DIR": config,
            ])
        }

        /// The refusal every command gives before it is allowed: exit 1, nothing run, and how.
        func expectRefused(_ arguments: [String]) throws {
            let r = try lattice(arguments)
            #expect(r.status == 1, "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("nothing was built or run"), "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("`lattice allow \(evil)`"), "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains("--allow-sources"), "\(arguments): \(r.stderr)")
            #expect(r.stderr.contains(dir + "/setup.swift") || r.stderr.contains(SourcesAllowance.absolute(dir + "/setup.swift")),
                    "the files are listed: \(r.stderr)")
            #expect(!markerWritten, "\(arguments) ran the sources")
        }
    }

    @Test func validateChecksTheFixtureAndNeverRunsItsSources() throws {
        let place = try Place()
        let r = try place.lattice(["validate", place.evil])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "ok \(place.evil)\n")
        #expect(r.stderr.contains("layout type \"marker\" comes from sources:, which validate does not build or run"))
        #expect(!place.markerWritten)
        // Its sections are still checked: a negative size is an error, located.
        try Self.fixture(sources: "[setup.swift]").replacingOccurrences(of: "[50, 50]", with: "[-5, 50]")
            .write(toFile: place.evil, atomically: true, encoding: .utf8)
        let bad = try place.lattice(["validate", place.evil])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("\(place.evil):6:"), "\(bad.stderr)")
        #expect(!place.markerWritten)
    }

    @Test func everyCommandThatRunsSourcesRefusesUntilAllowed() throws {
        let place = try Place()
        let out = place.dir + "/out.svg"
        try place.expectRefused(["dump", place.evil])
        try place.expectRefused(["render", place.evil])
        try place.expectRefused(["export", place.evil, "-o", out])
        try place.expectRefused(["record", place.evil, "--keys", "j", "--output", place.dir + "/out.cast"])
        try place.expectRefused(["diff", place.plain, place.evil])
        try place.expectRefused(["render", place.plain, "--compare", place.evil])
        try place.expectRefused(["check", place.evil])
        try place.expectRefused(["check", place.dir])
        // The viewer without a terminal to ask in refuses too; so does a folder browsed in it.
        try place.expectRefused(["run", place.evil])
        try place.expectRefused([place.dir])
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(!FileManager.default.fileExists(atPath: place.dir + "/out.cast"))
    }

    @Test func allowSourcesRunsThemForOneRun() throws {
        let place = try Place()
        let r = try place.lattice(["dump", place.evil, "--allow-sources"])
        try #require(r.status == 0, "\(r.stderr)")
        #expect(place.markerWritten)
        // Nothing was recorded: the next run without the flag is refused.
        try FileManager.default.removeItem(atPath: place.marker)
        try place.expectRefused(["dump", place.evil])
        let rendered = try place.lattice(["render", place.evil, "--allow-sources"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(place.markerWritten)
        try FileManager.default.removeItem(atPath: place.marker)
        let exported = try place.lattice(["export", place.evil, "-o", place.dir + "/out.svg", "--allow-sources"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(place.markerWritten)
        #expect(FileManager.default.fileExists(atPath: place.dir + "/out.svg"))
        try FileManager.default.removeItem(atPath: place.marker)
        let checked = try place.lattice(["check", place.evil, "--allow-sources"])
        #expect(checked.stdout.contains("check: 1 fixture"), "\(checked.stdout) \(checked.stderr)")
        #expect(place.markerWritten)
    }

    @Test func lattice_allowRecordsTheFixtureListsAndRevokes() throws {
        let place = try Place()
        let setup = SourcesAllowance.absolute(place.dir + "/setup.swift")
        let allowed = try place.lattice(["allow", place.evil])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        #expect(allowed.stdout == "allowed \(place.evil): lattice may compile and run\n  \(setup)\n")
        #expect(!place.markerWritten, "allow runs nothing")
        let listed = try place.lattice(["allow", "--list"])
        #expect(listed.stdout == "\(SourcesAllowance.absolute(place.evil))\n  \(setup)\n")

        for command in [["dump", place.evil], ["render", place.evil], ["export", place.evil, "-o", place.dir + "/out.svg"]] {
            let r = try place.lattice(command)
            #expect(r.status == 0, "\(command): \(r.stderr)")
            #expect(place.markerWritten, "\(command) did not run the allowed sources")
            try? FileManager.default.removeItem(atPath: place.marker)
        }
        let checked = try place.lattice(["check", place.evil])
        #expect(checked.stdout.contains("check: 1 fixture"), "\(checked.stdout) \(checked.stderr)")
        #expect(place.markerWritten, "check did not run the allowed sources")
        try? FileManager.default.removeItem(atPath: place.marker)

        let revoked = try place.lattice(["allow", "--revoke", place.evil])
        #expect(revoked.status == 0)
        #expect(revoked.stdout == "revoked \(SourcesAllowance.absolute(place.evil))\n")
        try place.expectRefused(["dump", place.evil])
        let again = try place.lattice(["allow", "--revoke", place.evil])
        #expect(again.status == 1)
        #expect(again.stderr.contains("not allowed"))
    }

    @Test func allowRefusesAFixtureWithoutSources() throws {
        let place = try Place()
        let r = try place.lattice(["allow", place.plain])
        #expect(r.status == 1)
        #expect(r.stderr == "\(place.plain): error: the fixture has no layout.sources: it runs no code of its own\n")
        let none = try place.lattice(["allow", "--list"])
        #expect(none.stdout.hasPrefix("no fixture is allowed"))
    }

    @Test func anythingButSwiftFilesIsRefusedAtItsEntry() throws {
        let place = try Place()
        try FileManager.default.createDirectory(atPath: place.dir + "/empty", withIntermediateDirectories: true)
        let fixture = place.dir + "/bad.yaml"
        // Line 3 `  sources: [setup.swift, /etc/passwd, /dev/zero, empty]`: entries at columns 13, 26, 39, 50.
        try Self.fixture(sources: "[setup.swift, /etc/passwd, /dev/zero, empty]").write(toFile: fixture, atomically: true, encoding: .utf8)
        let r = try place.lattice(["validate", fixture])
        #expect(r.status == 1)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(fixture):3:26: error: layout.sources[1]: /etc/passwd is not a .swift file; sources: names Swift files and folders of them"),
                "\(r.stderr)")
        #expect(lines.contains("\(fixture):3:39: error: layout.sources[2]: /dev/zero is not a regular file (a device, a pipe or a socket); sources: names Swift files and folders of them"))
        #expect(lines.contains("\(fixture):3:50: error: layout.sources[3]: empty is a folder with no .swift file in it; sources: names Swift files and folders of them"))
        // Every other command refuses it too, at the first bad entry, before asking for consent.
        for command in [["dump", fixture, "--allow-sources"], ["allow", fixture]] {
            let other = try place.lattice(command)
            #expect(other.status == 1)
            #expect(other.stderr.contains("\(fixture):3:26: error: layout.sources[1]: /etc/passwd is not a .swift file"), "\(command): \(other.stderr)")
        }
        #expect(!place.markerWritten)
    }

    // MARK: the allowance's rule, without a build

    /// The fixture's sources read as the commands read them.
    static func sources(_ path: String) throws -> LayoutSources {
        try #require(try LayoutSources.read(path: path))
    }

    @Test func anEditToAListedFileKeepsTheAllowanceANewFileInAFolderAsksAgain() throws {
        let dir = try SourcesErrorTests.folder(["f.yaml": Self.fixture(sources: "[Layouts/, setup.swift]"), "setup.swift": Self.setup])
        try FileManager.default.createDirectory(atPath: dir + "/Layouts", withIntermediateDirectories: true)
        try "final class A {}\n".write(toFile: dir + "/Layouts/A.swift", atomically: true, encoding: .utf8)
        let consent = SourcesConsent(store: AllowanceStore(folder: dir + "/config"))
        let fixture = dir + "/f.yaml"

        #expect(try consent.needed([Self.sources(fixture)]).count == 1, "never allowed")
        try consent.allow(consent.needed([Self.sources(fixture)]))
        #expect(try consent.needed([Self.sources(fixture)]).isEmpty)

        // An edit of a listed file: still allowed (the live-reload loop).
        try "final class A { let edited = 1 }\n".write(toFile: dir + "/Layouts/A.swift", atomically: true, encoding: .utf8)
        #expect(try consent.needed([Self.sources(fixture)]).isEmpty)

        // A new file in the listed folder: asked again, the file named as added.
        try "final class B {}\n".write(toFile: dir + "/Layouts/B.swift", atomically: true, encoding: .utf8)
        let needed = try consent.needed([Self.sources(fixture)])
        try #require(needed.count == 1)
        #expect(needed[0].recorded != nil)
        #expect(SourcesConsent.describe(needed).contains("added \(SourcesAllowance.absolute(dir + "/Layouts/B.swift"))"))

        // Allowed again, then the list itself changes (the folder dropped): asked again.
        try consent.allow(needed)
        try Self.fixture(sources: "[setup.swift]").write(toFile: fixture, atomically: true, encoding: .utf8)
        let dropped = try consent.needed([Self.sources(fixture)])
        #expect(dropped.count == 1)
        #expect(SourcesConsent.describe(dropped).contains("gone "))
    }

    @Test func theViewerBuildsNoSaveWhoseListOfFilesChanged() throws {
        let dir = try SourcesErrorTests.folder(["f.yaml": Self.fixture(sources: "[Layouts/, setup.swift]"), "setup.swift": Self.setup])
        try FileManager.default.createDirectory(atPath: dir + "/Layouts", withIntermediateDirectories: true)
        let a = dir + "/Layouts/A.swift"
        try "final class A {}\n".write(toFile: a, atomically: true, encoding: .utf8)
        // No allowance on record: only the files the viewer started with count.
        setenv("LATTICE_CONFIG_DIR", dir + "/config", 1)
        let shown = try FixtureLoader.load(text: "sections:\n  - items: [[100, 40]]\n", name: "shown.yaml")
        let inner = ViewerModel(fixture: shown, path: nil, terminalSize: (cols: 200, rows: 20), headless: true)
        var watch = SourcesWatch(inner: inner, fixture: dir + "/f.yaml", files: [a, dir + "/setup.swift"])
        var effects = EffectRunner()
        effects.start(&watch)
        // A new file in the listed folder, then a save of a listed one.
        try "final class B {}\n".write(toFile: dir + "/Layouts/B.swift", atomically: true, encoding: .utf8)
        try "final class A { let edited = 1 }\n".write(toFile: a, atomically: true, encoding: .utf8)
        effects.send(.fileChanged(path: a, exists: true), to: &watch)
        // The sources are read by the build's task, away from `update`: its answer refuses.
        let deadline = Date(timeIntervalSinceNow: 60)
        while watch.building, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            effects.receive(&watch)
        }
        #expect(!watch.building, "a changed list of files is not built")
        #expect(watch.frame().line(0).contains("the sources' files changed: quit, then `lattice allow \(dir)/f.yaml`"),
                "status bar: \(watch.frame().line(0))")
        #expect(!effects.quit)
    }

    @Test func theAllowanceIsPerFixturePathNamedAnyWay() throws {
        let dir = try SourcesErrorTests.folder(["f.yaml": Self.fixture(sources: "[setup.swift]"), "g.yaml": Self.fixture(sources: "[setup.swift]"),
                                                "setup.swift": Self.setup])
        let consent = SourcesConsent(store: AllowanceStore(folder: dir + "/config"))
        try consent.allow(consent.needed([Self.sources(dir + "/f.yaml")]))
        // The same file through `..`: allowed; another fixture naming the same files: not.
        #expect(try consent.needed([Self.sources(dir + "/../" + URL(fileURLWithPath: dir).lastPathComponent + "/f.yaml")]).isEmpty)
        #expect(try consent.needed([Self.sources(dir + "/g.yaml")]).count == 1)
    }

    @Test func aDamagedAllowanceFileIsAnErrorNamingIt() throws {
        let dir = try SourcesErrorTests.folder(["allowed-sources.json": "{not json", "f.yaml": Self.fixture(sources: "[setup.swift]"),
                                                "setup.swift": Self.setup])
        let store = AllowanceStore(folder: dir)
        #expect(throws: ProgramFailure.self) { try store.all() }
        do { _ = try store.all() } catch { #expect("\(error)".hasPrefix("\(dir)/allowed-sources.json: not a list of allowed fixtures")) }
        // The command says so and exits 1, running nothing.
        let r = try CLIProcessTests.lattice(["dump", dir + "/f.yaml"], environment: ["LATTICE_CONFIG_DIR": dir])
        #expect(r.status == 1)
        #expect(r.stderr.contains("allowed-sources.json: not a list of allowed fixtures"))
    }

    @Test func theStoreIsWrittenWhole() throws {
        let dir = try SourcesErrorTests.folder([:])
        let store = AllowanceStore(folder: dir + "/nested/config")
        try store.record(SourcesAllowance(fixture: "/a.yaml", files: ["/a.swift"]))
        try store.record(SourcesAllowance(fixture: "/b.yaml", files: ["/b.swift", "/c.swift"]))
        try store.record(SourcesAllowance(fixture: "/a.yaml", files: ["/d.swift"]))
        #expect(try store.all() == [SourcesAllowance(fixture: "/b.yaml", files: ["/b.swift", "/c.swift"]),
                                    SourcesAllowance(fixture: "/a.yaml", files: ["/d.swift"])])
        #expect(try store.revoke("/b.yaml"))
        #expect(try !store.revoke("/b.yaml"))
        #expect(try store.all() == [SourcesAllowance(fixture: "/a.yaml", files: ["/d.swift"])])
        // No temporary file is left beside it.
        let left = try FileManager.default.contentsOfDirectory(atPath: dir + "/nested/config").filter { !$0.hasPrefix(".") }
        #expect(left == ["allowed-sources.json"])
    }

    @Test func theConfigurationFolderFollowsXDG() {
        // LATTICE_CONFIG_DIR is set by nothing here: the rule itself, on this platform.
        #if os(Linux)
        let folder = AllowanceStore.configFolder
        let environment = ProcessInfo.processInfo.environment
        if let own = environment["LATTICE_CONFIG_DIR"], !own.isEmpty {
            #expect(folder == own)
        } else if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            #expect(folder == xdg + "/lattice")
        } else {
            #expect(folder.hasSuffix("/.config/lattice"))
        }
        #endif
    }

    @Test func onlyYesAllows() {
        #expect(SourcesConsent.isYes("y"))
        #expect(SourcesConsent.isYes(" YES "))
        #expect(!SourcesConsent.isYes(""))
        #expect(!SourcesConsent.isYes(nil))
        #expect(!SourcesConsent.isYes("n"))
        #expect(!SourcesConsent.isYes("yep"))
        #expect(SourcesConsent.shellWord("a b.yaml") == "'a b.yaml'")
        #expect(SourcesConsent.shellWord("Fixtures/a.yaml") == "Fixtures/a.yaml")
    }
}
