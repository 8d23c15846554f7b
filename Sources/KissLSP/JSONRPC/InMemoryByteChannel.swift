import Foundation
import KissRuntime

/// A one-way byte pipe inside the process, for driving a server from tests
/// or embedding it. Each `write` arrives as its own `read`, so a test decides
/// exactly how traffic is split across reads.
public final class InMemoryByteChannel: ByteSource, ByteSink, Sendable {
    private struct State {
        var chunks: [[UInt8]] = []
        var nextChunk = 0
        var closed = false

        /// The next chunk, or the end; nil while there is neither yet.
        mutating func next() -> ByteReadResult? {
            guard nextChunk < chunks.count else { return closed ? .endOfStream : nil }
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

    private let state = Waitable(State())

    public init() {}

    public func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        state.withLock { state in
            guard !state.closed else { return }
            state.chunks.append(bytes)
            self.state.broadcast()
        }
    }

    /// Ends the stream: the reader sees `.endOfStream` after what was written.
    public func close() {
        state.withLock { state in
            state.closed = true
            self.state.broadcast()
        }
    }

    public var isClosed: Bool {
        state.withLock { $0.closed }
    }

    public func read(timeout: TimeInterval?) -> ByteReadResult {
        guard let timeout else { return state.wait { $0.next() } }
        return state.wait(for: { $0.next() }, before: Date(timeIntervalSinceNow: timeout)) ?? .timedOut
    }
}
