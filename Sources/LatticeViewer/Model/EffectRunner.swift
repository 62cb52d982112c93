import Foundation
import LatticeFixtures

/// Carries out a viewer program's effects and sends their answers back (the Elm runtime's side
/// of the commands): loads fixtures, keeps the stamps of watched files, writes `:w` atomically,
/// runs `.task`s on threads of their own (their messages come back through `receive`),
/// and hands `.tuneMemory` to the process (the executable says what it does). The run loop, `render` / `record` and the tests drive
/// programs through it; a test that needs no file can send messages to a model directly.
///
/// Effects are carried out at once, in order, each answer handled before the next effect, so
/// `--keys` typed after `:w` or `:set` see the file written or the fixture loaded.
public struct EffectRunner {
    /// The watched files and their stamps when last looked at (nil: missing).
    var stamps: [String: FileStamp?] = [:]
    /// What `.tuneMemory` does: process-wide settings belong to the executable, which passes
    /// them in (`MemoryTuning` in the command line); nothing by default.
    public var tuneMemory: () -> Void
    /// The program's own layout types, for the fixtures it loads.
    public var layouts: LayoutCatalogue
    /// What lets the blocks queued on the main queue run (`DispatchQueue.main`, which is the
    /// process's, shared by every host): the executable passes LatticeUIKit's drain; nothing by
    /// default. The runner calls it before each `.tick` it sends, at the edge, so no `update`
    /// runs the run loop; what the blocks change is seen by the tick's `update`.
    public var drainMainQueue: () -> Void
    /// True once the program asked to quit.
    public private(set) var quit = false
    /// `.tuneMemory` was carried out (once is enough: the setting is the process's).
    var memoryTuned = false
    /// What `.write` (`:w`) does: a headless command writes files only when the user allowed it
    /// (`--allow-writes`), never because keys typed into it said `:w`.
    public var writes = Writes.perform
    /// The messages tasks sent that `receive` has not handed over yet (tasks run on threads
    /// of their own; nothing else is shared with them).
    let inbox = TaskInbox()

    /// What `.write` does.
    public enum Writes: Sendable {
        /// Writes the file.
        case perform
        /// Writes nothing and answers why (the model says "not written: WHY").
        case refuse(String)
        /// Writes nothing and answers as if written: a second program run alongside one that
        /// writes (`record`'s frame-by-frame copy), so the file is written once.
        case leaveToAnother
    }

    public init(layouts: LayoutCatalogue = LayoutCatalogue(), tuneMemory: @escaping () -> Void = {},
                drainMainQueue: @escaping () -> Void = {}) {
        self.layouts = layouts
        self.tuneMemory = tuneMemory
        self.drainMainQueue = drainMainQueue
    }

    /// Carries out what `program` asks for before its first message (watching its file…).
    /// Then, when the program has timed work (a hosted layout's main queue, display links), lets
    /// no time pass once, as the run loop does after a tick: so work a layout queued on
    /// `DispatchQueue.main` while loading (in `prepare()`) shows in the first frame of `render`,
    /// `dump`, `export` and `record` too, not only after a `<wait>` (UIKitDifferences §6).
    public mutating func start<P: ViewerProgram>(_ program: inout P) {
        run(program.startEffects, on: &program)
        if program.isAnimating { send(.tick(milliseconds: 0), to: &program) }
    }

    /// Sends one message and carries out the effects it causes, their answers' too. Before a
    /// `.tick`, the main queue's blocks run (`drainMainQueue`).
    public mutating func send<P: ViewerProgram>(_ message: ViewerMessage, to program: inout P) {
        if case .tick = message { drainMainQueue() }
        run(program.update(message), on: &program)
    }

    /// Types `keys` (`<wait …>` and `<resize …>` become their messages).
    public mutating func send<P: ViewerProgram>(_ keys: [ViewerKey], to program: inout P) {
        for key in keys { send(ViewerMessage(key), to: &program) }
    }

    /// Looks at the watched files; each one changed or gone since last seen is sent as
    /// `.fileChanged`. True when something was sent.
    @discardableResult
    public mutating func pollFiles<P: ViewerProgram>(_ program: inout P) -> Bool {
        var sent = false
        for (path, old) in stamps.sorted(by: { $0.key < $1.key }) {
            let now = FileStamp(path: path)
            guard now != old else { continue }
            stamps[path] = now
            send(.fileChanged(path: path, exists: now != nil), to: &program)
            sent = true
        }
        return sent
    }

    /// Hands the messages finished tasks sent to `program`, in the order sent. True when one was.
    @discardableResult
    public mutating func receive<P: ViewerProgram>(_ program: inout P) -> Bool {
        let messages = inbox.take()
        for m in messages { send(m, to: &program) }
        return !messages.isEmpty
    }

    /// True when a watched file differs from its stamp (what `pollFiles` would send).
    public var watchedFileChanged: Bool {
        stamps.contains { path, old in FileStamp(path: path) != old }
    }

    mutating func run<P: ViewerProgram>(_ effects: [ViewerEffect], on program: inout P) {
        for effect in effects {
            if let answer = perform(effect) { run(program.update(answer), on: &program) }
        }
    }

    /// Carries out one effect; the message that answers it, if any.
    public mutating func perform(_ effect: ViewerEffect) -> ViewerMessage? {
        switch effect {
        case .load(let request): return .loaded(request, Self.load(request, layouts: layouts))
        case .watch(let path): stamps[path] = FileStamp(path: path); return nil
        case .write(let w):
            switch writes {
            case .perform: return .wrote(w, Self.write(w))
            case .refuse(let why): return .wrote(w, .failure(.failed(why)))
            case .leaveToAnother: return .wrote(w, .success(()))
            }
        case .tuneMemory:
            if !memoryTuned { memoryTuned = true; tuneMemory() }
            return nil
        case .task(let task):
            let inbox = inbox
            Thread.detachNewThread { task.work { inbox.post($0) } }
            return nil
        case .quit: quit = true; return nil
        }
    }

    static func load(_ request: FixtureRequest, layouts: LayoutCatalogue) -> Result<LoadedFixture, EffectFailure> {
        // Only the text is wanted: the file is read, not decoded again.
        if request.purpose == .sourceText { return .success(LoadedFixture(fixture: Fixture(), text: sourceText(path: request.path))) }
        do {
            let fixture = try FixtureLoader.load(fileOrDemo: request.path, applying: request.overrides, layouts: layouts)
            return .success(LoadedFixture(fixture: fixture, text: sourceText(path: request.path)))
        } catch {
            return .failure(.failed("\(error)"))
        }
    }

    /// The text a fixture comes from (kept for `:w`): the file's, or the demo's when `path` is nil.
    public static func sourceText(path: String?) -> String? {
        guard let path else { return DemoFixture.yaml }
        return FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    static func write(_ w: FileWrite) -> Result<Void, EffectFailure> {
        do {
            try AtomicFile.write(w.text, to: w.path, force: w.overwrite)
            return .success(())
        } catch let e as AtomicFile.Exists {
            return .failure(.exists(path: e.path))
        } catch let e as AtomicFile.NotAFile {
            return .failure(.failed("it \(e.reason)"))
        } catch let e as AtomicFile.Failure {
            return .failure(.failed(e.reason))
        } catch {
            return .failure(.failed("\(error)"))
        }
    }
}

/// The messages tasks send, kept until the driver takes them (the one value tasks share with
/// the program's thread, behind a lock).
final class TaskInbox: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [ViewerMessage] = []

    func post(_ message: ViewerMessage) { lock.withLock { messages.append(message) } }

    func take() -> [ViewerMessage] {
        lock.withLock {
            defer { messages = [] }
            return messages
        }
    }
}

/// A file's modification time and size: what automatic reload polls (cheap `stat`, no watching).
struct FileStamp: Equatable {
    var modified: Double
    var size: Int
    init?(path: String) {
        guard let a = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        modified = (a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        size = (a[.size] as? NSNumber)?.intValue ?? 0
    }
}
