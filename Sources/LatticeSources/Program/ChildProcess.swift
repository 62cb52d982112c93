import Foundation
import LatticeLayout

/// Runs a tool (swift build, the port) and hands its output over line by line as it comes, so
/// that a long build shows progress.
package enum ChildProcess {
    package struct Outcome { package var status: Int32; package var lines: [String] }

    /// Runs `executable` with `arguments`; standard output and error merged, each line passed to
    /// `onLine` as it arrives and kept in the outcome.
    package static func run(_ executable: String, _ arguments: [String], directory: String? = nil,
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

/// What a long build says while it runs: its messages as lines on standard error (unless
/// `quiet`), and swift build's `[N/M] …` lines as the fraction of a step told to `reporter`
/// (on a terminal, the bar of `TerminalProgress`).
package struct BuildProgress {
    let quiet: Bool
    let reporter: any ProgressReporter

    package init(quiet: Bool, reporter: any ProgressReporter = SilentProgress()) {
        self.quiet = quiet
        self.reporter = reporter
    }

    /// A line of its own (the bar, if drawn, is cleared first).
    func say(_ message: String) {
        guard !quiet else { return }
        reporter.finish()
        FileHandle.standardError.write(Data("lattice: \(message)\n".utf8))
    }

    /// A build starts: the step the bar names.
    func begin(_ step: String) { reporter.begin(step) }

    /// One line of the build's output: `[N/M] …` moves the bar to N/M.
    func step(_ line: String) {
        if let fraction = Self.fraction(line) { reporter.advance(fraction) }
    }

    func done() { reporter.finish() }

    /// N/M of a line `[N/M] …` (swift build's progress), nil for any other line.
    static func fraction(_ line: String) -> Double? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let parts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard parts.count == 2, let n = Double(parts[0]), let m = Double(parts[1]), m > 0, n >= 0 else { return nil }
        return Swift.min(1, n / m)
    }
}
