/// Everything that reaches a `ViewerSession`, as one type (the Elm architecture's `Msg`): a key
/// (or a mouse event, which `ViewerKey` also carries), time passing, the fixture file changing
/// on disk, the terminal changing size. `ViewerSession.update(_:)` is the one entry point; the
/// terminal's run loop, `render` / `dump` (`--keys`) and the tests all send these.
///
/// A backend sends:
/// * `.key` for every key and mouse event it decodes (`ViewerKey`);
/// * `.tick(milliseconds:)` with the real time that passed since the last tick, while
///   `ViewerSession.isAnimating` is true (`<wait 120ms>` in `--keys` is a tick in virtual time);
/// * `.fileChanged` when the watched file's stamp differs from the one loaded
///   (`ViewerSession.watchedFileChanged` says so; the session checks again and reloads);
/// * `.resize(cols:rows:)` when the terminal changes size (ncurses' KEY_RESIZE).
public enum ViewerMessage: Equatable, Sendable {
    case key(ViewerKey)
    case tick(milliseconds: Double)
    case fileChanged
    case resize(cols: Int, rows: Int)

    /// The message a `--keys` key stands for: `<resize …>` and `<wait …>` are not key presses.
    public init(_ key: ViewerKey) {
        switch key {
        case .resize(let c, let r): self = .resize(cols: c, rows: r)
        case .wait(let ms): self = .tick(milliseconds: ms)
        default: self = .key(key)
        }
    }
}
