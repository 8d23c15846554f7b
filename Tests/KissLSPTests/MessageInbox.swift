import Foundation
import KissLSP
import KissTestSupport

/// Collects the messages a server writes, read on a background thread, and
/// hands them to a test as they match what it waits for. Waiting uses a
/// condition with a generous deadline, never a fixed sleep.
final class MessageInbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var unclaimed: [JSONValue] = []
    private var everything: [JSONValue] = []
    private var ended = false

    init(source: any ByteSource) {
        let thread = Thread { [self] in
            let framer = MessageFramer(source: source, stallTimeout: nil)
            while true {
                switch framer.next() {
                case .body(let body):
                    let message = (try? JSONValue.parse(Data(body))) ?? .string("unparseable: \(String(decoding: body, as: UTF8.self))")
                    condition.lock()
                    unclaimed.append(message)
                    everything.append(message)
                    condition.broadcast()
                    condition.unlock()
                case .malformed(let reason):
                    condition.lock()
                    unclaimed.append(.string("malformed frame: \(reason)"))
                    condition.broadcast()
                    condition.unlock()
                case .endOfStream:
                    condition.lock()
                    ended = true
                    condition.broadcast()
                    condition.unlock()
                    return
                }
            }
        }
        thread.start()
    }

    /// Removes and returns the first message that matches, waiting for it.
    func take(timeout: TimeInterval = Patience.forAnAnswer, where matches: (JSONValue) -> Bool) -> JSONValue? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let index = unclaimed.firstIndex(where: matches) {
                return unclaimed.remove(at: index)
            }
            if ended || !condition.wait(until: deadline) {
                if let index = unclaimed.firstIndex(where: matches) { return unclaimed.remove(at: index) }
                return nil
            }
        }
    }

    /// Every message received so far, claimed or not, in arrival order.
    var received: [JSONValue] {
        condition.lock()
        defer { condition.unlock() }
        return everything
    }

    /// True once the server's output has ended.
    func waitForEnd(timeout: TimeInterval = Patience.forAnAnswer) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !ended {
            if !condition.wait(until: deadline) { return ended }
        }
        return true
    }
}
