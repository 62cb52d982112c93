import LatticeFixtures
import LatticeLayout
import LatticeViewer

/// libFuzzer's entry point. The first byte picks what the rest is fed to (scripts/fuzz prefixes
/// each seed accordingly): `y` a YAML fixture, `j` a JSON fixture, `s` a `--set PATH=VALUE`
/// argument applied to a small fixture, `k` a `--keys` string driven through a headless viewer,
/// `n` a snapshot fixture (what `import` writes) read, queried, drawn and written again,
/// `p` a debugger paste (`FuzzPaste.swift`).
/// Any outcome but a crash, a hang or runaway memory is fine; a refusal must be a located
/// `FixtureError` (`PATH:LINE:COL: error: …`) or a key notation error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch data[0] {
    case UInt8(ascii: "y"): fixture(body, .yaml)
    case UInt8(ascii: "j"): fixture(body, .json)
    case UInt8(ascii: "s"): setValue(body)
    case UInt8(ascii: "k"): keys(body)
    case UInt8(ascii: "n"): MainActor.assumeIsolated { snapshot(body) }
    case UInt8(ascii: "p"): paste(body)
    default: break
    }
    return 0
}

/// Loads a fixture; a small one is laid out and queried too.
func fixture(_ bytes: [UInt8], _ format: FixtureSyntax) {
    let name = format == .yaml ? "fuzz.yaml" : "fuzz.json"
    do {
        let f = try FixtureLoader.load(bytes: bytes, format: format, name: name)
        guard f.itemCount <= 2_000 else { return }
        let layout = f.makeLayout(viewport: f.viewport(default: Fixture.headlessViewport))
        layout.prepare()
        let size = layout.contentSize
        _ = layout.attributes(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
    } catch {
        checkLocated(error.description, name: name)
    }
}

/// Applies a `--set` argument to a small fixture.
func setValue(_ bytes: [UInt8]) {
    let argument = String(decoding: bytes, as: UTF8.self)
    do {
        _ = try FixtureLoader.load(text: "sections: [{items: [[10, 10], [20, 20]]}]\n", name: "small.yaml", overrides: [argument])
    } catch {
        guard error.description.contains("--set") || error.description.hasPrefix("small.yaml:") else {
            fatalError("an unlocated --set error: \(error.description)")
        }
    }
}

/// Parses `--keys` and feeds the first 64 keys to a headless viewer on the demo, one frame each.
/// The effects are carried out (`:set` loads the demo again) except writes: `:w PATH` would
/// leave files wherever the fuzzer runs.
@MainActor func drive(_ keys: [ViewerKey]) {
    var model = ViewerModel(fixture: ViewerModel.demoFixture(), path: nil, terminalSize: (80, 24), headless: true)
    var runner = EffectRunner()
    for key in keys.prefix(64) {
        for effect in model.handle(key) {
            if case .write = effect { continue }
            if let answer = runner.perform(effect) { model.update(answer) }
        }
        _ = model.frame()
    }
}

func keys(_ bytes: [UInt8]) {
    guard let keys = try? KeyNotation.parse(String(decoding: bytes, as: UTF8.self)) else { return }
    MainActor.assumeIsolated { drive(keys) }
}

/// A file error must say `NAME:LINE:COL: error:`.
func checkLocated(_ message: String, name: String) {
    let parts = message.dropFirst(name.count + 1).split(separator: ":", maxSplits: 2)
    guard message.hasPrefix(name + ":"), parts.count == 3, Int(parts[0]) != nil, Int(parts[1]) != nil else {
        fatalError("an unlocated error: \(message)")
    }
}
