/// Work a program asks to be done away from `update` (Bubble Tea's `Cmd`): `EffectRunner` runs
/// it on a thread of its own, and each message it sends comes back to the program through
/// `update`, in the order sent, the next time the driver looks (`EffectRunner.receive`). Building
/// a `sources:` program is one: the viewer goes on drawing while it runs.
public struct ViewerTask: Equatable, Sendable {
    /// What the task does, for messages and tests (two tasks are equal when their names are).
    public var name: String
    /// The work: it may send any number of messages (progress, then a result).
    public var work: @Sendable (_ send: @Sendable (ViewerMessage) -> Void) -> Void

    public init(name: String, work: @escaping @Sendable (_ send: @Sendable (ViewerMessage) -> Void) -> Void) {
        self.name = name; self.work = work
    }

    public static func == (a: ViewerTask, b: ViewerTask) -> Bool { a.name == b.name }
}

/// A message a program defines for itself (the answer of its own ``ViewerTask``), carried
/// through ``ViewerMessage/program(_:)`` to the program that understands it; a `ViewerModel`
/// ignores it.
public protocol ProgramMessage: Sendable {}
