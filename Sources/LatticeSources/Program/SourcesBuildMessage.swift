import LatticeViewer

/// What a `SourcesWatch`'s build task sends back (a `ProgramMessage`).
enum SourcesBuildMessage: ProgramMessage {
    /// The build's step and how far it is (swift build's `[N/M]`; nil while unknown).
    case progress(step: String, fraction: Double?)
    /// The build ended: the sources' files as read for it, and how it went.
    case finished(SourcesBuildResult)
}

/// How a build of the sources ended, with the files it read (empty when none could be read).
struct SourcesBuildResult: Sendable, Equatable {
    var files: [String]
    var outcome: BuildOutcome
}

/// How a build of the sources ended.
enum BuildOutcome: Sendable, Equatable {
    /// The program built, and the key `SourcesLaunch` hands over with.
    case built(path: String, key: String)
    /// The compiler's first located error, the first line of what went wrong, or why nothing
    /// was built; and every line of the diagnostic (empty when nothing was built).
    case failed(String, lines: [String])
}
