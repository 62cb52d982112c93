#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import LatticeViewer

/// Allocator settings for a process that edits million-item arrays: what the command line does
/// for a viewer's `.tuneMemory` effect.
///
/// A batch update on a big section builds the section's new item array and the layout's new
/// frame arrays (several MB each) and frees the old ones. glibc raises its mmap threshold to the
/// size of the largest block freed (up to 32 MB), after which such arrays come from the heap, and
/// arrays one item longer each time no longer fit the holes the last ones left: the peak grows
/// by megabytes per insert though nothing leaks. A fixed threshold (`mallopt(M_MMAP_THRESHOLD)`)
/// keeps every block of 1 MiB or more in its own mapping, given back to the system when freed.
///
/// Asked for at the first batch update, not at start: a block in its own mapping is faulted in
/// afresh each time, which makes a full `prepare()` of a million items about half as slow again
/// (`lattice bench` measures the engine without it). Loading and scrolling never need it.
enum MemoryTuning {
    static func returnLargeBlocksToTheSystem() {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which the Glibc module does not import.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mmapThreshold: Int32 = -3   // M_MMAP_THRESHOLD
        _ = unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, 1 << 20)
        #endif
    }

    /// The effect runner of the command line's viewers: files as `EffectRunner` does them, and
    /// this process's allocator setting for `.tuneMemory`.
    static func effectRunner() -> EffectRunner {
        EffectRunner(tuneMemory: returnLargeBlocksToTheSystem)
    }
}
