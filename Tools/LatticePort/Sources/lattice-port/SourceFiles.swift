import Foundation

/// The Swift files named on the command line, read, and the ported copies written.
enum SourceFiles {
    struct File {
        /// As named on the command line (a folder's files: the folder's path joined with theirs).
        var path: String
        /// Where the copy goes under the output folder.
        var relative: String
        var text: String
    }

    /// What went wrong, located at the file or folder it is about when there is one
    /// (`PATH: error: …`, as lattice locates a file-level error).
    struct Failure: Error, CustomStringConvertible {
        var path: String?
        var message: String
        var description: String { path.map { "\($0): error: \(message)" } ?? "lattice port: error: \(message)" }
    }

    /// Files as themselves, folders as every `.swift` file in them (sorted, recursively).
    static func expand(_ paths: [String]) throws -> [File] {
        var files: [File] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { throw Failure(path: path, message: "no such file or folder") }
            let url = URL(fileURLWithPath: path)
            if !isFolder.boolValue {
                guard isRegularFile(path) else { throw Failure(path: path, message: "not a regular file (a device, a pipe or a socket); port reads Swift files and folders of them") }
                files.append(File(path: path, relative: url.lastPathComponent, text: try read(path)))
                continue
            }
            let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !found.isEmpty else { throw Failure(path: path, message: "no .swift files in this folder") }
            for name in found {
                let full = (path as NSString).appendingPathComponent(name)
                guard isRegularFile(full) else { throw Failure(path: full, message: "not a regular file (a device, a pipe or a socket)") }
                files.append(File(path: full, relative: url.lastPathComponent + "/" + name, text: try read(full)))
            }
        }
        var seen: [String: String] = [:]
        for f in files {
            if let other = seen[f.relative] { throw Failure(path: f.path, message: "\(other) would be written as \(f.relative) too") }
            seen[f.relative] = f.path
        }
        return files
    }

    /// True when `path` is a regular file (symbolic links followed).
    static func isRegularFile(_ path: String) -> Bool {
        (try? URL(fileURLWithPath: path).resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(path: path, message: "cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(path: path, message: "not UTF-8 text") }
        return text
    }

    /// Writes every copy atomically; a file already there with other contents is an error
    /// (nothing is written) unless `force`.
    static func write(_ copies: [(String, String)], to folder: String, force: Bool) throws {
        let root = URL(fileURLWithPath: folder)
        if !force {
            for (relative, text) in copies {
                let url = root.appendingPathComponent(relative)
                if let old = FileManager.default.contents(atPath: url.path), old != Data(text.utf8) {
                    throw Failure(path: url.path, message: "exists with other contents (--force overwrites)")
                }
            }
        }
        for (relative, text) in copies {
            let url = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }
}
