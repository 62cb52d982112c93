/// The compiler's output for a program's build, with the ported files' paths turned back into
/// the user's (line numbers match: the port keeps every line where it was).
struct CompilerOutput {
    /// The ported files' folder, with a trailing slash.
    let workspaceTarget: String
    /// Lines `RELATIVE<TAB>ORIGINAL` written by the port.
    let map: String

    /// The error diagnostics (each with the source line and caret after it), in the user's paths.
    func errors(in lines: [String]) -> [String] {
        var originals: [String: String] = [:]
        for line in map.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { originals[String(parts[0])] = String(parts[1]) }
        }
        // Blocks: a diagnostic's line and the source lines under it. The compiler may report the
        // same one more than once (one job per batch of files): each is kept once.
        var blocks: [[String]] = []
        var inError = false
        for line in lines {
            if Self.isDiagnostic(line) {
                inError = line.contains(": error: ") || (inError && line.contains(": note: "))
                if inError { blocks.append([]) }
            } else if line.hasPrefix("[") || line.hasPrefix("Building ") || line.hasPrefix("error: fatalError") {
                inError = false
            }
            if inError { blocks[blocks.count - 1].append(mapped(line, originals)) }
        }
        var seen: Set<[String]> = []
        let out = blocks.filter { seen.insert($0).inserted }.flatMap { $0 }
        return out.isEmpty ? Array(lines.filter { !$0.hasPrefix("[") }.suffix(30)) : out
    }

    static func isDiagnostic(_ line: String) -> Bool {
        line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ") || line.contains(": remark: ")
    }

    private func mapped(_ line: String, _ originals: [String: String]) -> String {
        guard let range = line.range(of: workspaceTarget) else { return line }
        let rest = line[range.upperBound...]
        let relative = rest.prefix { $0 != ":" }
        guard let original = originals[String(relative)] else { return line }
        return line[..<range.lowerBound] + original + rest.dropFirst(relative.count)
    }
}
