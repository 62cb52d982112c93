import LatticeRender

/// What a terminal run loop drives: messages in, effects and frames out (the Elm architecture's
/// program). `ViewerModel` is one; `CompareModel` (two panes, one scroll) is another.
public protocol ViewerProgram {
    /// Handles one message; returns the effects to carry out (`EffectRunner`).
    mutating func update(_ message: ViewerMessage) -> [ViewerEffect]
    /// The screen for the program as it is; changes nothing.
    func frame() -> ScreenBuffer
    /// What to carry out before the first message (watch the fixture file…).
    var startEffects: [ViewerEffect] { get }
    /// True while something animates (the loop then ticks every frame).
    var isAnimating: Bool { get }
    var glyphs: Glyphs { get set }
    /// The models shown, first pane first.
    var panes: [ViewerModel] { get }
}

extension ViewerModel: ViewerProgram {
    public var panes: [ViewerModel] { [self] }
}
