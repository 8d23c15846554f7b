import Foundation

/// A one-way byte pipe inside the process, for driving a server from tests
/// or embedding it. Each `write` arrives as its own `read`, so a test decides
/// exactly how traffic is split across reads.
public final class InMemoryByteChannel: ByteSource, ByteSink, @unchecked Sendable {
    private let condition = NSCondition()
    private var chunks: [[UInt8]] = []
    private var nextChunk = 0
    private var closed = false

    public init() {}

    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        condition.lock()
        defer { condition.unlock() }
        guard !closed else { return }
        chunks.append(bytes)
        condition.broadcast()
    }

    /// Ends the stream: the reader sees `.endOfStream` after what was written.
    public func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    public var isClosed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return closed
    }

    public func read(timeout: TimeInterval?) -> ByteReadResult {
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        condition.lock()
        defer { condition.unlock() }
        while nextChunk == chunks.count && !closed {
            if let deadline {
                if !condition.wait(until: deadline) && nextChunk == chunks.count && !closed { return .timedOut }
            } else {
                condition.wait()
            }
        }
        guard nextChunk < chunks.count else { return .endOfStream }
        let chunk = chunks[nextChunk]
        nextChunk += 1
        if nextChunk > 64 && nextChunk * 2 > chunks.count {
            // Keep memory bounded over a long session: forget chunks already read.
            chunks.removeFirst(nextChunk)
            nextChunk = 0
        }
        return .bytes(chunk)
    }
}
