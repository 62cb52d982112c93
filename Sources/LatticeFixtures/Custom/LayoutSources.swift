import Foundation

/// A fixture's `layout.sources`: the Swift files and folders (as written in an iOS project) that
/// declare its layout type, named relative to the fixture. lattice builds them into a program
/// (the port, then a cached package) and runs the command there; see the LatticeCLI article
/// SourcesFixtures.
///
/// ```yaml
/// layout:
///   type: cards
///   sources: [../MyApp/Layouts/CardLayout.swift, ../MyApp/Layouts/Support/, cards-setup.swift]
///   swiftLanguageMode: 6     # optional: 5 (default, as an iOS app target) or 6
/// ```
public struct LayoutSources: Sendable, Equatable {
    /// One entry of the list: as written, resolved against the fixture's folder, and its place.
    public struct Entry: Sendable, Equatable {
        public var written: String
        public var path: String
        public var line: Int
        public var column: Int
    }

    /// The fixture file, as named.
    public var fixture: String
    /// `layout.type` (nil when the fixture has none).
    public var typeName: String?
    public var entries: [Entry]
    /// Where `sources:` is written.
    public var line: Int, column: Int
    /// `layout.swiftLanguageMode`: the Swift language mode the sources are compiled in, 5 (as an
    /// iOS app target is by default) unless the fixture says 6.
    public var swiftLanguageMode = 5

    /// An error about the `sources:` field (at `entry`'s place when given).
    public func error(_ message: String, at entry: Entry? = nil) -> FixtureError {
        FixtureError(file: fixture, line: entry?.line ?? line, column: entry?.column ?? column,
                     field: "layout.sources" + (entry.map { e in "." + String(entries.firstIndex(of: e) ?? 0) } ?? ""),
                     message: message)
    }

    /// The `sources:` of a fixture file, nil when it has none; a located error when the list is
    /// malformed or names a file or folder that is not there.
    public static func read(path: String) throws(FixtureError) -> LayoutSources? {
        let (bytes, format) = try FixtureLoader.read(path: path)
        // Every command asks this of every fixture before loading it: a file that does not
        // hold the word is not parsed twice (a million-element snapshot takes seconds to parse).
        guard contains(Array("sources".utf8), in: bytes) else { return nil }
        let root: RawNode?
        do { root = try FixtureLoader.parse(bytes: bytes, format: format, name: path) } catch let e as FixtureError { throw e } catch {
            throw FixtureError(file: path, line: nil, column: nil, field: nil, message: "\(error)")
        }
        guard let root, case let .mapping(top) = root.kind,
              let layout = PresentEntries(entries: top)["layout"], case let .mapping(keys) = layout.value.kind,
              let sources = PresentEntries(entries: keys)["sources"] else { return nil }
        let decoder = FixtureDecoder(file: path)
        let field = FieldPath.root.key("layout").key("sources")
        var typeName: String?
        if let t = PresentEntries(entries: keys)["type"], case let .scalar(text, _) = t.value.kind { typeName = text }
        let nodes: [RawNode]
        switch sources.value.kind {
        case let .sequence(list) where !list.isEmpty: nodes = list
        case .scalar where !sources.value.isNull: nodes = [sources.value]
        default: throw decoder.fail(sources.value.mark, field, "expected a list of Swift files and folders, relative to the fixture")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var entries: [Entry] = []
        for (i, node) in nodes.enumerated() {
            guard case let .scalar(text, _) = node.kind, !text.isEmpty else {
                throw decoder.fail(node.mark, field.index(i), "expected a path, found \(node.typeDescription)")
            }
            let resolved = text.hasPrefix("/") ? text : relativePath(folder.appendingPathComponent(text).standardizedFileURL.path)
            entries.append(Entry(written: text, path: resolved, line: Int(node.mark.line), column: Int(node.mark.column)))
        }
        var result = LayoutSources(fixture: path, typeName: typeName, entries: entries,
                                   line: Int(sources.value.mark.line), column: Int(sources.value.mark.column))
        if let mode = PresentEntries(entries: keys)["swiftLanguageMode"] {
            guard case let .scalar(text, _) = mode.value.kind, let n = Int(text), n == 5 || n == 6 else {
                throw decoder.fail(mode.value.mark, FieldPath.root.key("layout").key("swiftLanguageMode"),
                                   "expected the Swift language mode the sources are compiled in: 5 or 6")
            }
            result.swiftLanguageMode = n
        }
        for e in entries where !FileManager.default.fileExists(atPath: e.path) {
            throw result.error("no such file or folder: \(e.written) (\(e.path))", at: e)
        }
        return result
    }

    /// True when `needle` occurs in `bytes` (a plain scan: the file is read once, not parsed).
    static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            var i = 0
            let last = b.count - needle.count
            while i <= last {
                if b[i] == first {
                    var k = 1
                    while k < needle.count, b[i + k] == needle[k] { k += 1 }
                    if k == needle.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// `path` relative to the current folder when it is inside it, else as it is.
    static func relativePath(_ path: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }
}
