#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The executable's advice for the engine's large output buffers (`OutputStorage`): back them
/// with transparent huge pages before they are first written.
///
/// Writing fresh memory costs one page fault per 4 KB page; on the machines lattice is measured
/// on that is more than the layout arithmetic itself (about 13 ns per 32-byte frame). With 2 MB
/// pages there are 512 times fewer faults. A hint only (Linux `madvise`, `MADV_HUGEPAGE`): it
/// changes no value, skips buffers under 4 MB, and does nothing where the system has no such
/// thing. A process-wide choice, so the executable's to make, not the engine's.
enum HugePages {
    @Sendable
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux) && canImport(Glibc)
        let hugePage = 2 << 20
        guard buffer.count >= 2 * hugePage, let base = buffer.baseAddress else { return }
        // Only the whole huge pages inside the buffer.
        let start = (UInt(bitPattern: base) + UInt(hugePage - 1)) & ~UInt(hugePage - 1)
        let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~UInt(hugePage - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
