#if canImport(Glibc)
import Glibc
#endif

/// The server analyses on several threads; glibc gives each thread that
/// allocates its own heap arena, and memory freed in one arena is not used by
/// another, so resident memory grows with the number of threads that ever
/// analysed something. Two arenas keep the footprint near what is live
/// (measured in `kiss-bench lsp`, BENCHMARKS.md). Call once, before any
/// thread starts; elsewhere than glibc it does nothing.
public enum ProcessMemory {
    public static func limitAllocatorArenas() {
        #if canImport(Glibc)
        // glibc's `mallopt` is not in the Swift module; M_ARENA_MAX is -8 in malloc.h.
        typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallocOption.self)(-8, 2)
        #endif
    }
}
