import Foundation
import KissFuzzing
@testable import KissLayout
import XCTest

/// The engine's per-solve buffers are kept for the next solve (`ScratchMemory`), within limits.
final class ScratchMemoryTests: XCTestCase {
    func testAGivenBackBlockServesTheNextRequestOfItsSize() {
        // An odd size, so that no block kept by other tests fits it as well.
        let first = ScratchMemory.allocate(Int.self, count: 77_777)
        let address = first.baseAddress
        ScratchMemory.deallocate(first)
        let second = ScratchMemory.allocate(Int.self, count: 77_777)
        XCTAssertEqual(second.baseAddress, address)
        ScratchMemory.deallocate(second)
    }

    func testSmallAndHugeBlocksAreNotKept() {
        let before = ScratchMemory.keptByteCount
        ScratchMemory.deallocate(ScratchMemory.allocate(Int.self, count: 16))
        XCTAssertEqual(ScratchMemory.keptByteCount, before, "a small block is freed at once")
        let huge = ScratchMemory.allocate(UInt8.self, count: ScratchMemory.largestKeptBlock + 1)
        ScratchMemory.deallocate(huge)
        XCTAssertEqual(ScratchMemory.keptByteCount, before, "a block above the largest kept size is freed at once")
    }

    func testKeptBytesStayWithinTheLimit() {
        var buffers: [UnsafeMutableBufferPointer<UInt8>] = []
        for _ in 0..<40 { buffers.append(ScratchMemory.allocate(UInt8.self, count: 512 << 10)) }
        for buffer in buffers { ScratchMemory.deallocate(buffer) }
        XCTAssertLessThanOrEqual(ScratchMemory.keptByteCount, ScratchMemory.mostKeptBytes)
        XCTAssertGreaterThan(ScratchMemory.keptByteCount, 0)
    }

    /// Threads taking and giving back blocks never get one another's: each fills its buffer
    /// with its own mark and finds it intact before giving it back.
    func testThreadsNeverShareABlock() {
        let group = DispatchGroup()
        let failures = FailureCount()
        for thread in 0..<4 {
            group.enter()
            Thread {
                var random = SplitMix(state: UInt64(thread + 1))
                for _ in 0..<300 {
                    let count = 2_048 + random.below(40_000)
                    let buffer = ScratchMemory.allocate(Int.self, count: count)
                    buffer.initialize(repeating: thread)
                    if buffer.contains(where: { $0 != thread }) { failures.add() }
                    ScratchMemory.deallocate(buffer)
                }
                group.leave()
            }.start()
        }
        group.wait()
        XCTAssertEqual(failures.value, 0)
    }

    private final class FailureCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
