import LatticeUIKit

/// The compiler's output for a program's build, with the ported files' paths turned back into
/// the user's (line numbers match: the port keeps every line where it was).
struct CompilerOutput {
    /// The ported files' folder, with a trailing slash.
    let workspaceTarget: String
    /// Lines `RELATIVE<TAB>ORIGINAL` written by the port.
    let map: String

    /// The error diagnostics, in the user's paths. Errors that name a member or a type nothing
    /// declares (`has no member`, `cannot find … in scope`) come first, in one pass: grouped by
    /// member, each with one line saying what lattice does not model and every FILE:LINE:COL it
    /// is used at (``MissingMembers``), unless the compiler suggests a near name. The other errors follow, each with the source line and
    /// caret after it, each once.
    func errors(in lines: [String]) -> [String] {
        let blocks = diagnosticBlocks(in: lines, severity: "error")
        var missing = MissingMembers()
        var rest: [[String]] = []
        // A name the compiler offers a near miss for (`did you mean 'Card'?`) is a typo of the
        // user's: it stays the compiler's own error, with the suggestion.
        for block in blocks {
            let suggested = block.contains { $0.contains(": note: did you mean") }
            if suggested || !missing.add(block[0]) { rest.append(block) }
        }
        let out = missing.report + rest.flatMap { $0 }
        return out.isEmpty ? Array(lines.filter { !$0.hasPrefix("[") }.suffix(30)) : out
    }

    /// The warnings in the user's files (each with its source lines, each once): the build went
    /// on, as Xcode's does, and they are printed.
    func warnings(in lines: [String]) -> [String] {
        diagnosticBlocks(in: lines, severity: "warning").filter { !$0[0].contains(workspaceTarget) }.flatMap { $0 }
    }

    /// Blocks of one severity: a diagnostic's line (mapped to the user's path), the notes and
    /// source lines under it. The compiler may report the same one more than once (one job per
    /// batch of files): each is kept once. Only diagnostics in the user's files (or in no file)
    /// are kept for warnings; errors anywhere are kept.
    private func diagnosticBlocks(in lines: [String], severity: String) -> [[String]] {
        var originals: [String: String] = [:]
        for line in map.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1)
            if parts.count == 2 { originals[String(parts[0])] = String(parts[1]) }
        }
        var blocks: [[String]] = []
        var inside = false
        for line in lines {
            if Self.isDiagnostic(line) {
                let starts = line.contains(": \(severity): ")
                    && (severity == "error" || line.contains(workspaceTarget))
                inside = starts || (inside && line.contains(": note: "))
                if starts { blocks.append([]) }
            } else if line.hasPrefix("[") || line.hasPrefix("Building ") || line.hasPrefix("error: fatalError") {
                inside = false
            }
            if inside { blocks[blocks.count - 1].append(mapped(line, originals)) }
        }
        var seen: Set<[String]> = []
        return blocks.filter { seen.insert($0).inserted }
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

/// The compiler's "nothing declares this" errors, grouped by the member (or type) they name, in
/// the order first met: one entry per member with every place it is used, so that a file using
/// five members lattice lacks gets five entries from one build, not one error per round.
struct MissingMembers {
    private(set) var order: [String] = []
    private(set) var places: [String: [String]] = [:]

    /// Takes a mapped `FILE:LINE:COL: error: …` line when it says nothing declares a member or a
    /// name; false for any other error.
    mutating func add(_ line: String) -> Bool {
        guard let range = line.range(of: ": error: ") else { return false }
        let message = String(line[range.upperBound...])
        guard let member = Self.member(in: message) else { return false }
        if places[member] == nil { order.append(member) }
        places[member, default: []].append(String(line[..<range.lowerBound]))
        return true
    }

    /// `T.member` for `value of type 'T' has no member 'member'` (and `type 'T' has no member`),
    /// `Name` for `cannot find 'Name' in scope` and `cannot find type 'Name' in scope`.
    static func member(in message: String) -> String? {
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.hasPrefix("value of type ") || message.hasPrefix("type "), message.contains(" has no member "), quoted.count >= 2 {
            let type = quoted[0].replacingOccurrences(of: "?", with: "").replacingOccurrences(of: ".Type", with: "")
            return type + "." + quoted[1]
        }
        if message.hasPrefix("cannot find "), message.hasSuffix(" in scope"), let name = quoted.first { return name }
        return nil
    }

    /// The report: a heading, then per member its line and its places (FILE:LINE:COL).
    var report: [String] {
        guard !order.isEmpty else { return [] }
        var out = ["error: your sources use \(order.count) name\(order.count == 1 ? "" : "s") nothing declares here "
                   + "(each with every place it is used):"]
        for member in order {
            out.append("error: \(member): \(UIKitSurface.whyMissing(member))")
            out += (places[member] ?? []).map { "  \($0)" }
        }
        return out
    }
}
