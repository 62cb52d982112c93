import LatticeRender

/// What a terminal run loop drives: messages in, frames out (the Elm architecture's program).
/// `ViewerSession` is one; `CompareSession` (two panes, one scroll) is another.
public protocol ViewerProgram: AnyObject {
    func update(_ message: ViewerMessage)
    func frame() -> ScreenBuffer
    var shouldQuit: Bool { get }
    /// True while something animates (the loop then ticks every frame).
    var isAnimating: Bool { get }
    /// True when a watched fixture file changed on disk (the loop then sends `.fileChanged`).
    var watchedFileChanged: Bool { get }
    var glyphs: Glyphs { get set }
}

extension ViewerSession: ViewerProgram {}
