/// One thing the port says about a source file, at a place in it: a rewrite it made (shown by
/// `--explain`), a note (an import dropped), or an error (code it cannot port).
public struct PortDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case rewrite, note, error }
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file; self.line = line; self.column = column; self.severity = severity; self.message = message
    }

    /// `FILE:LINE:COL: error: message`, the compiler's form (a rewrite prints as a note).
    public var description: String {
        "\(file):\(line):\(column): \(severity == .error ? "error" : "note"): \(message)"
    }
}
