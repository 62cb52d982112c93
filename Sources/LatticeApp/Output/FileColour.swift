#if canImport(Glibc)
import Glibc
#endif

/// `--color` for commands that write a file (`export`, `record`): `auto` means colour unless
/// `NO_COLOR` is set to a non-empty value (no-color.org), since a file is not a terminal.
enum FileColour {
    static func use(_ mode: RenderCommand.ColorMode) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            guard let v = getenv("NO_COLOR") else { return true }
            return String(cString: v).isEmpty
        }
    }
}
