#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output as a `TextOutputStream` that writes in blocks of about 64 KiB: long output
/// (a dump of millions of elements) is streamed, never built as one string. Writes go straight
/// to file descriptor 1; call `flush()` at the end. (Use it alone, not mixed with `print`, whose
/// buffer it does not share.)
struct StandardOutput: TextOutputStream {
    private var buffer: [UInt8] = []
    private static let blockSize = 1 << 16

    init() { buffer.reserveCapacity(Self.blockSize + 1024) }

    mutating func write(_ string: String) {
        buffer.append(contentsOf: string.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered (all of it, resuming after short writes; a closed pipe ends it).
    mutating func flush() {
        buffer.withUnsafeBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = writeToDescriptor(1, bytes.baseAddress! + done, bytes.count - done)
                if n > 0 { done += n } else if n < 0, errno == EINTR { continue } else { break }
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// write(2), named apart from `StandardOutput.write(_:)`, which hides the C function inside the
/// type; a free function reaches Glibc's or Darwin's `write` without naming the module.
private func writeToDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
