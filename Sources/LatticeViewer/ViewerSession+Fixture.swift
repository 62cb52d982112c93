import LatticeLayout
import LatticeFixtures

extension ViewerSession {
    /// A session on a fixture, as the CLI makes it: `--viewport`, `--set` and `--offset` are
    /// already applied to `fixture`. `path` is the file (nil for the built-in demo), `folder` the
    /// fixture files of a folder being browsed (`n` / `p`). Reloads (`r`, a changed file, `:set`)
    /// read the file again with `overrides` (set them to the `--set` arguments so a reload keeps
    /// them) and `viewportOverride` (`--viewport`).
    public convenience init(fixture: Fixture, path: String?, folder: [String] = [], terminalSize: (cols: Int, rows: Int),
                            headless: Bool) {
        self.init(scene: Scene(fixture: fixture), path: path, folder: folder, terminalSize: terminalSize, headless: headless)
        loader = { [unowned self] path in try self.loadScene(path: path, extra: []) }
        setter = { [unowned self] key, value in
            let overrides = self.overrides + ["\(key)=\(value)"]
            let scene = try self.loadScene(path: self.path, extra: ["\(key)=\(value)"])
            self.overrides = overrides
            return scene
        }
    }

    /// Loads `path` (or the demo when nil) with the session's overrides plus `extra`, applying
    /// `viewportOverride`.
    func loadScene(path: String?, extra: [String]) throws -> Scene {
        var fixture: Fixture
        do {
            if let path { fixture = try FixtureLoader.load(path: path, overrides: overrides + extra) }
            else { fixture = try FixtureLoader.load(text: DemoFixture.yaml, name: "demo", overrides: overrides + extra) }
        } catch { throw error }
        if let v = viewportOverride { fixture.viewportWidth = v.width; fixture.viewportHeight = v.height }
        return Scene(fixture: fixture)
    }

    /// The built-in demo fixture, loaded.
    public static func demoFixture() -> Fixture {
        // The demo is a constant of this module and is tested; a failure here is a programming error.
        (try? FixtureLoader.load(text: DemoFixture.yaml, name: "demo")) ?? Fixture()
    }
}
