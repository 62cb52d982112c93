import LatticeFixtures
import LatticeTerminal

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

    /// Runs `body` (which writes to the descriptor it is given), then commits; any error on
    /// the way (the long work included) drops the temporary file.
    func stream(_ body: (Int32) throws -> Void) throws {
        do { try body(file.descriptor) } catch { file.discard(); throw error }
        try file.commit()
    }

    /// Writes what `make` returns, whole, then commits; returns the number of bytes written.
    func write(_ make: () throws -> String) throws -> Int {
        var count = 0
        try stream { _ in
            let bytes = Array(try make().utf8)
            try file.write(bytes)
            count = bytes.count
        }
        return count
    }

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
