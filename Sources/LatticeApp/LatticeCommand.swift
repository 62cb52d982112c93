import ArgumentParser
import LatticeSources

/// `lattice`: iOS collection-view layouts in the terminal. With no subcommand it opens the
/// viewer (`run`), on the built-in demo when no fixture is given.
public struct LatticeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "See, scroll, debug and check UICollectionView layouts in the terminal.",
        discussion: """
            Layouts: UIKit's flow and compositional layouts, IGListKit's list, FSQ's aligned, \
            SW's line, and your own UICollectionViewLayout subclasses named in a fixture's \
            sources: (run only once allowed: lattice allow FIXTURE).
            """,
        version: LatticeVersion.current,
        subcommands: [RunCommand.self, RenderCommand.self, ExportCommand.self, RecordCommand.self, DumpCommand.self,
                      ValidateCommand.self, CheckCommand.self, BenchCommand.self, DiffCommand.self, ImportCommand.self, PortCommand.self,
                      CaptureCommand.self, AllowCommand.self],
        defaultSubcommand: RunCommand.self)
    public init() {}
}

/// The executable's entry point.
public enum LatticeMain {
    /// Runs the command of the process's arguments in `environment`; exits when done.
    public static func main(_ environment: LatticeEnvironment = LatticeEnvironment()) {
        EntryPoint.run(Array(CommandLine.arguments.dropFirst()), environment: environment)
    }
}
