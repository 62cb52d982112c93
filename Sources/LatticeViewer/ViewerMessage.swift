/// Everything that reaches the viewer session from outside, as messages (the Elm architecture's
/// `Msg`): a key as typed, time passing, the fixture file changing on disk. The run loop sends
/// them; `ViewerSession.send(_:)` applies them.
public enum ViewerMessage: Hashable, Sendable {
    /// A key, a wheel step or a resize (see `ViewerKey`).
    case key(ViewerKey)
    /// Real time passed while something animates (a batch update, a fling).
    case tick(milliseconds: Double)
    /// The fixture file's stamp (modification time, size) changed, or the file appeared or
    /// disappeared: reload it, or say it is gone.
    case fileChanged
}

extension ViewerSession {
    /// Applies one message. Returns true when the screen may have changed (the run loop then
    /// draws a frame).
    @discardableResult
    public func send(_ message: ViewerMessage) -> Bool {
        switch message {
        case .key(let key):
            handle(key)
            return true
        case .tick(let ms):
            guard isAnimating else { return false }
            advanceTime(milliseconds: ms)
            return true
        case .fileChanged:
            return pollFileChanges()
        }
    }
}
