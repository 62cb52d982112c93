import LatticeFixtures
/// Writes a new file whole or not at all, never over an existing one (`AtomicFile` without
/// `--force`), with `import`'s wording; `Failure` is also `import`'s located error for its inputs.
enum NewFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    static func write(_ text: String, to path: String) throws {
        do {
            try AtomicFile.write(text, to: path, force: false)
        } catch is AtomicFile.Exists {
            throw Failure(path: path, message: "the file exists; lattice never overwrites a file (choose another name)")
        }
    }
}
