import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a file (`flock`), so that two lattice processes do not port or build
/// into the same workspace at once; the second waits.
enum WorkspaceLock {
    static func holding<T>(_ path: String, _ body: () throws -> T) throws -> T {
        let fd = open(path, O_CREAT | O_RDWR, 0o644)
        guard fd >= 0 else { throw ProgramFailure("cannot open the lock file \(path)") }
        defer { close(fd) }
        guard flock(fd, LOCK_EX) == 0 else { throw ProgramFailure("cannot lock \(path)") }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
