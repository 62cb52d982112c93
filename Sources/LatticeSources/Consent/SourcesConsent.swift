import Foundation
import LatticeFixtures

/// Whether a command may compile and run the Swift files its fixtures' `sources:` name. A
/// fixture's sources are code: lattice builds them into a program and runs the command there, so
/// they run only once the user said so, as direnv runs a folder's `.envrc` only after
/// `direnv allow` and VS Code runs a workspace's tasks only in a trusted workspace:
/// - `lattice allow FIXTURE` records the fixture with the files its sources expand to
///   (`AllowanceStore`); a changed list (a file added to a listed folder, an entry changed) asks
///   again, an edit to a listed file does not;
/// - `--allow-sources` allows them for one run (CI, scripts);
/// - the viewer, in a terminal, asks once, listing the files, default no ("y" records them).
/// Otherwise the command stops before anything is built, exit 1, saying how to allow.
package struct SourcesConsent {
    /// A fixture whose sources are not allowed: the allowance it needs and the one on record.
    struct Needed {
        var sources: LayoutSources
        var wanted: SourcesAllowance
        var recorded: SourcesAllowance?
    }

    /// The flag that allows the sources for one run (`SourcesConsentOptions` declares it).
    static let flag = "--allow-sources"

    var store = AllowanceStore()

    /// True when the command line gives ``flag`` (before a `--`, after which nothing is an option).
    static func flagGiven(in arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains(flag)
    }

    /// The fixtures among `found` (one each) that are not allowed.
    func needed(_ found: [LayoutSources]) throws -> [Needed] {
        var seen: Set<String> = []
        var result: [Needed] = []
        for sources in found {
            let wanted = SourcesAllowance(sources)
            guard seen.insert(wanted.fixture).inserted else { continue }
            let recorded = try store.allowance(of: wanted.fixture)
            if recorded != wanted { result.append(Needed(sources: sources, wanted: wanted, recorded: recorded)) }
        }
        return result
    }

    /// Records the allowances the fixtures need.
    func allow(_ needed: [Needed]) throws {
        for n in needed { try store.record(n.wanted) }
    }

    /// What is not allowed, file by file, and why (never allowed, or the list changed).
    static func describe(_ needed: [Needed]) -> String {
        needed.map { n in
            var head = "\(n.sources.fixture): its sources: are Swift code that lattice compiles and runs"
            if let old = n.recorded {
                let added = n.wanted.files.filter { !old.files.contains($0) }
                let gone = old.files.filter { !n.wanted.files.contains($0) }
                var change: [String] = []
                if !added.isEmpty { change.append("added " + added.joined(separator: ", ")) }
                if !gone.isEmpty { change.append("gone " + gone.joined(separator: ", ")) }
                head += "; its files changed since they were allowed (\(change.joined(separator: "; ")))"
            }
            return head + ":\n" + n.wanted.files.map { "  \($0)\n" }.joined()
        }.joined()
    }

    /// How to allow them: the exact command, and the per-run flag.
    static func howToAllow(_ needed: [Needed]) -> String {
        let names = needed.map { shellWord($0.sources.fixture) }.joined(separator: " ")
        return "allow them with `lattice allow \(names)` (recorded; asked again when the list of files changes), "
            + "or pass \(flag) to allow them for this run only"
    }

    /// The refusal of a command that may not ask: printed before exit status 1.
    static func refusal(_ needed: [Needed]) -> String {
        "lattice: error: nothing was built or run: the fixture's sources are not allowed\n"
            + describe(needed) + "lattice: " + howToAllow(needed)
    }

    /// The viewer's question (default no).
    static func question(_ needed: [Needed]) -> String {
        let names = needed.map { shellWord($0.sources.fixture) }.joined(separator: " ")
        return describe(needed)
            + "Run them only if you trust them. Allow them (recorded; `lattice allow --revoke \(names)` takes it back)? [y/N] "
    }

    /// True for an answer that says yes (`y`, `yes`, any case); anything else, an empty line or
    /// the end of input, is no.
    static func isYes(_ answer: String?) -> Bool {
        guard let answer else { return false }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// `path` as a shell word: as it is when it holds only safe characters, else single-quoted.
    package static func shellWord(_ path: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,:@%")
        guard !path.isEmpty, path.unicodeScalars.allSatisfy(safe.contains) else {
            return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        return path
    }
}
