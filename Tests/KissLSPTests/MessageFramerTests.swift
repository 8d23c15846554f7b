import Foundation
import KissLSP
import XCTest

final class MessageFramerTests: XCTestCase {
    private func framer(_ chunks: [String], close: Bool = true, stallTimeout: TimeInterval? = nil, limit: Int = MessageFramer.defaultMaximumBodyLength) -> MessageFramer {
        let channel = InMemoryByteChannel()
        for chunk in chunks { channel.write(Array(chunk.utf8)) }
        if close { channel.close() }
        return MessageFramer(source: channel, maximumBodyLength: limit, stallTimeout: stallTimeout)
    }

    private func body(_ text: String) -> FramedMessage { .body(Array(text.utf8)) }

    private func isMalformed(_ message: FramedMessage, mentioning text: String, file: StaticString = #filePath, line: UInt = #line) {
        guard case .malformed(let reason) = message else { return XCTFail("expected malformed, got \(message)", file: file, line: line) }
        XCTAssertTrue(reason.contains(text), reason, file: file, line: line)
    }

    func testMessageSplitAcrossReadsAtEveryPlace() {
        let message = "Content-Length: 7\r\n\r\n{\"a\":1}"
        for split in 1..<message.utf8.count {
            let bytes = Array(message.utf8)
            let channel = InMemoryByteChannel()
            channel.write(Array(bytes[..<split]))
            channel.write(Array(bytes[split...]))
            channel.close()
            let framer = MessageFramer(source: channel, stallTimeout: nil)
            XCTAssertEqual(framer.next(), body("{\"a\":1}"), "split at \(split)")
            XCTAssertEqual(framer.next(), .endOfStream)
        }
    }

    func testSeveralMessagesInOneRead() {
        let framer = framer(["Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\n[12]Content-Length: 0\r\n\r\n"])
        XCTAssertEqual(framer.next(), body("{}"))
        XCTAssertEqual(framer.next(), body("[12]"))
        XCTAssertEqual(framer.next(), body(""))
        XCTAssertEqual(framer.next(), .endOfStream)
    }

    func testContentTypeAndCaseAndBareLineFeedsAreTolerated() {
        let framer = framer([
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}",
            "CONTENT-LENGTH:3\n\n[1]",
        ])
        XCTAssertEqual(framer.next(), body("{}"))
        XCTAssertEqual(framer.next(), body("[1]"))
    }

    func testMissingContentLengthSkipsToTheNextHeader() {
        let framer = framer(["Content-Type: x\r\n\r\n{\"lost\":1}Content-Length: 2\r\n\r\n{}"])
        isMalformed(framer.next(), mentioning: "without a Content-Length")
        XCTAssertEqual(framer.next(), body("{}"))
    }

    func testNonNumericAndNegativeLengthsSkipToTheNextHeader() {
        let framer = framer(["Content-Length: ten\r\n\r\n{}Content-Length: -4\r\n\r\n{}Content-Length: 2\r\n\r\n[]"])
        isMalformed(framer.next(), mentioning: "invalid Content-Length 'ten'")
        isMalformed(framer.next(), mentioning: "invalid Content-Length '-4'")
        XCTAssertEqual(framer.next(), body("[]"))
    }

    func testLengthAboveTheLimitIsRejectedWithoutWaitingForIt() {
        let framer = framer(["Content-Length: 1000\r\n\r\n{}Content-Length: 2\r\n\r\n[]"], close: false, limit: 100)
        isMalformed(framer.next(), mentioning: "above the limit")
        XCTAssertEqual(framer.next(), body("[]"))
    }

    func testGarbageBeforeAHeaderIsSkipped() {
        let framer = framer(["hello there\r\n\r\n{\"x\": 1}\r\n", "Content-Length: 2\r\n\r\n{}"])
        isMalformed(framer.next(), mentioning: "not a header line")
        XCTAssertEqual(framer.next(), body("{}"))
    }

    func testTooShortLengthRecoversAtTheNextHeader() {
        let framer = framer(["Content-Length: 5\r\n\r\n{\"jsonrpc\":\"2.0\"}Content-Length: 2\r\n\r\n{}"])
        XCTAssertEqual(framer.next(), body("{\"jso"))
        isMalformed(framer.next(), mentioning: "not a header line")
        XCTAssertEqual(framer.next(), body("{}"))
    }

    func testStalledTooLongBodyResumesAtTheHeaderInsideIt() {
        // Everything is written up front; the stall is the absence of more.
        let framer = framer(["Content-Length: 100\r\n\r\n{}Content-Length: 2\r\n\r\n[]"], close: false, stallTimeout: 0.05)
        isMalformed(framer.next(), mentioning: "stopped after 25 of 100 bytes")
        XCTAssertEqual(framer.next(), body("[]"))
    }

    func testEndOfStreamInTheMiddleOfABodyEndsReading() {
        let framer = framer(["Content-Length: 100\r\n\r\n{\"half\":"])
        XCTAssertEqual(framer.next(), .endOfStream)
    }

    func testEndOfStreamInTheMiddleOfHeadersEndsReading() {
        let framer = framer(["Content-Len"])
        XCTAssertEqual(framer.next(), .endOfStream)
    }

    func testTenMegabyteBodyInManyReads() {
        let size = 10 << 20
        let channel = InMemoryByteChannel()
        channel.write(Array("Content-Length: \(size)\r\n\r\n".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        for _ in 0..<(size / chunk.count) { channel.write(chunk) }
        channel.close()
        let framer = MessageFramer(source: channel, stallTimeout: nil)
        guard case .body(let bytes) = framer.next() else { return XCTFail("no body") }
        XCTAssertEqual(bytes.count, size)
        XCTAssertEqual(framer.next(), .endOfStream)
    }
}
