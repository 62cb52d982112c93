/// An invalid fixture: where and why.
///
/// Its `description` is the line `lattice validate` prints (CommandLineContract §2.5):
/// `PATH:LINE:COL: error: FIELD: MESSAGE`, e.g.
/// `demo.yaml:12:15: error: sections[2].items[5].size: height must not be negative (got -3)`.
/// LINE:COL is left out when there is none (an unreadable file, a value given with `--set`), and
/// `FIELD: ` when the problem is not about one field (a YAML syntax error).
public struct FixtureError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named to the loader (or the `name:` given to `load(text:...)`).
    public var file: String
    /// 1-based line and column of the offending text, when the file gives one.
    public var line: Int?
    public var column: Int?
    /// The field as written in the file, e.g. `sections[2].items[5].size`; nil for syntax errors.
    public var field: String?
    /// What is wrong, in words.
    public var message: String

    public init(file: String, line: Int?, column: Int?, field: String?, message: String) {
        self.file = file; self.line = line; self.column = column; self.field = field; self.message = message
    }

    init(file: String, mark: SourceMark?, field: FieldPath?, message: String) {
        self.file = file
        if let mark, mark.isInFile { line = Int(mark.line); column = Int(mark.column) }
        self.field = field.map { $0.description }.flatMap { $0.isEmpty ? nil : $0 }
        self.message = message
    }

    public var description: String {
        locatedMessage(file: file, line: line, column: column, severity: "error", field: field, message: message)
    }
}

/// A problem that leaves the fixture valid, e.g. a value the layout ignores: `validate` prints
/// `PATH:LINE:COL: warning: FIELD: MESSAGE` and still succeeds. It is located exactly as an
/// error is (`problem`), and only printed with another severity.
public struct FixtureWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where and what: the file, line, column, field and message.
    public var problem: FixtureError

    public init(_ problem: FixtureError) { self.problem = problem }

    public var description: String {
        locatedMessage(file: problem.file, line: problem.line, column: problem.column, severity: "warning",
                       field: problem.field, message: problem.message)
    }
}

/// `PATH:LINE:COL: SEVERITY: FIELD: MESSAGE`, leaving out what is not known.
func locatedMessage(file: String, line: Int?, column: Int?, severity: String, field: String?, message: String) -> String {
    var s = file
    if let line, let column { s += ":\(line):\(column)" }
    s += ": \(severity): "
    if let field { s += field + ": " }
    return s + message
}

/// A field's path as written in the file: keys joined by `.`, list positions as `[n]`
/// (`sections[2].items[5].size`). Positions are those of the file, before `repeat` expands.
struct FieldPath: CustomStringConvertible, Sendable {
    enum Component: Sendable { case key(String), index(Int) }
    var components: [Component] = []

    static let root = FieldPath()
    func key(_ k: String) -> FieldPath { var p = self; p.components.append(.key(k)); return p }
    func index(_ i: Int) -> FieldPath { var p = self; p.components.append(.index(i)); return p }

    var description: String {
        var s = ""
        for c in components {
            switch c {
            case let .key(k): s += s.isEmpty ? k : "." + k
            case let .index(i): s += "[\(i)]"
            }
        }
        return s
    }
}
