import Foundation
import LatticeLayout

/// The two syntaxes a fixture file is written in (YAML or JSON), with one schema: FixtureFormat §1.
public enum FixtureSyntax: String, Sendable, CaseIterable {
    case yaml, json

    /// The format of a path by its extension (`.yaml`, `.yml`, `.json`), or nil.
    public init?(path: String) {
        let ext = path.split(separator: "/").last?.split(separator: ".", omittingEmptySubsequences: false)
        guard let ext, ext.count > 1, let last = ext.last else { return nil }
        switch last.lowercased() {
        case "yaml", "yml": self = .yaml
        case "json": self = .json
        default: return nil
        }
    }
}

/// Loads fixtures: read, parse (keeping line:column), apply `--set` overrides, validate.
///
/// ```swift
/// let fixture = try FixtureLoader.load(path: "Fixtures/mail.yaml",
///                                      overrides: ["layout.stickyHeaders=true", "sections.1.header=30"])
/// ```
/// Every problem is a `FixtureError` whose `description` is the `validate` line
/// `PATH:LINE:COL: error: FIELD: MESSAGE`. Nothing is returned until all of it is checked.
public enum FixtureLoader {
    /// Loads a `.yaml`, `.yml` or `.json` file. `overrides` are `--set` arguments, `PATH=VALUE`,
    /// applied in order; `layouts` the program's own layout types (none by default).
    public static func load(path: String, overrides: [String] = [], layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        try load(path: path, applying: FixtureOverride.set(overrides), layouts: layouts)
    }

    /// Loads a fixture file with overrides of any origin, each error worded for its origin.
    public static func load(path: String, applying overrides: [FixtureOverride], layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        let (bytes, format) = try read(path: path)
        return try decode(bytes: bytes, format: format, name: path, overrides: overrides, log: DiagnosticLog(limit: 1), layouts: layouts)
    }

    /// Checks a file as `validate` does: every error the decoder can find, up to `maximumErrors`
    /// (it goes on past an error wherever it can recover: other keys, fields, sections, items),
    /// and the warnings of a valid file.
    public static func check(path: String, overrides: [String] = [], maximumErrors: Int = 100,
                             layouts: LayoutCatalogue = LayoutCatalogue()) -> FixtureCheck {
        let log = DiagnosticLog(limit: maximumErrors)
        do throws(FixtureError) {
            let (bytes, format) = try read(path: path)
            let fixture = try decode(bytes: bytes, format: format, name: path, overrides: FixtureOverride.set(overrides), log: log, layouts: layouts)
            return FixtureCheck(fixture: fixture, errors: [], warnings: log.warnings, isComplete: true)
        } catch {
            var errors = log.errors
            if !errors.contains(error) { errors.append(error) }
            // In the order of the file (unknown keys are found before the fields beside them).
            errors = errors.enumerated().sorted { a, b in
                let ka = (a.element.line ?? 0, a.element.column ?? 0, a.offset), kb = (b.element.line ?? 0, b.element.column ?? 0, b.offset)
                return ka < kb
            }.map(\.element)
            return FixtureCheck(fixture: nil, errors: errors, warnings: log.warnings, isComplete: !log.stopped)
        }
    }

    /// The bytes and format of a fixture file, or why there are none.
    static func read(path: String) throws(FixtureError) -> ([UInt8], FixtureSyntax) {
        func fail(_ message: String) -> FixtureError {
            FixtureError(file: path, line: nil, column: nil, field: nil, message: message)
        }
        // What is there decides the message first: a missing name is missing, whatever it ends in.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw fail("does not exist") }
        guard !isFolder.boolValue else { throw fail("is a folder, not a fixture file") }
        guard let format = FixtureSyntax(path: path) else {
            throw fail("not a fixture file: the name must end in .yaml, .yml or .json")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("cannot be read") }
        return ([UInt8](data), format)
    }

    /// Loads a fixture from text (built-in and demo fixtures, tests). `name` stands for the file
    /// in error messages.
    public static func load(text: String, format: FixtureSyntax = .yaml, name: String = "<fixture>",
                            overrides: [String] = [], layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        try load(bytes: Array(text.utf8), format: format, name: name, overrides: overrides, layouts: layouts)
    }

    /// Loads a fixture from text with overrides of any origin.
    public static func load(text: String, format: FixtureSyntax = .yaml, name: String = "<fixture>",
                            applying overrides: [FixtureOverride], layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        try decode(bytes: Array(text.utf8), format: format, name: name, overrides: overrides, log: DiagnosticLog(limit: 1), layouts: layouts)
    }

    /// Loads a fixture from raw bytes (which must be UTF-8); throws the first problem.
    public static func load(bytes: [UInt8], format: FixtureSyntax, name: String,
                            overrides: [String] = [], layouts: LayoutCatalogue = LayoutCatalogue()) throws(FixtureError) -> Fixture {
        try decode(bytes: bytes, format: format, name: name, overrides: FixtureOverride.set(overrides), log: DiagnosticLog(limit: 1), layouts: layouts)
    }

    /// Parses, applies the overrides and decodes, recording errors in `log`; throws the first
    /// error found (the others are in the log).
    static func decode(bytes: [UInt8], format: FixtureSyntax, name: String, overrides: [FixtureOverride],
                       log: DiagnosticLog, layouts: LayoutCatalogue) throws(FixtureError) -> Fixture {
        // A large file says what is being read (`WorkProgress`); the readers give the fraction.
        let progress = WorkProgress.reporter
        let reported = bytes.count >= progressThreshold
        if reported { progress.begin("reading \(name)") }
        defer { if reported { progress.finish() } }
        do {
            let parsed = try overrides.map { try Override($0, file: name) }
            // A snapshot's elements are decoded as they are read, unless --set edits them.
            let streamed = !parsed.contains { $0.path.first == "elements" } ? StreamedElements(file: name) : nil
            guard var root = try parse(bytes: bytes, format: format, name: name, elements: streamed) else {
                throw FixtureError(file: name, mark: SourceMark(line: 1, column: 1), field: nil,
                                   message: "the file is empty; a fixture is a mapping (write {} for an empty one)")
            }
            for o in parsed { try o.apply(to: &root, file: name) }
            var decoder = FixtureDecoder(file: name, log: log)
            decoder.streamed = streamed
            decoder.layouts = layouts
            let fixture = try decoder.fixture(root)
            if let first = log.errors.first { throw first }
            return fixture
        } catch let e as FixtureError {
            throw e
        } catch is StopDecoding {
            throw log.errors[0]
        } catch {
            throw FixtureError(file: name, line: nil, column: nil, field: nil, message: "\(error)")
        }
    }

    /// Files of this many bytes or more report their reading to `WorkProgress.reporter`.
    static let progressThreshold = 1 << 20

    /// Checks the bytes are UTF-8 text and reads them into the raw tree (nil: no document).
    static func parse(bytes: [UInt8], format: FixtureSyntax, name: String, elements: StreamedElements? = nil) throws -> RawNode? {
        try bytes.withUnsafeBufferPointer { buffer in
            if let bad = firstInvalidUTF8(buffer) {
                throw FixtureError(file: name, mark: SourceMark.position(ofByte: bad, in: buffer), field: nil,
                                   message: "not UTF-8 text (invalid byte 0x\(String(buffer[bad], radix: 16)))")
            }
            switch format {
            case .yaml: return try YAMLReader.read(buffer, file: name, elements: elements)
            case .json: return try JSONReader.read(buffer, file: name, elements: elements)
            }
        }
    }

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        // Fast path: all ASCII.
        var i = 0
        while i < b.count, b[i] < 0x80 { i += 1 }
        if i == b.count { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var it = UnsafeBufferPointer(rebasing: b[i...]).makeIterator()
        var offset = i
        while true {
            switch parser.parseScalar(from: &it) {
            case let .valid(encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

/// What `FixtureLoader.check` found in one file.
public struct FixtureCheck: Sendable {
    /// The fixture, when the file has no error.
    public var fixture: Fixture?
    /// Every error found, in the order of the file (empty: valid).
    public var errors: [FixtureError]
    /// Problems that leave the fixture valid (e.g. a value the layout ignores).
    public var warnings: [FixtureWarning]
    /// False when checking stopped early (too many errors, or one nothing can follow).
    public var isComplete: Bool
}
