import Foundation
import LatticeLayout

/// Writes a line to standard error (control characters shown as escapes, `visibleText`).
package func printError(_ message: String) {
    var line = visibleText(message)
    if !line.hasSuffix("\n") { line += "\n" }
    FileHandle.standardError.write(Data(line.utf8))
}

/// `text` safe to print on a terminal: every control character but newline and tab (C0, DEL and
/// C1, which a terminal acts on: ESC and U+009B start escape sequences) is shown as `\u{1B}`. A
/// file name or an option value from the command line may hold any of them.
package func visibleText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isHiddenControl) else { return text }
    return text.replacingScalars { s in
        isHiddenControl(s) ? "\\u{\(String(s.value, radix: 16, uppercase: true))}" : nil
    }
}

private func isHiddenControl(_ s: Unicode.Scalar) -> Bool {
    (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F...0x9F).contains(s.value)
}
