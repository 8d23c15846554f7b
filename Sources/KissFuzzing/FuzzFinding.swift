/// A broken invariant found while fuzzing: where in the pipeline, and what.
public struct FuzzFinding: Error, CustomStringConvertible, Sendable {
    public let stage: String
    public let message: String

    public init(_ stage: String, _ message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { "\(stage): \(message)" }
}
