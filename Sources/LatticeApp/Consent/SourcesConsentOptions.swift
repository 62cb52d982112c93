import ArgumentParser

/// `--allow-sources`: this run may compile and run the Swift files named by its fixtures'
/// `sources:` without a recorded allowance (`lattice allow`), for CI and scripts. Part of
/// `SceneOptions`, so every command that opens a fixture takes it; `SourcesLaunch` reads it
/// from the command line (`SourcesConsent.flag`) before the sources are built.
struct SourcesConsentOptions: ParsableArguments {
    @Flag(name: .customLong("allow-sources"),
          help: "Compile and run the Swift files the fixtures' sources: name, for this run only (see `lattice allow`).")
    var allowSources = false
}
