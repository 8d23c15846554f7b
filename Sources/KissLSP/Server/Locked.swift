import Foundation
import Synchronization

/// A value shared between the message-reading thread and analysis threads.
/// A lock rather than an actor: the reader must apply each message's effect
/// before reading the next one, synchronously and in order.
final class Locked<Value: Sendable>: Sendable {
    private let value: Mutex<Value>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func withLock<Result: Sendable, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        try value.withLock { value throws(Failure) -> Result in try body(&value) }
    }
}
