import ArgumentParser
import LatticeFixtures
import LatticeViewer

/// What the program running the command line brings to its commands: its own layout types and
/// what the viewers' `.tuneMemory` effect does in its process. `LatticeCLI.main(layouts:)`
/// builds it and `LatticeMain.main(_:)` hands it to the command it runs; nothing of it is
/// global.
public struct LatticeEnvironment {
    /// The program's own layout types (`layout.type` names beyond the built-in ones).
    public var layouts: LayoutCatalogue
    /// The process-wide allocator setting a viewer asks for at its first edit (nothing by default).
    public var tuneMemory: () -> Void
    /// `lattice capture`'s work (a fixture's layout hosted in a collection view and captured to
    /// a file): given when the program's sources hold `Capture/LatticeCapture.swift`, else nil.
    public var capture: ((Fixture, String) throws -> CaptureOutcome)?
    /// What lets `DispatchQueue.main`'s blocks run before each tick of a viewer (the effect
    /// runner's `drainMainQueue`): LatticeUIKit's drain for a program hosting UIKit layouts.
    public var drainMainQueue: () -> Void

    public init(layouts: LayoutCatalogue = LayoutCatalogue(), tuneMemory: @escaping () -> Void = {},
                capture: ((Fixture, String) throws -> CaptureOutcome)? = nil, drainMainQueue: @escaping () -> Void = {}) {
        self.layouts = layouts; self.tuneMemory = tuneMemory; self.capture = capture; self.drainMainQueue = drainMainQueue
    }

    /// The effect runner of a command's viewer: files as `EffectRunner` does them, with the
    /// program's layout types and its allocator setting.
    func effectRunner() -> EffectRunner { EffectRunner(layouts: layouts, tuneMemory: tuneMemory, drainMainQueue: drainMainQueue) }

    /// The effect runner of a headless command (`render`, `dump`, `export`, `record`): `:w` in
    /// its `--keys` writes only with `--allow-writes`, else says why it did not.
    func effectRunner(command: String, allowWrites: Bool) -> EffectRunner {
        var runner = effectRunner()
        if !allowWrites { runner.writes = .refuse("\(command) writes no files from --keys unless given --allow-writes") }
        return runner
    }
}

/// A command that loads fixtures or runs a viewer: it runs in the program's environment.
protocol EnvironmentCommand: ParsableCommand {
    func run(in environment: LatticeEnvironment) throws
}

extension EnvironmentCommand {
    /// Run on its own (tests, `ParsableCommand.main()`): the built-in layout types only.
    func run() throws { try run(in: LatticeEnvironment()) }
}
