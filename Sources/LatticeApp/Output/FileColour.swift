import Foundation
import LatticeRender

/// `--color` for commands that write a file (`export`, `record`): `auto` means colour unless
/// `NO_COLOR` asks otherwise (`ColorMode.noColorRequested`), since a file is not a terminal.
/// A value other than auto, always or never is invalid input (exit 1).
enum FileColour {
    static func use(_ text: String) throws -> Bool {
        guard let mode = ColorMode(rawValue: text) else {
            throw OptionValueError(option: "--color", value: text, expected: "auto, always or never")
        }
        return mode.wantsColor(outputIsTerminal: true, environment: ProcessInfo.processInfo.environment)
    }
}
