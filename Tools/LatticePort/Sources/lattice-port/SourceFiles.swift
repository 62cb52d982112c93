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

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// Files as themselves, folders as every `.swift` file in them (sorted, recursively).
    static func expand(_ paths: [String]) throws -> [File] {
        var files: [File] = []
        let fm = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isFolder) else { throw Failure(description: "\(path): no such file or folder") }
            let url = URL(fileURLWithPath: path)
            if !isFolder.boolValue {
                files.append(File(path: path, relative: url.lastPathComponent, text: try read(path)))
                continue
            }
            let found = (fm.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            guard !found.isEmpty else { throw Failure(description: "\(path): no .swift files in this folder") }
            for name in found {
                let full = (path as NSString).appendingPathComponent(name)
                files.append(File(path: full, relative: url.lastPathComponent + "/" + name, text: try read(full)))
            }
        }
        var seen: [String: String] = [:]
        for f in files {
            if let other = seen[f.relative] { throw Failure(description: "\(f.path) and \(other) would both be written as \(f.relative)") }
            seen[f.relative] = f.path
        }
        return files
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "\(path): cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(description: "\(path): not UTF-8 text") }
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
                    throw Failure(description: "\(url.path) exists with other contents (--force overwrites)")
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
