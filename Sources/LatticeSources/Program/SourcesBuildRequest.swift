import Foundation
import LatticeFixtures
import LatticeLayout

/// One build of a fixture's sources, as its task runs it: the fixture's `sources:` read again,
/// a changed list of files refused unless allowed, then the program built.
struct SourcesBuildRequest: Sendable {
    var fixture: String
    /// The files allowed when the viewer started.
    var allowedFiles: [String]
    var allowsAnySources: Bool

    func run(progress: any ProgressReporter = SilentProgress()) -> SourcesBuildResult {
        let read: LayoutSources?
        do { read = try LayoutSources.read(path: fixture) } catch { return SourcesBuildResult(files: [], outcome: .failed("\(error)", lines: [])) }
        guard let sources = read else { return SourcesBuildResult(files: [], outcome: .failed("\(fixture) names no sources: any more", lines: [])) }
        // A list of files other than the allowed one is not built until allowed.
        if !allowsAnySources, Set(sources.files) != Set(allowedFiles),
           (try? AllowanceStore().allows(SourcesAllowance(sources))) != true {
            return SourcesBuildResult(files: [], outcome: .failed(
                "the sources' files changed: quit, then `lattice allow \(SourcesConsent.shellWord(fixture))` (or \(SourcesConsent.flag))", lines: []))
        }
        let program = SourcesProgram(sources)
        do {
            defer { progress.finish() }
            return SourcesBuildResult(files: sources.files, outcome: .built(path: try program.prepare(BuildProgress(quiet: true, reporter: progress)), key: program.key))
        } catch {
            let lines = "\(error)".split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return SourcesBuildResult(files: sources.files, outcome: .failed(lines.first { $0.contains(": error: ") } ?? lines.first ?? "the build failed", lines: lines))
        }
    }
}
