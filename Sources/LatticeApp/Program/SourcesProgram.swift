import Foundation
import LatticeFixtures

/// The program a `sources:` fixture runs in: the user's files, ported, compiled (Swift 5 language
/// mode unless the fixture's `layout.swiftLanguageMode` says 6) into one module with a `main`
/// calling `LatticeCLI.main(layouts: latticeLayouts)`.
///
/// Every such program is an executable target of one generated package in lattice's cache
/// (`programs/`), which depends on lattice by path: lattice itself is compiled there once, and a
/// new set of sources costs only its own files and a link. A target is named by a digest of the
/// sources' contents, lattice's version and sources and the port's sources, so a built program
/// starts at once and any edit builds a new one.
struct SourcesProgram {
    let sources: LayoutSources
    /// The Swift files, folders expanded (sorted), as paths to read.
    let files: [String]
    let key: String

    init(_ sources: LayoutSources) {
        self.sources = sources
        files = Self.expand(sources.entries.map(\.path))
        key = Self.key(files: files, languageMode: sources.swiftLanguageMode)
    }

    static var workspace: String { LatticeCheckout.cache + "/programs" }
    var target: String { "LatticeSources_" + key.prefix(20) }
    var executable: String { Self.workspace + "/.build/debug/" + target }

    /// Files as themselves, folders as the `.swift` files in them.
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var folder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &folder), folder.boolValue else { return [path] }
            let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// The sources' names and contents, the language mode, lattice's version and sources, and the
    /// port's sources.
    static func key(files: [String], languageMode: Int = 5) -> String {
        var digest = ContentDigest()
        if languageMode != 5 { digest.add("swift-language-mode \(languageMode)") }
        digest.add(LatticeVersion.current)
        digest.add(PortTool.sourcesDigest())
        digest.add(LatticeCheckout.root)
        digest.add(LatticeCheckout.sourcesStamp())
        for file in files {
            digest.add(URL(fileURLWithPath: file).lastPathComponent)
            digest.add(FileManager.default.contents(atPath: file).map { [UInt8]($0) } ?? [])
        }
        return digest.hex
    }

    /// The program's path: built already, or ported and built now (progress on standard error).
    /// Throws `FixtureError`s located in the user's files or the fixture, or `ProgramFailure`.
    func prepare(_ progress: BuildProgress) throws -> String {
        if FileManager.default.isExecutableFile(atPath: executable) {
            ProgramPruning.markUsed(target, in: Self.workspace)
            return executable
        }
        let tool = try PortTool.prepare(progress)
        try FileManager.default.createDirectory(atPath: Self.workspace + "/Sources", withIntermediateDirectories: true)
        return try WorkspaceLock.holding(Self.workspace + "/.lock") {
            ProgramPruning.markUsed(target, in: Self.workspace)
            if FileManager.default.isExecutableFile(atPath: executable) { return executable }
            try port(with: tool, progress)
            // Old programs go before the manifest is written, so it lists only those kept.
            ProgramPruning.prune(workspace: Self.workspace, keeping: target)
            try ProgramWorkspace.writeManifest(at: Self.workspace)
            try build(progress)
            return executable
        }
    }

    var targetFolder: String { Self.workspace + "/Sources/" + target }
    var mapFile: String { Self.workspace + "/maps/" + target + ".tsv" }
    /// The target's Swift language mode, read by ``ProgramWorkspace/writeManifest(at:)``.
    var modeFile: String { ProgramWorkspace.modeFile(of: target, in: Self.workspace) }

    /// Runs the port into the target's folder and adds the `main`.
    private func port(with tool: String, _ progress: BuildProgress) throws {
        try? FileManager.default.removeItem(atPath: targetFolder)
        try FileManager.default.createDirectory(atPath: Self.workspace + "/maps", withIntermediateDirectories: true)
        var arguments = ["--require-setup", "--force", "--map", mapFile, "--output", targetFolder + "/ported"]
        for module in ProgramWorkspace.standInModules { arguments += ["--module", module] }
        let outcome = try ChildProcess.run(tool, arguments + sources.entries.map(\.path))
        switch outcome.status {
        case 0:
            for line in outcome.lines where line.contains(": note: ") { progress.say(line) }
        case 3:
            throw sources.error("no source declares latticeLayouts; the setup file declares "
                                + "`@MainActor let latticeLayouts: [String: LatticeCLI.LayoutFactory] = [\"\(sources.typeName ?? "name")\": { options in … }]`")
        default:
            throw SourcesBuildFailure(messages: outcome.lines.filter { !$0.isEmpty })
        }
        // Sources that hold Capture/LatticeCapture.swift give `lattice capture` its capture function.
        let capture = files.contains { (try? String(contentsOfFile: $0, encoding: .utf8))?.contains(Self.captureMarker) == true }
        let main = "import LatticeCLI\n\n// Generated by lattice: the command line with the layouts of \(sources.fixture)'s sources.\n"
            + "MainActor.assumeIsolated { LatticeCLI.main(layouts: latticeLayouts\(capture ? ", capture: { $0.latticeCapture(to: $1) }" : "")) }\n"
        try main.write(toFile: targetFolder + "/main.swift", atomically: true, encoding: .utf8)
        try String(sources.swiftLanguageMode).write(toFile: modeFile, atomically: true, encoding: .utf8)
    }

    /// The declaration that marks `Capture/LatticeCapture.swift` among the sources.
    static let captureMarker = "public func latticeCapture(to path: String) -> String"

    private func build(_ progress: BuildProgress) throws {
        progress.say("building \(sources.fixture)'s sources (the first program builds lattice too: minutes) in \(Self.workspace)")
        let outcome = try ChildProcess.run(ChildProcess.swift, ["build", "--package-path", Self.workspace, "--product", target,
                                                                "-Xswiftc", "-diagnostic-style", "-Xswiftc", "llvm"],
                                           onLine: progress.step)
        progress.done()
        let mapped = CompilerOutput(workspaceTarget: targetFolder + "/ported/", map: (try? String(contentsOfFile: mapFile, encoding: .utf8)) ?? "")
        guard outcome.status == 0 else {
            throw SourcesBuildFailure(messages: mapped.errors(in: outcome.lines))
        }
        // What Xcode shows as a warning is printed as one, in the user's files; the build goes on.
        for line in mapped.warnings(in: outcome.lines) { progress.say(line) }
    }
}

/// The compiler's errors in the user's sources, already located in their files.
struct SourcesBuildFailure: Error, CustomStringConvertible {
    var messages: [String]
    var description: String { messages.joined(separator: "\n") }
}
