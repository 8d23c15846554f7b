import Foundation

/// The engine's per-solve buffers, kept for the next solve instead of handed back to the
/// allocator.
///
/// A solve allocates a few buffers proportional to its node count and frees them all when it
/// ends. Freed to glibc, the memory at the top of the heap goes back to the system as soon as
/// more than the trim threshold is free, and the next solve faults every page in again: for a
/// 1,000-node tree that was a quarter of the solve's time. Kept here — a few blocks, none smaller
/// than `smallestKeptBlock` (glibc keeps small ones itself) or larger than `largestKeptBlock`,
/// together at most `mostKeptBytes` — the next solve writes to pages already mapped. Any thread may take and give back blocks; a lock guards the list.
///
/// Each block starts with a 16-byte header holding its size, so a buffer can be given back
/// without its size and a larger kept block can serve a smaller request.
enum ScratchMemory {
    static let smallestKeptBlock = 16 << 10
    static let largestKeptBlock = 2 << 20
    static let mostKeptBytes = 4 << 20
    static let mostKeptBlocks = 32
    private static let header = 16

    private static let lock = NSLock()
    /// Guarded by `lock`: kept blocks (their header addresses) and their sizes, oldest first.
    nonisolated(unsafe) private static var kept: [(block: UnsafeMutableRawPointer, bytes: Int)] = []
    nonisolated(unsafe) private static var keptBytes = 0

    /// Uninitialized room for `count` elements (at least one).
    static func allocate<Element>(_: Element.Type, count: Int) -> UnsafeMutableBufferPointer<Element> {
        let capacity = max(count, 1)
        let bytes = header + capacity * MemoryLayout<Element>.stride
        let block = (bytes >= smallestKeptBlock ? take(bytes) : nil) ?? {
            let fresh = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: header)
            fresh.storeBytes(of: bytes, as: Int.self)
            return fresh
        }()
        let start = (block + header).bindMemory(to: Element.self, capacity: capacity)
        return UnsafeMutableBufferPointer(start: start, count: count)
    }

    /// `allocate` for storage addressed by its start only.
    static func allocatePointer<Element>(_ type: Element.Type, count: Int) -> UnsafeMutablePointer<Element> {
        allocate(type, count: count).baseAddress!
    }

    /// A buffer of `count` elements holding the first `used` of `start`'s (a trivial type:
    /// only those are copied), which is given back.
    static func enlarge<Element>(
        _ start: UnsafeMutablePointer<Element>, keeping used: Int, to count: Int
    ) -> UnsafeMutableBufferPointer<Element> {
        let larger = allocate(Element.self, count: count)
        larger.baseAddress!.initialize(from: start, count: used)
        deallocate(start)
        return larger
    }

    /// Gives back a buffer from `allocate` whose elements are deinitialized (or trivial).
    static func deallocate<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let start = buffer.baseAddress else { return }
        deallocate(start)
    }

    /// Gives back the start of a buffer from `allocate` (elements deinitialized or trivial).
    static func deallocate<Element>(_ start: UnsafeMutablePointer<Element>) {
        let block = UnsafeMutableRawPointer(start) - header
        let bytes = block.load(as: Int.self)
        guard bytes >= smallestKeptBlock && bytes <= largestKeptBlock else {
            block.deallocate()
            return
        }
        var released: [UnsafeMutableRawPointer] = []
        lock.lock()
        kept.append((block, bytes))
        keptBytes += bytes
        while keptBytes > mostKeptBytes || kept.count > mostKeptBlocks {
            let oldest = kept.removeFirst()
            keptBytes -= oldest.bytes
            released.append(oldest.block)
        }
        lock.unlock()
        for block in released { block.deallocate() }
    }

    /// Bytes kept for reuse now (for tests).
    static var keptByteCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return keptBytes
    }

    /// The smallest kept block of at least `bytes` and at most four times that, if any.
    private static func take(_ bytes: Int) -> UnsafeMutableRawPointer? {
        lock.lock()
        defer { lock.unlock() }
        var best = -1
        for index in kept.indices where kept[index].bytes >= bytes && kept[index].bytes <= 4 * bytes {
            if best < 0 || kept[index].bytes < kept[best].bytes { best = index }
        }
        guard best >= 0 else { return nil }
        keptBytes -= kept[best].bytes
        return kept.remove(at: best).block
    }
}
