/// The `error` member of a JSON-RPC response.
public struct ResponseError: Error, Sendable, Hashable, Codable {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }
}

/// Error codes from JSON-RPC 2.0 and LSP 3.17.
extension ResponseError {
    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    public static let serverNotInitializedCode = -32002
    public static let requestFailedCode = -32803
    public static let serverCancelledCode = -32802
    public static let requestCancelledCode = -32800

    public static func parseError(_ message: String) -> ResponseError {
        ResponseError(code: parseErrorCode, message: message)
    }
    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: invalidRequestCode, message: message)
    }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: methodNotFoundCode, message: "unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: invalidParamsCode, message: message)
    }
    public static func internalError(_ message: String) -> ResponseError {
        ResponseError(code: internalErrorCode, message: message)
    }
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "the server is not initialized; send 'initialize' first")
    public static let shuttingDown = ResponseError(code: invalidRequestCode, message: "server is shutting down")
    public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "request cancelled")
    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: requestFailedCode, message: message)
    }
}
