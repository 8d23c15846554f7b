import Foundation

/// What one read from a byte stream produced.
public enum ByteReadResult: Sendable, Equatable {
    case bytes([UInt8])
    case endOfStream
    /// Nothing arrived within the timeout; the stream is still open.
    case timedOut
}

/// Where the server reads client traffic from. Reads block; a timeout lets
/// the framer notice a message that stopped arriving halfway.
public protocol ByteSource: Sendable {
    /// Waits for at least one byte, the end of the stream, or the timeout
    /// (nil: wait as long as it takes).
    func read(timeout: TimeInterval?) -> ByteReadResult
}

/// Where the server writes its traffic. Writes to a peer that has gone away
/// are dropped: the reader then sees the end of its stream and stops.
public protocol ByteSink: Sendable {
    func write(_ bytes: [UInt8])
}
