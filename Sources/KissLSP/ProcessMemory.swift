import Foundation
import Synchronization
import KissAnalysis
#if canImport(Glibc)
import Glibc
import KissRuntime
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

extension ProcessMemory {
    /// Gives the memory the allocator holds free back to the system (glibc
    /// keeps freed blocks for reuse, so resident memory stays at its peak).
    public static func returnFreedMemory() {
        #if canImport(Glibc)
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }
}

/// Returns freed memory once the server has been idle for a while after an
/// analysis or a request: trimming takes a millisecond or two, so it is kept off
/// the path from a keystroke to its diagnostics, and a burst of edits or hovers
/// trims once.
final class IdleMemoryTrim: Sendable {
    private let generation = Mutex(0)
    private let delay: TimeInterval
    private let queue = DispatchQueue(label: "kiss-lsp.memory")
    private let onIdle: @Sendable () -> Void

    /// `onIdle` lets go of caches before the freed memory is returned.
    init(delay: TimeInterval = 1, onIdle: @escaping @Sendable () -> Void = {}) {
        self.delay = delay
        self.onIdle = onIdle
    }

    func workFinished() {
        let scheduled = generation.withLock { generation in
            generation += 1
            return generation
        }
        queue.asyncAfter(deadline: .now() + delay) { [self] in
            guard generation.withLock({ $0 }) == scheduled else { return }
            onIdle()
            // What `onIdle` and the last analyses let go of is freed first, so it can be returned.
            BackgroundRelease.drain()
            ProcessMemory.returnFreedMemory()
        }
    }
}
