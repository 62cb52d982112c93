import Foundation
import LatticePortKit

// lattice-port [--explain] [--force] [--require-setup] [--module NAME]… [--map FILE] --output DIR PATH…
//
// Writes the Linux-ready copy of Swift files and folders written for iOS into DIR (a file as
// its name, a folder's files under the folder's name). Errors (`FILE:LINE:COL: error: …`) go to
// standard error and nothing is written (exit 1); `--explain` lists every rewrite on standard
// output. Exit 3: `--require-setup` and no file declares `latticeLayouts`.

struct Options {
    var explain = false, force = false, requireSetup = false
    var modules: Set<String> = []
    var output: String?
    var map: String?
    var paths: [String] = []
}

func fail(_ message: String, code: Int32 = 1) -> Never {
    FileHandle.standardError.write(Data("lattice port: error: \(message)\n".utf8))
    exit(code)
}

/// A failure of the files: located at the file when it names one (`SourceFiles.Failure`).
func fail(_ error: Error) -> Never {
    guard let located = error as? SourceFiles.Failure else { fail("\(error)") }
    FileHandle.standardError.write(Data("\(located)\n".utf8))
    exit(1)
}

func parse(_ args: [String]) -> Options {
    var o = Options()
    var i = 0
    func value() -> String {
        i += 1
        guard i < args.count else { fail("\(args[i - 1]) needs a value") }
        return args[i]
    }
    while i < args.count {
        switch args[i] {
        case "--explain": o.explain = true
        case "--force": o.force = true
        case "--require-setup": o.requireSetup = true
        case "--module": o.modules.insert(value())
        case "--output": o.output = value()
        case "--map": o.map = value()
        default: o.paths.append(args[i])
        }
        i += 1
    }
    return o
}

let options = parse(Array(CommandLine.arguments.dropFirst()))
guard let output = options.output else { fail("--output DIR is required") }
guard !options.paths.isEmpty else { fail("no Swift files or folders to port") }

let files: [SourceFiles.File]
do { files = try SourceFiles.expand(options.paths) } catch { fail(error) }
let sources = files.map { Porter.Source(name: $0.path, text: $0.text) }
let result = Porter(modules: ModuleMap(available: options.modules)).port(sources)

for d in result.diagnostics where d.severity != .rewrite || options.explain {
    if d.severity == .error { FileHandle.standardError.write(Data("\(d)\n".utf8)) } else { print(d) }
}
if !result.errors.isEmpty { exit(1) }
if options.requireSetup && !result.declaresLatticeLayouts {
    fail("no source declares latticeLayouts: a setup file declares "
         + "`@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [\"name\": { options in … }]`", code: 3)
}
do {
    try SourceFiles.write(zip(files, result.texts).map { ($0.relative, $1) }, to: output, force: options.force)
    if let map = options.map {
        let lines = files.map { "\($0.relative)\t\($0.path)\n" }.joined()
        try Data(lines.utf8).write(to: URL(fileURLWithPath: map), options: .atomic)
    }
} catch { fail(error) }
