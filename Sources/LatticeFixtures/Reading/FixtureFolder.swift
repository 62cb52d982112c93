import Foundation

/// Turns command-line paths into fixture files: a file stays itself, a folder gives its
/// `.yaml`, `.yml` and `.json` files (recursively, sorted by path). A missing path is kept, so
/// that loading it reports the error with its name.
package enum FixtureFolder {
    package static let extensions: Set<String> = ["yaml", "yml", "json"]

    /// The folders among `paths` that hold no fixture file.
    package static func emptyFolders(_ paths: [String]) -> [String] {
        paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && expand([path]).isEmpty
        }
    }

    package static func expand(_ paths: [String]) -> [String] {
        var result: [String] = []
        let fm = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(path)
                continue
            }
            var found: [String] = []
            if let walker = fm.enumerator(atPath: path) {
                for case let relative as String in walker
                where extensions.contains((relative as NSString).pathExtension.lowercased()) {
                    found.append(path.hasSuffix("/") ? path + relative : path + "/" + relative)
                }
            }
            result += found.sorted()
        }
        return result
    }
}
