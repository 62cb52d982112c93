#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output name leads to, and so how `AtomicFile` may write it: a new file, a regular file
/// to replace (through a symbolic link: the file it points to), a device or a pipe to write
/// through, or something no output may be written as (the error says what it is).
enum OutputTarget {
    /// Nothing by that name.
    case absent
    /// A regular file: `resolved` is its own path (a link's target; `path` itself otherwise).
    case regular(resolved: String, info: stat)
    /// A character device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO), directly or through links.
    case passThrough

    init(path: String) throws {
        var own = stat()
        guard lstat(path, &own) == 0 else {
            guard errno == ENOENT else { throw AtomicFile.Failure(path: path, what: "look it up", errorNumber: errno) }
            self = .absent; return
        }
        var target = own
        if own.st_mode & S_IFMT == S_IFLNK, stat(path, &target) != 0 {
            throw AtomicFile.NotAFile(path: path, reason: "is a symbolic link to a file that does not exist; name the file itself")
        }
        switch target.st_mode & S_IFMT {
        case S_IFREG:
            self = .regular(resolved: own.st_mode & S_IFMT == S_IFLNK ? try Self.resolved(path) : path, info: target)
        case S_IFCHR, S_IFIFO:
            self = .passThrough
        case S_IFDIR:
            throw AtomicFile.NotAFile(path: path, reason: "is a directory; name a file (e.g. \(path.hasSuffix("/") ? path : path + "/")NAME)")
        case S_IFBLK:
            throw AtomicFile.NotAFile(path: path, reason: "is a block device; lattice writes only files, terminals and pipes")
        default:
            throw AtomicFile.NotAFile(path: path, reason: "is not a regular file (a socket?); lattice writes only files, terminals and pipes")
        }
    }

    /// The path a symbolic link finally leads to (realpath(3)).
    static func resolved(_ path: String) throws -> String {
        guard let p = realpath(path, nil) else { throw AtomicFile.Failure(path: path, what: "follow the link", errorNumber: errno) }
        defer { free(p) }
        return String(cString: p)
    }
}
