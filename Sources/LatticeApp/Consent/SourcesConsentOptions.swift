import ArgumentParser

/// `--allow-sources`: this run may compile and run the Swift files named by its fixtures'
/// `sources:` without a recorded allowance (`lattice allow`), for CI and scripts. Part of
/// `SceneOptions`, so every command that opens a fixture takes it; `SourcesLaunch` reads it
/// from the command line before the sources are built (`SourcesConsent`).
struct SourcesConsentOptions: ParsableArguments {
    static let flag = "--allow-sources"

    @Flag(name: .customLong("allow-sources"),
          help: "Compile and run the Swift files the fixtures' sources: name, for this run only (see `lattice allow`).")
    var allowSources = false

    /// True when the command line gives the flag (before a `--`, after which nothing is an option).
    static func given(in arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains(flag)
    }
}
