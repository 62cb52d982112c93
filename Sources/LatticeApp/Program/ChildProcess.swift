import Foundation

/// Runs a tool (swift build, the port) and hands its output over line by line as it comes, so
/// that a long build shows progress.
enum ChildProcess {
    struct Outcome { var status: Int32; var lines: [String] }

    /// Runs `executable` with `arguments`; standard output and error merged, each line passed to
    /// `onLine` as it arrives and kept in the outcome.
    static func run(_ executable: String, _ arguments: [String], directory: String? = nil,
                    onLine: (String) -> Void = { _ in }) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var lines: [String] = []
        var pending = Data()
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                lines.append(line)
                onLine(line)
            }
        }
        if !pending.isEmpty {
            let line = String(decoding: pending, as: UTF8.self)
            lines.append(line); onLine(line)
        }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, lines: lines)
    }

    /// The `swift` driver: `SWIFT_EXEC`-style override `LATTICE_SWIFT`, else the first on PATH.
    static var swift: String {
        if let s = ProcessInfo.processInfo.environment["LATTICE_SWIFT"], !s.isEmpty { return s }
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(dir)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swift"
    }
}

/// What a long build says while it runs: swift build's `[N/M] …` lines, on one line that is
/// rewritten in a terminal and line by line elsewhere.
struct BuildProgress {
    let quiet: Bool
    private let terminal = isatty(2) != 0

    func say(_ message: String) {
        guard !quiet else { return }
        FileHandle.standardError.write(Data("lattice: \(message)\n".utf8))
    }

    func step(_ line: String) {
        guard !quiet, line.hasPrefix("[") else { return }
        let shown = line.count > 100 ? String(line.prefix(100)) + "…" : line
        FileHandle.standardError.write(Data((terminal ? "\r\u{1B}[K  \(shown)" : "  \(shown)\n").utf8))
    }

    func done() {
        guard !quiet, terminal else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
