import LatticeFixtures
/// An asciicast v2 file (the asciinema format) written as it goes: a header line (a JSON object:
/// version 2, width, height, title, a fixed `env.TERM`, no timestamp), then one JSON array per
/// event, `[seconds, "o", data]` for output and `[seconds, "r", "COLSxROWS"]` for a resize.
///
/// Each line is written with one write(2) on a regular file, so a recording cut off at any point
/// (Ctrl-C, SIGTERM, an error) is a valid cast up to its last event.
final class CastWriter {
    /// The terminal a cast says it was made on (players use it to pick their emulation).
    static let term = "xterm-256color"

    let descriptor: Int32
    /// Named in error messages.
    let path: String

    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor; self.path = path
    }

    func header(cols: Int, rows: Int, title: String) throws {
        try line("{\"version\": 2, \"width\": \(cols), \"height\": \(rows), \"title\": \(jsonString(title)), "
                 + "\"env\": {\"TERM\": \(jsonString(Self.term))}}")
    }

    /// Output at `microseconds` from the start.
    func output(_ data: String, atMicroseconds t: Int) throws {
        try line("[\(Self.seconds(t)), \"o\", \(jsonString(data))]")
    }

    /// The terminal took a new size.
    func resize(cols: Int, rows: Int, atMicroseconds t: Int) throws {
        try line("[\(Self.seconds(t)), \"r\", \"\(cols)x\(rows)\"]")
    }

    func line(_ text: String) throws {
        try FileDescriptorOutput.writeAll(descriptor, Array((text + "\n").utf8), path: path)
    }

    /// `1234567` µs → `1.234567`.
    static func seconds(_ microseconds: Int) -> String {
        let t = Swift.max(0, microseconds)
        let fraction = String(t % 1_000_000)
        return "\(t / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
