import Foundation
import LatticeFixtures

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

    public init(path: String) { self.path = path }

    func fail(_ line: Int?, _ column: Int?, _ message: String) -> FixtureError {
        FixtureError(file: name, line: line, column: line == nil ? nil : column ?? 1, field: nil, message: message)
    }

    /// Calls `body` with each line (without its `\n`) and its 1-based number.
    public func forEachLine(_ body: ([Unicode.Scalar], Int) throws(FixtureError) -> Void) throws(FixtureError) {
        let handle = try open()
        defer { if path != "-" { try? handle.close() } }
        var pending: [UInt8] = [], total = 0, lineNumber = 0
        while true {
            let chunk: Data
            do {
                guard let data = try handle.read(upToCount: 1 << 16), !data.isEmpty else { break }
                chunk = data
            } catch {
                throw fail(nil, nil, "cannot be read (\(Self.reason(error)))")
            }
            total += chunk.count
            guard total <= Self.maximumBytes else {
                throw fail(lineNumber + 1, nil, "more than \(Self.maximumBytes >> 20) MiB: too large for a debugger paste (paste the attributes of one screen or a few)")
            }
            var start = chunk.startIndex
            while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
                pending.append(contentsOf: chunk[start ..< newline])
                lineNumber += 1
                try body(try decode(pending, line: lineNumber), lineNumber)
                pending.removeAll(keepingCapacity: true)
                start = chunk.index(after: newline)
            }
            pending.append(contentsOf: chunk[start...])
            guard pending.count <= Self.maximumLineBytes else {
                throw fail(lineNumber + 1, nil, "line longer than \(Self.maximumLineBytes >> 20) MiB: not a debugger paste")
            }
        }
        if !pending.isEmpty {
            lineNumber += 1
            try body(try decode(pending, line: lineNumber), lineNumber)
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
