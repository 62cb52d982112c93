import Foundation

/// The allowances (`SourcesAllowance`) in the user's configuration folder, one JSON file,
/// `allowed-sources.json`: read on every command that would run a fixture's sources, written by
/// `lattice allow` and the viewer's question, atomically (a temporary file renamed over it) and
/// under a lock, so that two lattice processes never leave half a file or lose an allowance.
///
/// The folder is `LATTICE_CONFIG_DIR` when set (tests use a temporary one); else, on macOS,
/// `~/Library/Application Support/lattice`; elsewhere `$XDG_CONFIG_HOME/lattice`, or
/// `~/.config/lattice` (the XDG Base Directory specification's default).
package struct AllowanceStore {
    let folder: String

    package init(folder: String = AllowanceStore.configFolder) { self.folder = folder }

    package var path: String { folder + "/allowed-sources.json" }

    static var configFolder: String {
        let environment = ProcessInfo.processInfo.environment
        if let folder = environment["LATTICE_CONFIG_DIR"], !folder.isEmpty { return folder }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        #if os(macOS)
        return home + "/Library/Application Support/lattice"
        #else
        // The specification ignores a relative XDG_CONFIG_HOME.
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg + "/lattice" }
        return home + "/.config/lattice"
        #endif
    }

    /// The file's form: `{"allowed": [{"fixture": …, "files": […]}]}`.
    private struct Contents: Codable { var allowed: [SourcesAllowance] }

    /// Every allowance, in the order they were given (none when the file is not there yet).
    package func all() throws -> [SourcesAllowance] {
        guard let data = FileManager.default.contents(atPath: path) else {
            if FileManager.default.fileExists(atPath: path) { throw ProgramFailure("\(path): cannot be read") }
            return []
        }
        do { return try JSONDecoder().decode(Contents.self, from: data).allowed } catch {
            throw ProgramFailure("\(path): not a list of allowed fixtures (\(error)); fix it, or remove it and allow again")
        }
    }

    /// The allowance recorded for the fixture at `fixture` (an absolute path), if any.
    func allowance(of fixture: String) throws -> SourcesAllowance? {
        try all().first { $0.fixture == fixture }
    }

    /// True when `wanted` is recorded: the same fixture with the same files.
    func allows(_ wanted: SourcesAllowance) throws -> Bool {
        try allowance(of: wanted.fixture) == wanted
    }

    /// Records `allowance`, replacing the fixture's earlier one.
    package func record(_ allowance: SourcesAllowance) throws {
        try changing { list in
            list.removeAll { $0.fixture == allowance.fixture }
            list.append(allowance)
        }
    }

    /// Removes the fixture's allowance; false when it had none.
    package func revoke(_ fixture: String) throws -> Bool {
        var found = false
        try changing { list in
            found = list.contains { $0.fixture == fixture }
            list.removeAll { $0.fixture == fixture }
        }
        return found
    }

    /// Reads, changes and writes the list under the folder's lock.
    private func changing(_ change: (inout [SourcesAllowance]) -> Void) throws {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ProgramFailure("cannot make the configuration folder \(folder): \(error.localizedDescription)")
        }
        try WorkspaceLock.holding(folder + "/.allowed-sources.lock") {
            var list = try all()
            change(&list)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            do {
                try encoder.encode(Contents(allowed: list)).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw ProgramFailure("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }
}
