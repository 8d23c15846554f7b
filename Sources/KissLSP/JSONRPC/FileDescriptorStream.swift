import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor directly: `FileHandle` offers no read with a
/// timeout, and some of its reads wait for a full buffer, which on a pipe
/// would stall a message until the next one arrives.
public struct FileDescriptorByteSource: ByteSource {
    public let fileDescriptor: Int32
    public let chunkSize: Int

    public init(fileDescriptor: Int32, chunkSize: Int = 1 << 16) {
        self.fileDescriptor = fileDescriptor
        self.chunkSize = chunkSize
    }

    public static var standardInput: FileDescriptorByteSource { FileDescriptorByteSource(fileDescriptor: 0) }

    public func read(timeout: TimeInterval?) -> ByteReadResult {
        if let timeout {
            var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(clamping: Int((max(timeout, 0) * 1000).rounded(.up)))
            var ready: Int32
            repeat {
                ready = poll(&descriptor, 1, milliseconds)
            } while ready < 0 && errno == EINTR
            if ready == 0 { return .timedOut }
            // On an error or a hang-up the read below tells end of stream apart from data.
        }
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                systemRead(fileDescriptor, raw.baseAddress, raw.count)
            }
            if count > 0 { return .bytes(Array(buffer[0..<count])) }
            if count < 0 && errno == EINTR { continue }
            return .endOfStream
        }
    }
}

/// Writes a whole buffer to a file descriptor, retrying partial writes.
public struct FileDescriptorByteSink: ByteSink {
    public let fileDescriptor: Int32

    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    public static var standardOutput: FileDescriptorByteSink { FileDescriptorByteSink(fileDescriptor: 1) }
    public static var standardError: FileDescriptorByteSink { FileDescriptorByteSink(fileDescriptor: 2) }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let count = systemWrite(fileDescriptor, raw.baseAddress! + written, raw.count - written)
                if count > 0 {
                    written += count
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

// The methods are called `read` and `write`, which hides the C functions.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
