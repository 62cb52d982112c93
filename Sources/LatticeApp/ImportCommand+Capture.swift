import Foundation
import LatticeFixtures
import LatticeImport
import LatticeLayout
import LatticeTerminal

/// `lattice import` of a capture (what `Capture/LatticeCapture.swift` writes: a snapshot
/// fixture as JSON, FixtureFormat §9a): recognised by its first non-space byte, `{` (a debugger
/// paste starts with text), read and validated as a fixture (errors name the file, the field and
/// the line), then written as it is, or with `--infer list|flow` handed to the fitter with its tracks.
extension ImportCommand {
    /// The input's bytes when it is a capture (first non-space byte `{`), else nil: the caller
    /// reads it as a paste. Standard input is read whole here; a paste from it is handed on as
    /// those bytes.
    static func readCapture(_ path: String) throws -> (capture: [UInt8]?, stdin: [UInt8]?) {
        let name = path == "-" ? "<stdin>" : path
        if path == "-" {
            if isatty(STDIN_FILENO) == 1 {
                printError("lattice: reading from the terminal: paste the debugger's output (or a capture), then press Ctrl-D (or give a file: lattice import paste.txt)")
            }
            let bytes = try readBounded(FileHandle.standardInput, name: name)
            return (startsLikeJSON(bytes) ? bytes : nil, bytes)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw NewFile.Failure(path: name, message: "cannot read the file")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        guard startsLikeJSON([UInt8](head)) else { return (nil, nil) }
        try handle.seek(toOffset: 0)
        return (try readBounded(handle, name: name), nil)
    }

    /// True when the first byte that is not white space is `{`.
    static func startsLikeJSON(_ bytes: [UInt8]) -> Bool {
        bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } == UInt8(ascii: "{")
    }

    /// The whole input, refused past the paste's byte cap (a capture is no bigger than a paste
    /// of the same elements).
    private static func readBounded(_ handle: FileHandle, name: String) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            bytes += chunk
            if bytes.count > PasteLines.maximumBytes {
                throw NewFile.Failure(path: name, message: "more than \(PasteLines.maximumBytes >> 20) MB: not read")
            }
        }
        return bytes
    }

    /// The capture, validated as a snapshot fixture, as the text to write: unchanged, or with
    /// `--infer` the fixture fitted to its resting frames and tracks (`inferFromCapture`).
    func importCapture(_ bytes: [UInt8], name: String, viewport: Size?) throws -> String {
        let fixture = try FixtureLoader.load(bytes: bytes, format: .json, name: name)
        guard fixture.layout.type is SnapshotLayoutType else {
            throw NewFile.Failure(path: name, message: "layout.type: a capture is a snapshot fixture (type: snapshot), not \(fixture.layout.typeName)")
        }
        guard !fixture.elements.isEmpty else {
            throw NewFile.Failure(path: name, message: "elements: the capture holds no elements")
        }
        let count = fixture.elements.count
        if let infer {
            let text = try inferFromCapture(fixture, layout: infer, name: name, viewport: viewport)
            try Self.checkValid(text, name: name)
            return text
        }
        printError("lattice: \(name) is a capture of \(count) element\(count == 1 ? "" : "s"); written as it is (a snapshot fixture)")
        return String(decoding: bytes, as: UTF8.self)
    }
}
