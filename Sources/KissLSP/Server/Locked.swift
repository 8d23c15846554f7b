import Foundation

/// A value shared between the message-reading thread and analysis threads.
/// A lock rather than an actor: the reader must apply each message's effect
/// before reading the next one, synchronously and in order.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
