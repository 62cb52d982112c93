import LatticeFixtures

/// The one convention of commands that write a file (`record`, `export`, `import`): the name
/// comes from `-o/--output`, an existing file is replaced only with `--force` (checked before any
/// long work, by opening the atomic file first), the bytes appear whole or not at all
/// (`AtomicFile`), and one line on stderr says what was written.
struct OutputFile {
    let file: AtomicFile
    let path: String

    /// Opens the temporary file beside `path`; fails at once when `path` exists and not `force`.
    init(_ path: String, force: Bool) throws {
        file = try AtomicFile(path: path, force: force); self.path = path
    }

    /// Runs `produce` (which writes to `descriptor`), then commits; drops the file on an error.
    func produce(_ body: (Int32) throws -> Void) throws {
        do { try body(file.descriptor) } catch { file.discard(); throw error }
        try file.commit()
    }

    /// Writes `text` whole, then commits.
    func write(_ text: String) throws {
        try produce { _ in try file.write(Array(text.utf8)) }
    }

    /// The descriptor the bytes go to before `commit`.
    var descriptor: Int32 { file.descriptor }

    /// `lattice: wrote PATH (SIZE; DETAIL)` on stderr, SIZE from the bytes written.
    static func summary(_ path: String, bytes: Int, _ detail: String = "") {
        printError("lattice: wrote \(path) (\(size(bytes))\(detail.isEmpty ? "" : "; " + detail))")
    }

    /// `812 bytes`, `14.2 KB`, `3.1 MB` (1 KB = 1000 bytes, as file browsers show sizes).
    static func size(_ bytes: Int) -> String {
        if bytes < 1000 { return "\(bytes) byte\(bytes == 1 ? "" : "s")" }
        let (value, unit) = bytes < 1_000_000 ? (Double(bytes) / 1000, "KB") : (Double(bytes) / 1_000_000, "MB")
        return "\((value * 10).rounded() / 10) \(unit)"
    }
}
