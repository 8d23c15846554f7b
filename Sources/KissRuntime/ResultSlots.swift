import Foundation
import Synchronization

/// Fixed slots written by concurrent workers, each slot by one worker; read
/// once they are done. Shared by the rule findings of a lint and by
/// `kisslint`'s files.
public final class ResultSlots<Value: Sendable>: Sendable {
    private let storage: Mutex<[Value?]>

    public init(count: Int) { storage = Mutex(Array(repeating: nil, count: count)) }

    public func set(_ index: Int, _ value: Value) {
        storage.withLock { $0[index] = value }
    }

    public var values: [Value?] {
        storage.withLock { $0 }
    }
}
