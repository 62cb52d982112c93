/// Runs `body`, which is isolated to the main actor, from a nonisolated member of the bridge's
/// engine conformance without asking the runtime whether this is the main thread.
///
/// The engine's `CollectionLayout` is not isolated; UIKit's classes are, so the bridge's
/// conformance is `@preconcurrency`, and Swift checks the thread at the start of every call of
/// it (SE-0423's dynamic isolation check). The host calls the bridge only on the main thread
/// (the command line, the viewer and `lattice bench` run there, and the conformance says so),
/// and the hosted query makes five such calls, so the calls on that path are nonisolated and
/// come here instead: the same isolation, promised rather than checked (checked in debug builds,
/// `MainActor.assertIsolated`, compiled out of release builds: the standard library's check asks
/// for the current executor even where it then ignores the answer).
@inline(__always)
nonisolated func onMainActorUnchecked<T>(_ body: @MainActor () -> T) -> T {
    #if DEBUG
    MainActor.assertIsolated("the UIKit layout bridge is called on the main actor only")
    #endif
    return withoutActuallyEscaping(body) { body in
        unsafeBitCast(body, to: (() -> T).self)()
    }
}
