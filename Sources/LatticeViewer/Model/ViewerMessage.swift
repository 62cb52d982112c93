/// Everything that reaches a `ViewerModel`, as one type (the Elm architecture's `Msg`): a key
/// (or a mouse event, which `ViewerKey` also carries), time passing, the terminal changing size,
/// and the answers to the model's effects (a fixture loaded, a file written, the watched file
/// changed). `ViewerModel.update(_:)` is the one entry point; the terminal's run loop, `render` /
/// `dump` (`--keys`), `EffectRunner` and the tests all send these.
///
/// A driver sends:
/// * `.key` for every key and mouse event it decodes (`ViewerKey`);
/// * `.tick(milliseconds:)` with the real time that passed since the last tick, while
///   `ViewerModel.isAnimating` is true (`<wait 120ms>` in `--keys` is a tick in virtual time);
/// * `.resize(cols:rows:)` when the terminal changes size (ncurses' KEY_RESIZE);
/// * `.frameDrawn(milliseconds:)` with how long the last frame took (the inspector shows it);
/// * `.fileChanged` when a file the model asked to `.watch` changed or went away;
/// * `.loaded` and `.wrote` with the outcome of a `.load` and a `.write` effect;
/// * `.program` with what a program's own `.task` effect sent back.
public enum ViewerMessage: Equatable, Sendable {
    case key(ViewerKey)
    case tick(milliseconds: Double)
    case resize(cols: Int, rows: Int)
    case frameDrawn(milliseconds: Double)
    /// The watched file at `path` changed on disk; `exists` is false when it is gone.
    case fileChanged(path: String, exists: Bool)
    case loaded(FixtureRequest, Result<LoadedFixture, EffectFailure>)
    case wrote(FileWrite, Result<Void, EffectFailure>)
    /// A message of a program's own (sent by its `.task` effect); a `ViewerModel` ignores it.
    case program(any ProgramMessage)

    /// The message a `--keys` key stands for: `<resize …>` and `<wait …>` are not key presses.
    public init(_ key: ViewerKey) {
        switch key {
        case .resize(let c, let r): self = .resize(cols: c, rows: r)
        case .wait(let ms): self = .tick(milliseconds: ms)
        default: self = .key(key)
        }
    }

    public static func == (a: ViewerMessage, b: ViewerMessage) -> Bool {
        switch (a, b) {
        case (.key(let x), .key(let y)): x == y
        case (.tick(let x), .tick(let y)), (.frameDrawn(let x), .frameDrawn(let y)): x == y
        case (.resize(let c, let r), .resize(let c2, let r2)): c == c2 && r == r2
        case (.fileChanged(let p, let e), .fileChanged(let p2, let e2)): p == p2 && e == e2
        case (.loaded(let r, let x), .loaded(let r2, let y)): r == r2 && x == y
        case (.wrote(let w, let x), .wrote(let w2, let y)):
            switch (x, y) {
            case (.success, .success): w == w2
            case (.failure(let e), .failure(let e2)): w == w2 && e == e2
            default: false
            }
        default: false
        }
    }
}
