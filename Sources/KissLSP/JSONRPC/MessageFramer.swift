import Foundation

/// One step of reading framed traffic.
public enum FramedMessage: Sendable, Equatable {
    /// A complete body, exactly `Content-Length` bytes.
    case body([UInt8])
    /// Bytes that could not be read as a message; reading resumes at the
    /// next header. The text says what was wrong.
    case malformed(String)
    case endOfStream
}

/// Splits a byte stream into LSP base-protocol messages:
/// `Content-Length: N\r\n` (other headers such as `Content-Type` tolerated
/// and ignored), an empty line, then N bytes of body.
///
/// Recovery rules, so that no input makes the server stop answering:
/// - A header block without a valid `Content-Length` (missing, not a number,
///   above `maximumBodyLength`) or a line that is not a header is reported as
///   malformed, and bytes are skipped up to the next `Content-Length` text.
/// - A body that stalls (nothing arrives for `stallTimeout` seconds) was
///   announced too long: it is reported, and reading resumes at a header
///   found inside what did arrive, if any. Real clients write a message in
///   one go, so a pause mid-body means the length was wrong.
/// - The end of the stream ends reading, even in the middle of a message.
/// Bare `\n` line ends in headers are accepted as well as `\r\n`.
public final class MessageFramer {
    public static let defaultMaximumBodyLength = 256 << 20
    /// A header block longer than this is garbage, not headers.
    static let maximumHeaderLength = 8 << 10

    private let source: any ByteSource
    private let maximumBodyLength: Int
    private let stallTimeout: TimeInterval?
    private var buffer: [UInt8] = []
    private var start = 0
    private var endOfStream = false
    /// False after a framing error, until the next header is found.
    private var synchronized = true

    public init(source: any ByteSource, maximumBodyLength: Int = defaultMaximumBodyLength, stallTimeout: TimeInterval? = 2) {
        self.source = source
        self.maximumBodyLength = maximumBodyLength
        self.stallTimeout = stallTimeout
    }

    public func next() -> FramedMessage {
        while true {
            if !synchronized {
                guard resynchronize() else { return .endOfStream }
            }
            skipBlankLines()
            switch readHeaders() {
            case .needMore:
                guard fill(timeout: nil) else { return .endOfStream }
            case .invalid(let reason):
                synchronized = false
                // Search past the first byte so a bad `Content-Length` line is not found again.
                start += 1
                return .malformed(reason)
            case .complete(let bodyStart, let length):
                return readBody(from: bodyStart, length: length)
            }
        }
    }

    private enum HeaderResult {
        case needMore
        case invalid(String)
        case complete(bodyStart: Int, length: Int)
    }

    private func readHeaders() -> HeaderResult {
        var cursor = start
        var contentLength: Int?
        var lengthProblem: String?
        while true {
            guard let newline = firstIndex(of: UInt8(ascii: "\n"), from: cursor, limit: start + Self.maximumHeaderLength) else {
                if buffer.count - start > Self.maximumHeaderLength { return .invalid("header block longer than \(Self.maximumHeaderLength) bytes") }
                // Fail fast on a line that cannot become a header, without waiting for its end.
                var partialEnd = buffer.count
                if partialEnd > cursor && buffer[partialEnd - 1] == UInt8(ascii: "\r") { partialEnd -= 1 }
                if let problem = headerLineProblem(cursor..<partialEnd, complete: false) { return .invalid(problem) }
                return .needMore
            }
            var lineEnd = newline
            if lineEnd > cursor && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            if lineEnd == cursor {
                guard let contentLength else {
                    return .invalid(lengthProblem ?? "message without a Content-Length header")
                }
                return .complete(bodyStart: newline + 1, length: contentLength)
            }
            if let problem = headerLineProblem(cursor..<lineEnd, complete: true) { return .invalid(problem) }
            let colon = buffer[cursor..<lineEnd].firstIndex(of: UInt8(ascii: ":"))!
            let name = String(decoding: buffer[cursor..<colon], as: UTF8.self)
            let value = String(decoding: buffer[(colon + 1)..<lineEnd], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if name.lowercased() == "content-length" {
                if let length = Int(value), length >= 0, value.allSatisfy(\.isASCII) {
                    if length > maximumBodyLength {
                        lengthProblem = "Content-Length \(length) is above the limit of \(maximumBodyLength) bytes"
                    } else {
                        contentLength = length
                    }
                } else {
                    lengthProblem = "invalid Content-Length '\(value.prefix(40))'"
                }
                if lengthProblem != nil { return .invalid(lengthProblem!) }
            }
            cursor = newline + 1
        }
    }

    /// Why a line is not `Name: value` (RFC 7230 token characters in the name).
    private func headerLineProblem(_ range: Range<Int>, complete: Bool) -> String? {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = buffer[index]
            if byte == UInt8(ascii: ":") {
                return index == range.lowerBound ? "header line without a name" : nil
            }
            if !Self.isTokenCharacter(byte) {
                return "not a header line: '\(String(decoding: buffer[range.lowerBound..<min(range.upperBound, range.lowerBound + 40)], as: UTF8.self))'"
            }
            index += 1
        }
        return complete ? "header line without ':'" : nil
    }

    private static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private func readBody(from bodyStart: Int, length: Int) -> FramedMessage {
        while buffer.count - bodyStart < length {
            switch source.read(timeout: stallTimeout) {
            case .bytes(let bytes):
                buffer.append(contentsOf: bytes)
            case .endOfStream:
                endOfStream = true
                return .endOfStream
            case .timedOut:
                let received = buffer.count - bodyStart
                if let header = findHeaderStart(from: bodyStart) {
                    start = header
                } else {
                    start = buffer.count
                }
                compact()
                return .malformed("message body stopped after \(received) of \(length) bytes announced by Content-Length")
            }
        }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        compact()
        return .body(body)
    }

    /// Drops bytes up to the next `Content-Length`; false at the end of the stream.
    private func resynchronize() -> Bool {
        while true {
            if let header = findHeaderStart(from: start) {
                start = header
                synchronized = true
                compact()
                return true
            }
            // Keep a tail that could be the beginning of a header split across reads.
            start = max(start, buffer.count - (Self.headerName.count - 1))
            compact()
            guard fill(timeout: nil) else { return false }
        }
    }

    private static let headerName = Array("content-length".utf8)

    private func findHeaderStart(from position: Int) -> Int? {
        let name = Self.headerName
        guard buffer.count >= name.count else { return nil }
        var index = max(position, 0)
        let last = buffer.count - name.count
        while index <= last {
            if buffer[index] | 0x20 == name[0] {
                var matched = 1
                while matched < name.count && buffer[index + matched] | 0x20 == name[matched] { matched += 1 }
                if matched == name.count { return index }
            }
            index += 1
        }
        return nil
    }

    private func skipBlankLines() {
        while start < buffer.count && (buffer[start] == UInt8(ascii: "\r") || buffer[start] == UInt8(ascii: "\n")) {
            start += 1
        }
    }

    private func firstIndex(of byte: UInt8, from position: Int, limit: Int) -> Int? {
        var index = position
        let end = min(buffer.count, limit + 1)
        while index < end {
            if buffer[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Reads more into the buffer; false when the stream has ended.
    private func fill(timeout: TimeInterval?) -> Bool {
        guard !endOfStream else { return false }
        while true {
            switch source.read(timeout: timeout) {
            case .bytes(let bytes):
                buffer.append(contentsOf: bytes)
                return true
            case .endOfStream:
                endOfStream = true
                return false
            case .timedOut:
                continue
            }
        }
    }

    /// Forgets consumed bytes once they are a large share of the buffer, so
    /// memory stays proportional to the largest message, not the session.
    private func compact() {
        if start >= buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 16 && start > buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }
}
