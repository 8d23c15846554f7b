import Foundation

/// Fixed slots written by concurrent workers, each slot by one worker; read
/// once they are done. Shared by the rule findings of a lint and by
/// `kisslint`'s files.
public final class ResultSlots<Value>: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    public var values: [Value?] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
