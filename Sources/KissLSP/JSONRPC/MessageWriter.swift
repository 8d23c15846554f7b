import Foundation

/// Frames and writes outgoing messages. One lock serialises whole messages,
/// so a response from an analysis thread never interleaves with another.
public final class MessageWriter: Sendable {
    private let sink: any ByteSink
    private let closed = Locked(false)
    private let observer: (@Sendable (String) -> Void)?

    /// `observer` sees each outgoing method or response id, for tracing.
    public init(sink: any ByteSink, observer: (@Sendable (String) -> Void)? = nil) {
        self.sink = sink
        self.observer = observer
    }

    /// After this, writes are dropped (the session has ended).
    public func close() {
        closed.withLock { $0 = true }
    }

    public func sendResponse(id: RequestID?, result: (any Encodable)?) {
        send(OutgoingResponse(id: id, result: result.map(AnyEncodable.init), error: nil))
    }

    public func sendError(id: RequestID?, _ error: ResponseError) {
        send(OutgoingResponse(id: id, result: nil, error: error))
    }

    public func sendNotification(_ method: String, _ params: some Encodable) {
        // Sent on every keystroke: written directly rather than through `JSONEncoder`.
        if method == "textDocument/publishDiagnostics", let diagnostics = params as? LSP.PublishDiagnosticsParams {
            write(body: diagnostics.notificationText())
            return
        }
        send(OutgoingNotification(method: method, params: params))
    }

    /// A request to the client; its response arrives as an incoming response and is not awaited.
    public func sendRequest(id: RequestID, _ method: String, _ params: some Encodable) {
        send(OutgoingRequest(id: id, method: method, params: params))
    }

    /// A request to the client that takes no parameters (`workspace/diagnostic/refresh`).
    public func sendRequest(id: RequestID, _ method: String) {
        send(OutgoingRequestWithoutParams(id: id, method: method))
    }

    private func send(_ message: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let body: Data
        do {
            body = try encoder.encode(message)
        } catch {
            // Only a non-finite number in a result could get here; the client still gets an answer.
            if let response = message as? OutgoingResponse {
                send(OutgoingResponse(id: response.id, result: nil, error: .internalError("the result could not be encoded: \(error)")))
            }
            return
        }
        write(body: body)
    }

    private func write(body: some Collection<UInt8>) {
        var framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(contentsOf: body)
        closed.withLock { isClosed in
            guard !isClosed else { return }
            sink.write(framed)
        }
    }
}

private struct OutgoingResponse: Encodable {
    let id: RequestID?
    let result: AnyEncodable?
    let error: ResponseError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            // A response must carry `result`, and `null` is a valid one (shutdown, no hover).
            try container.encodeNil(forKey: .result)
        }
    }
}

private struct OutgoingRequest<Params: Encodable>: Encodable {
    let jsonrpc = "2.0"
    let id: RequestID
    let method: String
    let params: Params
}

private struct OutgoingRequestWithoutParams: Encodable {
    let jsonrpc = "2.0"
    let id: RequestID
    let method: String
}

private struct OutgoingNotification<Params: Encodable>: Encodable {
    let jsonrpc = "2.0"
    let method: String
    let params: Params
}
