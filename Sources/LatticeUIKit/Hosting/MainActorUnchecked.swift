/// Calls `body`, a function isolated to the main actor, from a nonisolated member of the
/// bridge's engine conformance without asking the runtime whether this is the main thread.
///
/// The engine's `CollectionLayout` is not isolated; UIKit's classes are, so the bridge's
/// conformance is `@preconcurrency`, and Swift checks the thread at the start of every call of
/// it (SE-0423's dynamic isolation check). The host calls the bridge only on the main thread
/// (the command line, the viewer and `lattice bench` run there, and the conformance says so),
/// and the hosted query makes five such calls, so the calls on that path are nonisolated and
/// come here instead: the same isolation, promised rather than checked (checked in debug builds,
/// `MainActor.assertIsolated`, compiled out of release builds: the standard library's check asks
/// for the current executor even where it then ignores the answer).
///
/// `body` is a static function (no captured context) and its arguments are passed separately:
/// a closure literal here would need `withoutActuallyEscaping`, which allocates its context on
/// the heap at every call.
@inline(__always)
nonisolated func onMainActorUnchecked<A, T>(_ body: @escaping @MainActor (A) -> T, _ a: A) -> T {
    assertOnMainActor()
    return unsafeBitCast(body, to: ((A) -> T).self)(a)
}

/// ``onMainActorUnchecked(_:_:)`` for a function of two arguments.
@inline(__always)
nonisolated func onMainActorUnchecked<A, B, T>(_ body: @escaping @MainActor (A, B) -> T, _ a: A, _ b: B) -> T {
    assertOnMainActor()
    return unsafeBitCast(body, to: ((A, B) -> T).self)(a, b)
}

/// ``onMainActorUnchecked(_:_:)`` for a function of two arguments and an `inout` third.
@inline(__always)
nonisolated func onMainActorUnchecked<A, B, C>(_ body: @escaping @MainActor (A, B, inout C) -> Void, _ a: A, _ b: B, _ c: inout C) {
    assertOnMainActor()
    unsafeBitCast(body, to: ((A, B, inout C) -> Void).self)(a, b, &c)
}

@inline(__always)
private nonisolated func assertOnMainActor() {
    #if DEBUG
    MainActor.assertIsolated("the UIKit layout bridge is called on the main actor only")
    #endif
}
