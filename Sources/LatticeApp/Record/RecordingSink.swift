import LatticeRender

/// Where `ScriptedRecording` puts the screens of a scripted session, in presentation time: an
/// asciicast (`CastSink`) or an animated SVG (`AnimatedSVGSink`).
protocol RecordingSink: AnyObject {
    /// The first screen's size and the session's title, before any screen.
    func begin(cols: Int, rows: Int, title: String) throws
    /// `screen` is shown from `microseconds` on (the sink skips a screen equal to the last one).
    func show(_ screen: ScreenBuffer, atMicroseconds t: Int) throws
    /// The terminal took a new size at `microseconds` (the next screen has it).
    func resize(cols: Int, rows: Int, atMicroseconds t: Int) throws
    /// The recording ends at `microseconds` (the last screen is held until then).
    func end(atMicroseconds t: Int) throws
}

/// The asciicast v2 sink: each screen as the terminal bytes that change the previous one into it
/// (`ScreenDiff`), through a `CastWriter`.
final class CastSink: RecordingSink {
    let writer: CastWriter
    let diff: ScreenDiff
    var shown: ScreenBuffer?

    init(writer: CastWriter, colour: Bool) {
        self.writer = writer; self.diff = ScreenDiff(colour: colour)
    }

    func begin(cols: Int, rows: Int, title: String) throws {
        try writer.header(cols: cols, rows: rows, title: title)
    }

    func show(_ screen: ScreenBuffer, atMicroseconds t: Int) throws {
        let bytes = diff.update(from: shown, to: screen)
        shown = screen
        if !bytes.isEmpty { try writer.output(bytes, atMicroseconds: t) }
    }

    func resize(cols: Int, rows: Int, atMicroseconds t: Int) throws {
        try writer.resize(cols: cols, rows: rows, atMicroseconds: t)
    }

    /// An empty output event, so that players hold the last screen for the last pause.
    func end(atMicroseconds t: Int) throws { try writer.output("", atMicroseconds: t) }
}

/// The animated SVG sink: screens collected in a `ScreenAnimation`, written whole at the end.
final class AnimatedSVGSink: RecordingSink {
    var animation: ScreenAnimation
    let write: (String) throws -> Void

    init(colour: Bool, write: @escaping (String) throws -> Void) {
        animation = ScreenAnimation(colour: colour); self.write = write
    }

    func begin(cols: Int, rows: Int, title: String) throws { animation.title = title }

    func show(_ screen: ScreenBuffer, atMicroseconds t: Int) throws {
        animation.show(screen, atMilliseconds: Double(t) / 1000)
    }

    /// The next screen has the new size; the picture is as large as the largest screen.
    func resize(cols: Int, rows: Int, atMicroseconds t: Int) throws {}

    func end(atMicroseconds t: Int) throws {
        try write(animation.svg(durationMilliseconds: Double(t) / 1000))
    }
}
