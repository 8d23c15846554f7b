import Foundation
import KissCLI
import KissAnalysis
import KissLSP
import KissSyntax

/// `kiss-lsp` as an editor drives it, fed random edits and some broken traffic: it must
/// keep answering, and after the edits its diagnostics must be those `kisslint` gives for
/// the same text (so no edit was lost or misapplied on the way).
public final class EditLoopCheck {
    /// One change: replace `start..<end` (byte offsets in the text before it) with `text`.
    public struct Edit: Sendable {
        public var start: Int
        public var end: Int
        public var text: [UInt8]

        public init(start: Int, end: Int, text: [UInt8]) {
            self.start = start
            self.end = end
            self.text = text
        }
    }

    private let toServer = InMemoryByteChannel()
    private let fromServer = InMemoryByteChannel()
    private let framer: MessageFramer
    private let finished = DispatchSemaphore(value: 0)
    private var nextID = 1
    private let uri = "file://" + PipelineCheck.folder + "/Edited.kiss"

    private init() {
        framer = MessageFramer(source: fromServer, stallTimeout: nil)
        var options = ServerOptions()
        options.configuration.diagnosticDelay = 0
        let server = LanguageServer(analyzer: IDEAnalyzer(), options: options)
        let (input, output, finished) = (toServer, fromServer, finished)
        Thread {
            _ = server.run(input: input, output: output)
            output.close()
            finished.signal()
        }.start()
    }

    /// Opens `initial`, applies `edits` one by one (with a hover after some, and broken
    /// messages between some), then checks the pulled diagnostics against `kisslint`.
    public static func run(initial: [UInt8], edits: [Edit], garbage: [[UInt8]] = []) throws(FuzzFinding) {
        let loop = EditLoopCheck()
        defer { loop.stop() }
        try loop.check(initial: initial, edits: edits, garbage: garbage)
    }

    private func check(initial: [UInt8], edits: [Edit], garbage: [[UInt8]]) throws(FuzzFinding) {
        _ = try request("initialize", ["processId": NSNull(), "rootUri": NSNull(),
                                       "capabilities": ["textDocument": ["diagnostic": ["dynamicRegistration": false]]]])
        notify("initialized", [:])
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "kiss", "version": 1, "text": String(decoding: initial, as: UTF8.self)]])
        // The server holds text as the client sent it: invalid UTF-8 arrives replaced.
        var text = Array(String(decoding: initial, as: UTF8.self).utf8)
        for (index, edit) in edits.enumerated() {
            let lines = LineIndex(text)
            let start = lines.position(of: min(max(edit.start, 0), text.count), in: .utf16)
            let end = lines.position(of: min(max(edit.end, edit.start, 0), text.count), in: .utf16)
            let from = lines.offset(of: start, in: .utf16)
            let to = max(from, lines.offset(of: end, in: .utf16))
            let inserted = String(decoding: edit.text, as: UTF8.self)
            text.replaceSubrange(from..<to, with: Array(inserted.utf8))
            notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": index + 2],
                "contentChanges": [["range": range(start, lines.position(of: to, in: .utf16)), "text": inserted]],
            ])
            if index < garbage.count { toServer.write(garbage[index]) }
            if index % 4 == 3 {
                // A position request at the edit, one kind after another over the session.
                let methods = ["textDocument/hover", "textDocument/completion", "textDocument/signatureHelp", "textDocument/definition",
                               "textDocument/references", "textDocument/documentHighlight", "textDocument/prepareRename"]
                let method = methods[(index / 4) % methods.count]
                var params: [String: Any] = ["textDocument": ["uri": uri], "position": range(start, start)["start"]!]
                if method == "textDocument/references" { params["context"] = ["includeDeclaration": true] }
                let answer = try request(method, params)
                guard answer["result"] != nil || answer["error"] != nil else { throw FuzzFinding("lsp", "\(method) got neither a result nor an error") }
            }
        }
        let report = try request("textDocument/diagnostic", ["textDocument": ["uri": uri]])
        guard let result = report["result"] as? [String: Any], let items = result["items"] as? [[String: Any]] else {
            throw FuzzFinding("lsp", "the pulled diagnostics are not a full report: \(report)")
        }
        let served = items.map { item -> String in
            let start = (item["range"] as? [String: Any])?["start"] as? [String: Any]
            return "\(item["code"] ?? "?") \(start?["line"] ?? "?"):\(start?["character"] ?? "?") \(item["message"] ?? "")"
        }.sorted()
        let linted = LintRunner.lintSource(text, path: "Edited.kiss", absolutePath: PipelineCheck.folder + "/Edited.kiss",
                                           workspace: Workspace(root: PipelineCheck.folder))
        let lines = LineIndex(text)
        let expected = linted.diagnostics.map { diagnostic -> String in
            let start = lines.position(of: diagnostic.range.lowerBound, in: .utf16)
            return "\(diagnostic.code) \(start.line):\(start.column) \(diagnostic.message)"
        }.sorted()
        guard served == expected else {
            throw FuzzFinding("lsp", "after \(edits.count) edits the server reports\n  \(served.joined(separator: "\n  "))\nbut kisslint reports\n  \(expected.joined(separator: "\n  "))")
        }
        let whole = range(LinePosition(line: 0, column: 0), lines.position(of: text.count, in: .utf16))
        let document: [String: Any] = ["textDocument": ["uri": uri]]
        for (method, params) in [("kiss/frames", document), ("kiss/render", document),
                                 ("kiss/render", document.merging(["format": "html"]) { a, _ in a }),
                                 ("workspace/diagnostic", ["previousResultIds": [] as [Any]]),
                                 ("textDocument/formatting", document.merging(["options": ["tabSize": 2, "insertSpaces": true]]) { a, _ in a }),
                                 ("textDocument/codeAction", document.merging(["range": whole, "context": ["diagnostics": [] as [Any]]]) { a, _ in a }),
                                 ("textDocument/documentSymbol", document), ("textDocument/foldingRange", document),
                                 ("textDocument/semanticTokens/full", document), ("textDocument/documentColor", document),
                                 ("textDocument/inlayHint", document.merging(["range": whole]) { a, _ in a }),
                                 ("textDocument/selectionRange", document.merging(["positions": [whole["end"]!]]) { a, _ in a }),
                                 ("workspace/symbol", ["query": "a"])] {
            let answer = try request(method, params)
            guard answer["result"] != nil || answer["error"] != nil else { throw FuzzFinding("lsp", "\(method) got neither a result nor an error") }
        }
        _ = try request("shutdown", nil)
        notify("exit", nil)
    }

    private func range(_ start: LinePosition, _ end: LinePosition) -> [String: Any] {
        ["start": ["line": start.line, "character": start.column], "end": ["line": end.line, "character": end.column]]
    }

    private func send(_ object: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: object) else { return }
        toServer.write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body))
    }

    private func notify(_ method: String, _ params: [String: Any]?) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        send(message)
    }

    private func request(_ method: String, _ params: [String: Any]?) throws(FuzzFinding) -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": id, "method": method]
        if let params { message["params"] = params }
        send(message)
        while true {
            switch framer.next() {
            case .endOfStream:
                throw FuzzFinding("lsp", "the server stopped before answering \(method)")
            case .malformed(let problem):
                throw FuzzFinding("lsp", "the server wrote a malformed message: \(problem)")
            case .body(let body):
                guard let object = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
                    throw FuzzFinding("lsp", "the server wrote a body that is not a JSON object")
                }
                if (object["id"] as? Int) == id { return object }
            }
        }
    }

    private func stop() {
        toServer.close()
        _ = finished.wait(timeout: .now() + 10)
    }
}
