/// A value one thread hands to another that the compiler cannot prove safe to share — work
/// that is not `@Sendable`, or what it returned — where a signal orders the hand-over: the
/// giving thread does not touch it from when it starts the other until that one signals it
/// is done (a semaphore the giver waits on). The one unchecked promise for running work on a
/// thread with another stack: `DeepWork.run` and KissLayout's `DeepStack`.
public final class HandOff<Value>: @unchecked Sendable {
    public var value: Value

    public init(_ value: Value) {
        self.value = value
    }
}
