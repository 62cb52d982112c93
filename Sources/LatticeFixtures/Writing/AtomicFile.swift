#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written whole or not at all: the bytes go to a temporary file beside the target,
/// which then takes the target's name in one step (link(2), or rename(2) with `--force`). An
/// existing file is never replaced unless `force`; a reader never sees half a file.
public struct AtomicFile {
    /// The target exists and `--force` was not given.
    public struct Exists: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "\(path): error: the file exists; pass --force to overwrite it" }
    }

    /// A system call failed.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var what: String
        public var errorNumber: Int32
        public var description: String { "\(path): error: cannot \(what): \(String(cString: strerror(errorNumber)))" }
    }

    public let path: String
    public let force: Bool
    public let temporary: String
    /// The temporary file's descriptor: write to it, then `commit()` (or `discard()`).
    public let descriptor: Int32

    /// Opens a temporary file beside `path`. Fails early when `path` exists and not `force`.
    public init(path: String, force: Bool) throws {
        if !force, access(path, F_OK) == 0 { throw Exists(path: path) }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var fd: Int32 = -1, candidate = ""
        for attempt in 0..<100 {
            candidate = "\(directory).\(name).\(getpid()).\(attempt).tmp"
            fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw Failure(path: path, what: "create a file beside it", errorNumber: errno) }
        self.path = path; self.force = force; self.temporary = candidate; self.descriptor = fd
    }

    /// Writes all of `bytes` with as few write(2) calls as the kernel allows (one, normally).
    public func write(_ bytes: [UInt8]) throws {
        try FileDescriptorOutput.writeAll(descriptor, bytes, path: path)
    }

    /// Makes the file appear under its name (never over an existing one unless `force`).
    public func commit() throws {
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            let e = errno; discard(); throw Failure(path: path, what: "write", errorNumber: e)
        }
        close(descriptor)
        if force {
            guard rename(temporary, path) == 0 else {
                let e = errno; unlink(temporary); throw Failure(path: path, what: "write", errorNumber: e)
            }
            return
        }
        // link(2) fails when the target exists, so a file created meanwhile is not replaced.
        if link(temporary, path) == 0 { unlink(temporary); return }
        let e = errno
        unlink(temporary)
        throw e == EEXIST ? Exists(path: path) as Error : Failure(path: path, what: "write", errorNumber: e)
    }

    /// Drops the temporary file.
    public func discard() {
        close(descriptor)
        unlink(temporary)
    }

    /// Writes `text` to `path` atomically.
    public static func write(_ text: String, to path: String, force: Bool) throws {
        let file = try AtomicFile(path: path, force: force)
        do { try file.write(Array(text.utf8)) } catch { file.discard(); throw error }
        try file.commit()
    }

    /// Opens `path` for a file that is valid at every moment as it grows (a live recording,
    /// written event by event), so it is created in place rather than beside: never over an
    /// existing file unless `force` (then it is emptied). Returns the descriptor.
    public static func createInPlace(path: String, force: Bool) throws -> Int32 {
        if !force, access(path, F_OK) == 0 { throw Exists(path: path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (force ? O_TRUNC : O_EXCL), 0o644)
        guard fd >= 0 else {
            if errno == EEXIST { throw Exists(path: path) }
            throw Failure(path: path, what: "create it", errorNumber: errno)
        }
        return fd
    }
}

/// write(2) on a descriptor, retried until every byte is out.
public enum FileDescriptorOutput {
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, bytes.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw AtomicFile.Failure(path: path, what: "write", errorNumber: errno)
            }
            done += n
        }
    }
}
