import LatticeLayout
import LatticeFixtures

extension ViewerModel {
    /// A model on a fixture, as the CLI makes it: `--viewport`, `--set` and `--offset` are
    /// already applied to `fixture`. `path` is the file (nil for the built-in demo), `folder` the
    /// fixture files of a folder being browsed (`C-n` / `C-p`). Reloads (`r`, a changed file,
    /// `:set`) load the file again with `overrides` (set them to the `--viewport` and `--set`
    /// overrides so a reload keeps them). `sourceText` is the file's text, kept for `:w`; when
    /// it is not given, `startEffects` asks for it (the demo's is known). A fixture made from
    /// something else (`madeFrom`) gives its text with a nil `path`.
    public init(fixture: Fixture, path: String?, folder: [String] = [], sourceText: String? = nil,
                terminalSize: (cols: Int, rows: Int), headless: Bool) {
        self.init(scene: Scene(fixture: fixture, headless: headless), path: path, folder: folder, terminalSize: terminalSize, headless: headless)
        source = (fixture, sourceText ?? (path == nil ? DemoFixture.yaml : nil))
    }

    /// What a driver does before the first message: watch the fixture file, and read its text
    /// for `:w` when the model was not given it.
    public var startEffects: [ViewerEffect] {
        guard let path else { return [] }
        var effects: [ViewerEffect] = [.watch(path: path)]
        if source?.text == nil { effects.append(.load(FixtureRequest(path: path, overrides: overrides, purpose: .sourceText))) }
        return effects
    }

    /// The built-in demo fixture, loaded.
    public static func demoFixture() -> Fixture {
        // The demo is a constant of this module and is tested; a failure here is a programming error.
        (try? FixtureLoader.load(text: DemoFixture.yaml, name: "demo")) ?? Fixture()
    }

    // MARK: Loading

    /// `r`, `C-n` / `C-p`, a changed file: asks for `target` again with the model's overrides.
    mutating func reload(path target: String?, purpose: FixtureRequest.Purpose) {
        guard let target else {
            let what = madeFrom.map { "\($0) was read once, when lattice import started (run it again for a newer paste)" }
            message = ("nothing to reload: " + (what ?? "the built-in demo has no file"), false); return
        }
        effects.append(.load(FixtureRequest(path: target, overrides: overrides, purpose: purpose)))
    }

    /// A fixture came back: shown as its request's purpose says. A failed reload keeps the last
    /// good scene and shows the error in the status bar; a failed `:set` says why on the key line.
    mutating func loaded(_ request: FixtureRequest, _ result: Result<LoadedFixture, EffectFailure>) {
        switch (request.purpose, result) {
        case (.sourceText, .success(let l)):
            if request.path == path, let s = source { source = (s.fixture, l.text) }
        case (.sourceText, .failure):
            break   // `:w` says it cannot read the file when asked
        case (.set(let key, let value), .success(let l)):
            let knobs = layout.knobs, headless = headless
            installSet({
                let newScene = Scene(fixture: l.fixture, headless: headless)
                if !key.hasPrefix("layout") { newScene.layout.knobs = knobs }
                return newScene
            }, key: key, value: value, request: request, loaded: l)
        case (.set, .failure(let e)):
            message = (e.text, true)   // the loader words it for `:set`
        case (_, .success(let l)):
            let newScene = Scene(fixture: l.fixture, headless: headless)
            source = (l.fixture, l.text)
            install(newScene, offset: request.purpose == .switchFixture ? newScene.contentOffset : collectionView.contentOffset)
            path = request.path
            reloadError = nil
            if request.purpose == .reload(announce: true) { message = ("reloaded \(request.path ?? "")", false) }
            if request.purpose == .fileChanged { message = ("file changed: reloaded", false) }
            request.path.map { effects.append(.watch(path: $0)) }
        case (_, .failure(let e)):
            if request.purpose == .switchFixture { path = request.path }
            reloadError = e.text
            if request.purpose == .fileChanged { message = nil }
            request.path.map { effects.append(.watch(path: $0)) }
        }
    }

    /// `.fileChanged`: loads the file again. A file that is gone (deleted or moved away) keeps
    /// the last good layout and says so until it comes back; unsaved edits are not reloaded over.
    mutating func fileChanged(_ changed: String, exists: Bool) {
        guard changed == path else { return }   // another pane's file, or a file left behind
        guard exists else {
            reloadError = "\(changed): the file is gone (deleted or moved); showing the last layout loaded"
            message = nil
            return
        }
        if hasUnsavedChanges {
            changedOnDisk = true
            message = ("file changed on disk: not reloaded over unsaved edits (r reloads, :w PATH saves elsewhere)", true)
            return
        }
        reload(path: changed, purpose: .fileChanged)
    }
}

extension EffectFailure {
    /// The failure as the model shows it.
    public var text: String {
        switch self {
        case .exists(let path): "\(path) exists"
        case .failed(let text): text
        }
    }
}
