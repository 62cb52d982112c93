import LatticeRender
import LatticeViewer

/// `lattice record`: a scripted session (`--keys`) as a cast, in presentation time.
///
/// * The first screen at 0 s; each key's screen `keyDelay` after the previous one (the pause
///   is for watching only: no virtual time passes, CommandLineContract §4.6).
/// * `<wait …>` lets its virtual time pass in the cast too: while an animation (a batch update,
///   a fling) runs, a frame every `frameInterval`, then the screen at the wait's end.
/// * `<resize COLSxROWS>` is a resize event and a full redraw.
///
/// Two sessions run side by side: `truth` takes exactly the keys `render` takes (one `<wait>` is
/// one step), so the last screen is `render`'s; `steps` takes the same keys but lets a wait pass
/// frame by frame, as the live viewer does, and draws the frames in between.
struct ScriptedRecording {
    /// 30 frames a second while something moves.
    static let frameInterval = 1000.0 / 30

    var truth: any ViewerProgram
    var steps: any ViewerProgram
    /// Each program's effects, carried out as `render` carries them out.
    var truthEffects = MemoryTuning.effectRunner(), stepsEffects = MemoryTuning.effectRunner()
    let keyDelay: Double
    let diff: ScreenDiff
    let writer: CastWriter
    var shown: ScreenBuffer?
    var clock = 0.0

    init(truth: any ViewerProgram, steps: any ViewerProgram, keyDelay: Double, colour: Bool, writer: CastWriter) {
        self.truth = truth; self.steps = steps; self.keyDelay = keyDelay
        self.diff = ScreenDiff(colour: colour); self.writer = writer
        truthEffects.start(&self.truth)
        stepsEffects.start(&self.steps)
    }

    /// Writes the whole cast: header, first screen, one screen per key, a last pause.
    mutating func record(_ keys: [ViewerKey], title: String) throws {
        let first = truth.frame()
        try writer.header(cols: first.cols, rows: first.rows, title: title)
        try show(first)
        for key in keys {
            switch key {
            case .wait(let ms):
                try animate(for: ms)
                truthEffects.send(ViewerMessage(key), to: &truth)
                clock += ms
            case .resize(let c, let r):
                clock += keyDelay
                sendToBoth(key)
                try writer.resize(cols: c, rows: r, atMicroseconds: microseconds)
            default:
                clock += keyDelay
                sendToBoth(key)
            }
            try show(truth.frame())
        }
        // Hold the last screen for one more pause.
        clock += keyDelay
        try writer.output("", atMicroseconds: microseconds)
    }

    mutating func sendToBoth(_ key: ViewerKey) {
        truthEffects.send(ViewerMessage(key), to: &truth)
        stepsEffects.send(ViewerMessage(key), to: &steps)
    }

    /// The frames `steps` shows while `ms` pass and it animates (none once it stops).
    mutating func animate(for ms: Double) throws {
        var passed = 0.0
        let start = clock
        while steps.isAnimating, passed + Self.frameInterval < ms {
            stepsEffects.send(.tick(milliseconds: Self.frameInterval), to: &steps)
            passed += Self.frameInterval
            clock = start + passed
            try show(steps.frame())
        }
        stepsEffects.send(.tick(milliseconds: ms - passed), to: &steps)
        clock = start
    }

    /// Writes what changed since the last screen shown (nothing when nothing did).
    mutating func show(_ screen: ScreenBuffer) throws {
        let bytes = diff.update(from: shown, to: screen)
        shown = screen
        if !bytes.isEmpty { try writer.output(bytes, atMicroseconds: microseconds) }
    }

    var microseconds: Int { Int((clock * 1000).rounded()) }
}
