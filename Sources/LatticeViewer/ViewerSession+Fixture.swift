import Foundation
import LatticeLayout
import LatticeFixtures

extension ViewerSession {
    /// A session on a fixture, as the CLI makes it: `--viewport`, `--set` and `--offset` are
    /// already applied to `fixture`. `path` is the file (nil for the built-in demo), `folder` the
    /// fixture files of a folder being browsed (`n` / `p`). Reloads (`r`, a changed file, `:set`)
    /// read the file again with `overrides` (set them to the `--viewport` and `--set` overrides
    /// so a reload keeps them).
    public convenience init(fixture: Fixture, path: String?, folder: [String] = [], terminalSize: (cols: Int, rows: Int),
                            headless: Bool) {
        self.init(scene: Scene(fixture: fixture, headless: headless), path: path, folder: folder, terminalSize: terminalSize, headless: headless)
        source = (fixture, Self.sourceText(path: path))
        loader = { [unowned self] path in try self.loadScene(path: path, extra: []) }
        setter = { [unowned self] key, value in
            let overrides = self.overrides + ["\(key)=\(value)"]
            let scene = try self.loadScene(path: self.path, extra: ["\(key)=\(value)"])
            self.overrides = overrides
            return scene
        }
    }

    /// Loads `path` (or the demo when nil) with the session's overrides plus `extra`.
    /// The fixture and the text it came from are kept for `:w`.
    func loadScene(path: String?, extra: [String]) throws -> Scene {
        let fixture = try FixtureLoader.load(fileOrDemo: path, overrides: overrides + extra)
        source = (fixture, Self.sourceText(path: path))
        return Scene(fixture: fixture, headless: headless)
    }

    /// The text a fixture comes from (kept for `:w`): the file's, or the demo's when `path` is nil.
    static func sourceText(path: String?) -> String? {
        guard let path else { return DemoFixture.yaml }
        return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The built-in demo fixture, loaded.
    public static func demoFixture() -> Fixture {
        // The demo is a constant of this module and is tested; a failure here is a programming error.
        (try? FixtureLoader.load(text: DemoFixture.yaml, name: "demo")) ?? Fixture()
    }
}
