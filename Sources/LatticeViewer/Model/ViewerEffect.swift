import LatticeFixtures

/// What a `ViewerModel` asks the world to do (the Elm architecture's commands): the model does
/// no I/O, it returns these from `update(_:)` and whoever drives it carries them out, sending the
/// answer back as a message. `EffectRunner` carries them all out for the run loop, `render`,
/// `record` and the tests.
public enum ViewerEffect: Equatable, Sendable {
    /// Read and decode a fixture file (nil: the built-in demo) with the overrides applied;
    /// answered by `.loaded`.
    case load(FixtureRequest)
    /// Remember the file's modification time and size now; a later change (or the file going
    /// away) is sent as `.fileChanged` by whoever polls it (the run loop, when idle).
    case watch(path: String)
    /// Write a fixture's text, atomically; answered by `.wrote`.
    case write(FileWrite)
    /// The process edits big arrays from now on: give large freed blocks back to the system
    /// (`MemoryTuning`).
    case tuneMemory
    /// Run work away from `update` (``ViewerTask``); what it sends comes back as messages.
    case task(ViewerTask)
    /// The program is done.
    case quit
}

/// One fixture to load, and what the model will do with it.
public struct FixtureRequest: Equatable, Sendable {
    /// What the loaded fixture is for.
    public enum Purpose: Equatable, Sendable {
        /// Only its file's text, kept for `:w` (a model made from a fixture the CLI loaded); the
        /// answer's fixture is empty.
        case sourceText
        /// `r`: the same file again, at the same offset; `announce` says so on the key line.
        case reload(announce: Bool)
        /// `C-n` / `C-p`: another file of the folder, at its own first offset.
        case switchFixture
        /// The watched file changed on disk.
        case fileChanged
        /// `:set KEY=VALUE`: the fixture again with one more override.
        case set(key: String, value: String)
    }
    /// The file (nil: the built-in demo).
    public var path: String?
    /// Fixture overrides, in order (`--viewport`, `--set`, `--compare-set`, `:set`), each with
    /// its origin.
    public var overrides: [FixtureOverride]
    public var purpose: Purpose
    /// Which model of a program asked (a `CompareModel` routes the answer to its pane by it).
    public var pane = 0

    public init(path: String?, overrides: [FixtureOverride], purpose: Purpose, pane: Int = 0) {
        self.path = path; self.overrides = overrides; self.purpose = purpose; self.pane = pane
    }
}

/// A fixture loaded for a `FixtureRequest`: the decoded fixture and the text it came from.
public struct LoadedFixture: Equatable, Sendable {
    public var fixture: Fixture
    public var text: String?
    public init(fixture: Fixture, text: String?) { self.fixture = fixture; self.text = text }
}

/// `:w`: a text to write at `path`, never over an existing file unless `overwrite`.
public struct FileWrite: Equatable, Sendable {
    public var path: String
    public var text: String
    public var overwrite: Bool
    /// The edit the text holds (the model's `savedSerial` once written).
    public var serial: Int
    /// What the user typed after `:w` (the message about an existing file repeats it).
    public var typedPath: String
    public var pane = 0

    public init(path: String, text: String, overwrite: Bool, serial: Int, typedPath: String, pane: Int = 0) {
        self.path = path; self.text = text; self.overwrite = overwrite; self.serial = serial
        self.typedPath = typedPath; self.pane = pane
    }
}

/// Why an effect failed, as the model shows it.
public enum EffectFailure: Error, Equatable, Sendable {
    /// `:w` found a file at the path and was not told to overwrite it.
    case exists(path: String)
    /// Anything else, as its message.
    case failed(String)
}
