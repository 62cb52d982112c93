/// The engine's large output arrays (a frame per item, 32 bytes each: a million items are 32 MB),
/// offered to the program before they are first written, so that a process can advise the
/// system about their memory. The engine itself makes no process-wide setting.
///
/// `lattice`'s executable binds `freshBufferAdvice` around its commands (`LatticeCLI.main` asks
/// Linux for transparent huge pages there); a library user, a test or a bench in its own process
/// gets the plain allocation unless it binds one. The advice must change no value: the buffer
/// is uninitialised and the engine writes every element after the call.
public enum OutputStorage {
    /// What a program does with a freshly allocated output buffer, before the engine writes it.
    /// A struct around the closure: a task-local of optional function type crashes in optimised
    /// builds (Swift 6.3, in `swift_task_localValuePush`); of a struct it does not.
    public struct Advice: Sendable {
        public var advise: @Sendable (UnsafeMutableRawBufferPointer) -> Void
        public init(_ advise: @escaping @Sendable (UnsafeMutableRawBufferPointer) -> Void) { self.advise = advise }
    }

    /// The advice for layouts prepared in this task (and the tasks it starts); none by default.
    /// Bind it with `OutputStorage.$freshBufferAdvice.withValue(advice) { … }`.
    @TaskLocal public static var freshBufferAdvice: Advice?

    /// Hands a fresh output buffer to the bound advice, if there is one.
    @inline(__always)
    static func offer<T>(_ buffer: UnsafeMutableBufferPointer<T>) {
        guard let advice = freshBufferAdvice else { return }
        advice.advise(UnsafeMutableRawBufferPointer(buffer))
    }
}
