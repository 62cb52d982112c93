import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a new file whole or not at all: the text goes to a temporary file beside the target,
/// which then takes the target's name with link(2), which fails when the name exists. So an
/// existing file is never replaced and no reader sees half a file.
enum NewFile {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    static func write(_ text: String, to path: String) throws {
        if access(path, F_OK) == 0 { throw Failure(path: path, message: "the file exists; lattice never overwrites a file (choose another name)") }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var fd: Int32 = -1, temporary = ""
        for attempt in 0..<100 {
            temporary = "\(directory).\(name).\(getpid()).\(attempt).tmp"
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw Failure(path: path, message: "cannot create a file beside it: \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else {
                let e = errno; close(fd); unlink(temporary)
                throw Failure(path: path, message: "cannot write: \(String(cString: strerror(e)))")
            }
            written += n
        }
        guard fsync(fd) == 0 || errno == EINVAL else {
            let e = errno; close(fd); unlink(temporary)
            throw Failure(path: path, message: "cannot write: \(String(cString: strerror(e)))")
        }
        close(fd)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            let e = errno
            throw Failure(path: path, message: e == EEXIST ? "the file exists; lattice never overwrites a file (choose another name)"
                                                           : "cannot write: \(String(cString: strerror(e)))")
        }
    }
}
