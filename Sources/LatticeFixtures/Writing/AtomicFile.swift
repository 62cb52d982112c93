internal import CExitCleanup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file written whole or not at all: the bytes go to a temporary file beside the target,
/// which then takes the target's name in one step (link(2), or rename(2) with `--force`). An
/// existing file is never replaced unless `force`; a reader never sees half a file.
///
/// What the name leads to decides how it is written (`OutputTarget`):
/// * nothing: a new file, with the usual mode (0666 less the umask);
/// * a regular file: refused (`Exists`) unless `force`; with `force` it is replaced and keeps
///   its mode (and owner, where the user may keep it);
/// * a symbolic link: what it points to is meant. With `force`, a link to a regular file keeps
///   the link and replaces the file it points to; a link to a terminal or a pipe
///   (`/dev/stdout`) is written through;
/// * a character device or a pipe (`/dev/stdout`, `/dev/null`, a FIFO): written through, as a
///   shell's `>` does (there is no file to replace and nothing to keep);
/// * a directory, a block device, a socket, a link to nothing: refused (`NotAFile`).
///
/// The temporary file is removed on every way out: an error, `discard()`, and a signal that
/// ends the program (`lattice_cleanup_remember` in CExitCleanup).
public struct AtomicFile {
    /// The target exists and `--force` was not given.
    public struct Exists: Error, CustomStringConvertible {
        public var path: String
        public var reason: String { "the file exists; pass --force to overwrite it" }
        public var description: String { "\(path): error: \(reason)" }
    }

    /// The target is something no file may be written as (a directory, a block device, …).
    public struct NotAFile: Error, CustomStringConvertible {
        public var path: String
        public var reason: String
        public var description: String { "\(path): error: \(reason)" }
    }

    /// A system call failed.
    public struct Failure: Error, CustomStringConvertible {
        public var path: String
        public var what: String
        public var errorNumber: Int32
        public var reason: String { "cannot \(what): \(String(cString: strerror(errorNumber)))" }
        public var description: String { "\(path): error: \(reason)" }
    }

    /// The name the file is written under (as given).
    public let path: String
    public let force: Bool
    /// The temporary file beside the target ("" when the target is written through).
    public let temporary: String
    /// The descriptor to write to: the temporary file's (or the device's, the pipe's); then
    /// `commit()` (or `discard()`).
    public let descriptor: Int32
    /// The file the temporary one replaces at commit (the link's target for a link), and the
    /// mode and owner it keeps; nil for a new file or a file written through.
    private let replacing: (path: String, info: stat)?

    /// Opens a temporary file beside `path` (or `path` itself when it is a device or a pipe).
    /// Fails early when `path` exists and not `force`, or can never be a file.
    public init(path: String, force: Bool) throws {
        self.path = path; self.force = force
        switch try OutputTarget(path: path) {
        case .passThrough:
            descriptor = try Self.openThrough(path)
            temporary = ""; replacing = nil
        case .absent:
            (descriptor, temporary) = try Self.openTemporary(beside: path, mode: 0o666, for: path)
            replacing = nil
        case let .regular(resolved, info):
            guard force else { throw Exists(path: path) }
            // Written privately, given the old file's mode at commit.
            (descriptor, temporary) = try Self.openTemporary(beside: resolved, mode: 0o600, for: path)
            replacing = (resolved, info)
        }
    }

    /// Writes all of `bytes` with as few write(2) calls as the kernel allows (one, normally).
    public func write(_ bytes: [UInt8]) throws {
        try FileDescriptorOutput.writeAll(descriptor, bytes, path: path)
    }

    /// Makes the file appear under its name (never over an existing one unless `force`, never
    /// over anything but a regular file).
    public func commit() throws {
        guard !temporary.isEmpty else {
            close(descriptor); return
        }
        defer { _ = lattice_cleanup_forget(temporary) }
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            let e = errno; discard(); throw Failure(path: path, what: "write", errorNumber: e)
        }
        if let (target, info) = replacing {
            _ = fchmod(descriptor, info.st_mode & 0o7777)
            _ = fchown(descriptor, info.st_uid, info.st_gid)   // refused unless allowed: the mode stays
            close(descriptor)
            // The target may have been replaced meanwhile by something that is not a file.
            var now = stat()
            if lstat(target, &now) == 0, now.st_mode & S_IFMT != S_IFREG {
                unlink(temporary)
                throw NotAFile(path: path, reason: "is no longer a regular file; not written")
            }
            guard rename(temporary, target) == 0 else {
                let e = errno; unlink(temporary); throw Failure(path: path, what: "write", errorNumber: e)
            }
            return
        }
        close(descriptor)
        // link(2) fails when the target exists, so a file created meanwhile is not replaced.
        if link(temporary, path) == 0 { unlink(temporary); return }
        let e = errno
        unlink(temporary)
        throw e == EEXIST ? Exists(path: path) as Error : Failure(path: path, what: "write", errorNumber: e)
    }

    /// Drops the temporary file (or stops writing through).
    public func discard() {
        close(descriptor)
        guard !temporary.isEmpty else { return }
        unlink(temporary)
        _ = lattice_cleanup_forget(temporary)
    }

    /// Writes `text` to `path` atomically.
    public static func write(_ text: String, to path: String, force: Bool) throws {
        let file = try AtomicFile(path: path, force: force)
        do { try file.write(Array(text.utf8)) } catch { file.discard(); throw error }
        try file.commit()
    }

    /// Opens `path` for a file that is valid at every moment as it grows (a live recording,
    /// written event by event), so it is created in place rather than beside: never over an
    /// existing file unless `force` (then it is emptied, keeping its mode), never over anything
    /// but a regular file; a device or a pipe is written through. Returns the descriptor and
    /// whether the file was created here (only such a file may be removed again).
    public static func createInPlace(path: String, force: Bool) throws -> (descriptor: Int32, created: Bool) {
        switch try OutputTarget(path: path) {
        case .passThrough:
            return (try openThrough(path), false)
        case .regular:
            guard force else { throw Exists(path: path) }
            let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard fd >= 0 else { throw Failure(path: path, what: "open it", errorNumber: errno) }
            return (fd, false)
        case .absent:
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            guard fd >= 0 else {
                if errno == EEXIST { throw Exists(path: path) }
                throw Failure(path: path, what: "create it", errorNumber: errno)
            }
            return (fd, true)
        }
    }

    /// A device or a pipe, opened for writing as it is (no truncation, no creation).
    static func openThrough(_ path: String) throws -> Int32 {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(path: path, what: "open it", errorNumber: errno) }
        return fd
    }

    /// A fresh temporary file beside `target`, registered for removal if a signal ends the
    /// program before it is committed or discarded.
    static func openTemporary(beside target: String, mode: mode_t, for path: String) throws -> (Int32, String) {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        var fd: Int32 = -1, candidate = ""
        for attempt in 0..<100 {
            candidate = "\(directory).\(name).\(getpid()).\(attempt).tmp"
            fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            if fd >= 0 || errno != EEXIST { break }
        }
        if fd >= 0 { _ = lattice_cleanup_remember(candidate) }
        guard fd >= 0 else { throw Failure(path: path, what: "create a file beside it", errorNumber: errno) }
        return (fd, candidate)
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
