import Foundation
import LatticeRender
import LatticeTerminal
import LatticeViewer

/// The interactive viewer on the real terminal: checks that there is one, opens the ncurses
/// backend, runs the `RunLoop` and gives the terminal back.
///
/// Glyphs follow the terminal's locale (`--ascii` forces ASCII); colours follow `--color` and
/// `NO_COLOR` (`ColorMode`). Every way out restores the terminal: `q` and errors through
/// `endwin`, signals and crashes through the terminal guard (see `NcursesBackend`).
public enum TerminalViewer {
    /// Runs the viewer until the user quits. Returns the exit code: 0, or 1 when stdin/stdout is
    /// not a terminal (then it says to use `lattice render`) or TERM is unusable. `wrap` may put
    /// a backend around the terminal's (a recording tee, `--record`).
    public static func run<P: ViewerProgram>(_ program: P, effects: EffectRunner = EffectRunner(), color: ColorMode = .auto,
                                             ascii: Bool = false, wrap: (TerminalBackend) -> TerminalBackend = { $0 }) -> Int32 {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else {
            writeError("lattice: the viewer needs a terminal (stdout is not a tty); use `lattice render FIXTURE --size COLSxROWS [--keys KEYS]` for a text frame\n")
            return 1
        }
        var program = program
        program.glyphs = Glyphs.forTerminal(ascii: ascii)
        let backend: NcursesBackend
        do {
            backend = try NcursesBackend.open(color: color, environment: ProcessInfo.processInfo.environment)
        } catch {
            writeError("\(error)\n")
            return 1
        }
        defer { backend.close() }
        var loop = RunLoop(program: program, backend: wrap(backend), effects: effects)
        loop.run()
        return 0
    }

    static func writeError(_ s: String) {
        var bytes = Array(s.utf8)
        _ = bytes.withUnsafeMutableBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
