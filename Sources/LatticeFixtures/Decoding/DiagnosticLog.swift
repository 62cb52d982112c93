/// The problems found while decoding one fixture, so that `validate` can report all of them, as
/// a compiler does, and `load` can stop at the first.
///
/// The decoder keeps going past an error wherever it can recover (another key, another field,
/// another section or item) by calling `recover`. When `limit` errors are recorded, or after an
/// error nothing can follow (a cap on items or sections), decoding stops with `StopDecoding`.
final class DiagnosticLog {
    private(set) var errors: [FixtureError] = []
    private(set) var warnings: [FixtureWarning] = []
    /// How many errors to collect before stopping: 1 for `load`.
    let limit: Int
    /// Decoding stopped before the end of the file (the limit, or a fatal error).
    private(set) var stopped = false

    init(limit: Int) { self.limit = max(1, limit) }

    /// Records `error`; throws `StopDecoding` once the limit is reached.
    func record(_ error: FixtureError) throws(StopDecoding) {
        errors.append(error)
        if errors.count >= limit { stopped = true; throw StopDecoding() }
    }

    /// Records an error nothing can follow and returns the error that stops decoding.
    func fatal(_ error: FixtureError) -> StopDecoding {
        errors.append(error)
        stopped = true
        return StopDecoding()
    }

    func warn(_ warning: FixtureWarning) { warnings.append(warning) }
}

/// Thrown through the decoder when it must stop; the errors are in the `DiagnosticLog`.
struct StopDecoding: Error {}

extension FixtureDecoder {
    /// Runs `body`; a `FixtureError` it throws is recorded and `fallback` returned instead, so
    /// decoding goes on with the next field. `StopDecoding` passes through.
    func recover<T>(_ fallback: @autoclosure () -> T, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as FixtureError {
            try log.record(error)
            return fallback()
        }
    }

    /// The value of key `k` of a mapping's entries, decoded; nil when left out, or when it is
    /// wrong (the error is recorded and decoding goes on).
    func field<T>(_ e: PresentEntries, _ k: String, _ path: FieldPath, _ decode: (RawNode, FieldPath) throws -> T) throws -> T? {
        try recover(nil) { try e[k].map { try decode($0.value, path.key(k)) } }
    }
}
