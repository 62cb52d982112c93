import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixture's `layout.sources`: the Swift files and folders (as written in an iOS project) that
/// declare its layout type, named relative to the fixture. lattice builds them into a program
/// (the port, then a cached package) and runs the command there; see the LatticeCLI article
/// SourcesFixtures.
///
/// ```yaml
/// layout:
///   type: cards
///   sources: [../MyApp/Layouts/CardLayout.swift, ../MyApp/Layouts/Support/, cards-setup.swift]
///   swiftLanguageMode: 6     # optional: 4, 4.2, 5 (default, as an iOS app target) or 6
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
    /// iOS app target is by default) unless the fixture says 4, 4.2 or 6.
    public var swiftLanguageMode = SwiftLanguageMode.v5

    /// The Swift files lattice compiles: the entries' files, each folder's `.swift` files
    /// (recursively, sorted), as paths to read.
    public var files: [String] { Self.expand(entries.map(\.path)) }

    /// An error about the `sources:` field (at `entry`'s place when given), its field written as
    /// every other located error writes a list element (`layout.sources[0]`).
    public func error(_ message: String, at entry: Entry? = nil) -> FixtureError {
        var field = FieldPath.root.key("layout").key("sources")
        if let entry, let i = entries.firstIndex(of: entry) { field = field.index(i) }
        return FixtureError(file: fixture, line: entry?.line ?? line, column: entry?.column ?? column,
                            field: field.description, message: message)
    }

    /// The `sources:` of a fixture file, nil when it has none; a located error when the list is
    /// malformed or names what lattice may not compile (`problems`: the first).
    public static func read(path: String) throws(FixtureError) -> LayoutSources? {
        let sources = try readList(path: path)
        if let first = sources?.problems.first { throw first }
        return sources
    }

    /// The `sources:` of a fixture file as written, nil when it has none; a located error only
    /// when the list is malformed (its entries are not looked at: `problems`).
    public static func readList(path: String) throws(FixtureError) -> LayoutSources? {
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
            guard case let .scalar(text, _) = mode.value.kind, let chosen = SwiftLanguageMode(rawValue: text) else {
                throw decoder.fail(mode.value.mark, FieldPath.root.key("layout").key("swiftLanguageMode"),
                                   "expected the Swift language mode the sources are compiled in: 4, 4.2, 5 or 6")
            }
            result.swiftLanguageMode = chosen
        }
        return result
    }

    /// Every entry lattice may not compile, located at the entry (in the list's order).
    public var problems: [FixtureError] {
        entries.compactMap { e in
            do throws(FixtureError) { try checkKind(of: e); return nil } catch { return error }
        }
    }

    /// Refuses an entry that is not what lattice may compile: a regular `.swift` file, or a
    /// folder whose `.swift` files (at least one) are all regular files. A device, a pipe, any
    /// other file (`/etc/passwd`) or a folder with no Swift file is refused at the entry.
    func checkKind(of e: Entry) throws(FixtureError) {
        let what = "sources: names Swift files and folders of them"
        switch Self.kind(of: e.path) {
        case .missing:
            throw error("no such file or folder: \(e.written) (\(e.path))", at: e)
        case .regular:
            guard e.path.hasSuffix(".swift") else { throw error("\(e.written) is not a .swift file; \(what)", at: e) }
        case .folder:
            guard Self.holdsFewEntries(e.path) else {
                throw error("\(e.written) holds more than \(Self.folderLimit) files and folders; name the folder of the layout's sources", at: e)
            }
            let swift = Self.expand([e.path])
            guard !swift.isEmpty else { throw error("\(e.written) is a folder with no .swift file in it; \(what)", at: e) }
            if let odd = swift.first(where: { Self.kind(of: $0) != .regular }) {
                throw error("\(odd) (in \(e.written)) is not a regular file; \(what)", at: e)
            }
        case .other:
            throw error("\(e.written) is not a regular file (a device, a pipe or a socket); \(what)", at: e)
        }
    }

    enum Kind { case missing, regular, folder, other }

    /// The most files and folders a folder of `sources:` may hold (a walk of `/` or of a home
    /// folder would take minutes: that is a mistake, not a layout's sources).
    static let folderLimit = 10_000

    /// True when `folder` holds at most `folderLimit` files and folders (recursively).
    static func holdsFewEntries(_ folder: String) -> Bool {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return true }
        var count = 0
        while walker.nextObject() != nil {
            count += 1
            if count > folderLimit { return false }
        }
        return true
    }

    /// What `path` is, symbolic links followed.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// Files as themselves, folders as the `.swift` files in them (recursively, sorted).
    public static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            guard kind(of: path) == .folder else { return [path] }
            let names = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".swift") }.sorted().map { (path as NSString).appendingPathComponent($0) }
        }
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
