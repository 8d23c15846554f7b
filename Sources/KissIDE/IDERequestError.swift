/// A request that cannot be answered as asked (an unknown preview).
public struct IDERequestError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
