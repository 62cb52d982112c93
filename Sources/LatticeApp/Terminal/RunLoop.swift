import LatticeLayout
import LatticeRender
import LatticeTerminal
import LatticeViewer

/// The viewer's event loop on any `TerminalBackend` (Bubble Tea's program loop): draw when
/// something changed, wait for input, turn keys, time and file changes into messages for the
/// program, and carry out the effects it returns (`EffectRunner`).
///
/// Frame pacing: while something animates (a batch update, a fling) the loop wakes every frame
/// (60 fps, less the time the frame took) and sends `.tick` with the real time that passed;
/// idle, it waits for a key up to `idleTimeout` and looks at the watched fixture files
/// (`EffectRunner.pollFiles`, every `idleTimeout`), which sends `.fileChanged` when one changed or
/// went away. What a program's tasks sent is handed over at each wake. Each frame's drawing time goes back to the program as `.frameDrawn`.
public struct RunLoop<Program: ViewerProgram> {
    /// One frame at 60 frames a second, in milliseconds.
    public static var frameMilliseconds: Double { 1000.0 / 60 }
    /// The longest wait for a key when nothing animates; also the file check interval.
    public static var idleTimeout: Int { 250 }

    /// The program as it is now (after `run()`: as it ended).
    public private(set) var program: Program
    public let backend: TerminalBackend
    public private(set) var effects: EffectRunner
    /// The last frame shown (`progress.shown`): the next one sends only what differs from it
    /// (ratatui's double buffer). Nil before the first frame.
    private var shown: ScreenBuffer? {
        get { progress.shown }
        set { progress.shown = newValue }
    }
    /// Work done for a message (a reload) reports on the status line (`WorkProgress`).
    private let progress: StatusLineProgress

    public init(program: Program, backend: TerminalBackend, effects: EffectRunner = EffectRunner()) {
        self.program = program
        self.backend = backend
        self.effects = effects
        progress = StatusLineProgress(backend: backend)
    }

    /// Runs until the program quits.
    public mutating func run() {
        WorkProgress.$reporter.withValue(progress) { loop() }
    }

    private mutating func loop() {
        effects.start(&program)
        let size = backend.size()
        effects.send(.resize(cols: size.cols, rows: size.rows), to: &program)
        var dirty = true
        var lastTick = backend.milliseconds()
        var lastFileCheck = lastTick
        while !effects.quit {
            if dirty { draw(); dirty = false }
            let key = backend.readKey(timeoutMilliseconds: timeout(sinceTick: backend.milliseconds() - lastTick))
            let now = backend.milliseconds()
            if program.isAnimating {
                effects.send(.tick(milliseconds: now - lastTick), to: &program)
                dirty = true
            }
            lastTick = now
            if effects.receive(&program) { dirty = true }
            if let key {
                effects.send(ViewerMessage(ViewerKey(key)), to: &program)
                dirty = true
            } else if now - lastFileCheck >= Double(Self.idleTimeout) {
                lastFileCheck = now
                if effects.pollFiles(&program) { dirty = true }
            }
        }
    }

    /// Draws a frame and tells the program how long that took.
    mutating func draw() {
        let start = ContinuousClock.now
        let frame = program.frame()
        let elapsed = ContinuousClock.now - start
        backend.draw(ScreenChanges(from: shown, to: frame))
        shown = frame
        let ms = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        effects.send(.frameDrawn(milliseconds: ms), to: &program)
    }

    /// How long to wait for a key: the rest of the frame while animating, else the idle timeout.
    func timeout(sinceTick spent: Double) -> Int {
        guard program.isAnimating else { return Self.idleTimeout }
        return Int(Swift.max(1, Swift.min(Self.frameMilliseconds, Self.frameMilliseconds - spent)).rounded())
    }
}
