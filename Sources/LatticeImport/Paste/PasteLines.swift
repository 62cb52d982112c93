import Foundation
import LatticeFixtures
import LatticeLayout

/// A paste read line by line from a file or standard input, never whole: a chunk of bytes at a
/// time, each line decoded from UTF-8 into Unicode scalars (the columns of messages) and handed
/// on before the next is read. Two caps keep a stream that is not a paste (`/dev/zero`, a binary
/// file, gigabytes of blank lines) from taking the machine's memory: `maximumBytes` in all and
/// `maximumLineBytes` on one line (a paste that lost its newlines still fits: 16,000
/// descriptions are about 2.5 MB).
public struct PasteLines {
    /// The most a paste may hold: 256 MiB, about 1.3 million printed attributes.
    public static let maximumBytes = 256 << 20
    /// The longest line: 16 MiB.
    public static let maximumLineBytes = 16 << 20

    /// `-` for standard input, else a path.
    public let path: String
    /// How the paste is named in messages (`<stdin>` for standard input).
    public var name: String { path == "-" ? "<stdin>" : path }
    /// The caps this reading keeps (the defaults above; tests use small ones).
    public let byteCap: Int, lineByteCap: Int

    public init(path: String, byteCap: Int = PasteLines.maximumBytes, lineByteCap: Int = PasteLines.maximumLineBytes) {
        self.path = path; self.byteCap = byteCap; self.lineByteCap = lineByteCap
    }

    /// Files of this many bytes or more report their reading.
    static let progressBytes = 1 << 20

    /// `n` bytes in words: `16 MiB`, `300 bytes`.
    static func size(_ n: Int) -> String { n >= 1 << 20 && n % (1 << 20) == 0 ? "\(n >> 20) MiB" : "\(n) bytes" }

    func fail(_ line: Int?, _ column: Int?, _ message: String) -> FixtureError {
        FixtureError(file: name, line: line, column: line == nil ? nil : column ?? 1, field: nil, message: message)
    }

    /// Calls `body` with each line (without its `\n`) and its 1-based number.
    public func forEachLine(_ body: ([Unicode.Scalar], Int) throws(FixtureError) -> Void) throws(FixtureError) {
        let handle = try open()
        defer { if path != "-" { try? handle.close() } }
        var splitter = Splitter(lines: self)
        // A large file says how much of it is read (`WorkProgress`); standard input has no size.
        let size = path == "-" ? 0 : ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0)
        let progress = size >= Self.progressBytes ? WorkProgress.reporter : nil
        progress?.begin("reading \(name)")
        defer { progress?.finish() }
        while true {
            let chunk: Data
            do {
                guard let data = try handle.read(upToCount: 1 << 16), !data.isEmpty else { break }
                chunk = data
            } catch {
                throw fail(nil, nil, "cannot be read (\(Self.reason(error)))")
            }
            try splitter.feed(chunk, body)
            progress?.advance(Swift.min(1, Double(splitter.total) / Double(size)))
        }
        try splitter.finish(body)
    }

    /// Calls `body` with each line of `bytes` (a whole paste in memory), under the same caps.
    public func forEachLine(in bytes: [UInt8], _ body: ([Unicode.Scalar], Int) throws(FixtureError) -> Void) throws(FixtureError) {
        var splitter = Splitter(lines: self)
        var start = 0
        while start < bytes.count {
            let end = Swift.min(bytes.count, start + (1 << 16))
            try splitter.feed(bytes[start ..< end], body)
            start = end
        }
        try splitter.finish(body)
    }

    /// Cuts chunks of bytes into lines, counting them against the caps.
    struct Splitter {
        let lines: PasteLines
        var pending: [UInt8] = [], total = 0, lineNumber = 0

        mutating func feed<Chunk: Collection<UInt8>>(_ chunk: Chunk, _ body: ([Unicode.Scalar], Int) throws(FixtureError) -> Void) throws(FixtureError)
            where Chunk.SubSequence: Collection<UInt8> {
            total += chunk.count
            guard total <= lines.byteCap else {
                throw lines.fail(lineNumber + 1, nil, "more than \(PasteLines.size(lines.byteCap)): too large for a debugger paste (paste the attributes of one screen or a few)")
            }
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
                pending.append(contentsOf: chunk[start ..< newline])
                lineNumber += 1
                try body(try lines.decode(pending, line: lineNumber), lineNumber)
                pending.removeAll(keepingCapacity: true)
                start = chunk.index(after: newline)
            }
            pending.append(contentsOf: chunk[start...])
            guard pending.count <= lines.lineByteCap else {
                throw lines.fail(lineNumber + 1, nil, "line longer than \(PasteLines.size(lines.lineByteCap)): not a debugger paste")
            }
        }

        mutating func finish(_ body: ([Unicode.Scalar], Int) throws(FixtureError) -> Void) throws(FixtureError) {
            guard !pending.isEmpty else { return }
            lineNumber += 1
            try body(try lines.decode(pending, line: lineNumber), lineNumber)
        }
    }

    func open() throws(FixtureError) -> FileHandle {
        if path == "-" { return FileHandle.standardInput }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw fail(nil, nil, "no such file") }
        guard !isFolder.boolValue else { throw fail(nil, nil, "is a folder, not a paste") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw fail(nil, nil, "cannot be read") }
        return handle
    }

    /// The line's scalars; invalid UTF-8 is an error at the column (in scalars) where it starts.
    func decode(_ bytes: [UInt8], line: Int) throws(FixtureError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var decoder = UTF8(), iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(v): scalars.append(v)
            case .emptyInput: return scalars
            case .error: throw fail(line, scalars.count + 1, "not UTF-8 text (a paste from the debugger is UTF-8)")
            }
        }
    }

    static func reason(_ error: Error) -> String { (error as NSError).localizedDescription }
}
