import ArgumentParser

/// `lattice`: iOS collection-view layouts in the terminal. With no subcommand it opens the
/// viewer (`run`), on the built-in demo when no fixture is given.
public struct LatticeCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "lattice",
        abstract: "See, scroll and debug UICollectionView layouts (IGList, FSQ aligned, SW line) in the terminal.",
        version: LatticeVersion.current,
        subcommands: [RunCommand.self, RenderCommand.self, ExportCommand.self, RecordCommand.self, DumpCommand.self,
                      ValidateCommand.self, CheckCommand.self, BenchCommand.self, DiffCommand.self, ImportCommand.self, PortCommand.self,
                      CaptureCommand.self],
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
