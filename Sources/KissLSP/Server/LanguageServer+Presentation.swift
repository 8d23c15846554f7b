import Foundation
import KissAnalysis
import KissIDE
import KissSyntax

/// Folding ranges, document colours and their presentations, and inlay hints (each
/// container's solved size at the first preview).
extension LanguageServer {
    /// A request on the open document at `uri` (nil when it is not open).
    private func presentationRequest(_ uri: String) -> (DocumentSnapshot, PositionEncoding, IDEService, IDEDocument)? {
        let captured = state.withLock { state in state.documents[uri].map { ($0.snapshot, state.workspace()) } }
        guard let (document, workspace) = captured, let request = ideRequest(document, workspace) else { return nil }
        return (request.document, request.encoding, request.service, request.input)
    }

    func foldingRanges(id: RequestID, params: LSP.DocumentParams) {
        guard let (_, _, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.FoldingRange]()) }
        answerLater(id: id, method: "textDocument/foldingRange") { _ in
            service.foldingSpans(for: input).map { LSP.FoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind == .region ? nil : $0.kind.rawValue) }
        }
    }

    func documentColors(id: RequestID, params: LSP.DocumentParams) {
        guard let (document, encoding, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.ColorInformation]()) }
        answerLater(id: id, method: "textDocument/documentColor") { _ in
            service.colors(in: input).map { mention in
                LSP.ColorInformation(range: document.lineIndex.lspRange(of: mention.range, in: encoding),
                                     color: LSP.RGBA(red: mention.color.red, green: mention.color.green, blue: mention.color.blue, alpha: mention.color.alpha))
            }
        }
    }

    func colorPresentations(id: RequestID, params: LSP.ColorPresentationParams) {
        guard let (_, _, service, _) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.ColorPresentation]()) }
        let color = Color(red: params.color.red, green: params.color.green, blue: params.color.blue, alpha: params.color.alpha)
        writer.sendResponse(id: id, result: service.colorPresentations(of: color).map {
            LSP.ColorPresentation(label: $0, textEdit: LSP.TextEdit(range: params.range, newText: $0))
        })
    }

    func inlayHints(id: RequestID, params: LSP.InlayHintParams) {
        guard let (document, encoding, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.InlayHint]()) }
        let start = document.lineIndex.offset(of: params.range.start, in: encoding).offset
        let end = max(start, document.lineIndex.offset(of: params.range.end, in: encoding).offset)
        answerLater(id: id, method: "textDocument/inlayHint") { _ in
            service.sizeHints(for: input, in: start..<(end + 1)).map { hint in
                LSP.InlayHint(position: document.lineIndex.lspRange(of: hint.offset..<hint.offset, in: encoding).start,
                              label: hint.label, kind: 1, paddingLeft: true, tooltip: hint.tooltip)
            }
        }
    }

    func signatureHelp(id: RequestID, params: LSP.TextDocumentPositionParams) {
        guard let (document, encoding, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: nil) }
        let offset = document.lineIndex.offset(of: params.position, in: encoding).offset
        let markupKind = state.withLock { $0.hoverMarkupKind }
        answerLater(id: id, method: "textDocument/signatureHelp") { _ in
            guard let signature = service.signatureHelp(for: input, at: offset) else { return nil }
            return LSP.SignatureHelp(
                signatures: [LSP.SignatureInformation(
                    label: signature.label, documentation: signature.documentation.map { LSP.MarkupContent(kind: markupKind, value: $0) },
                    parameters: signature.parameters.map { LSP.ParameterInformation(label: [$0.lowerBound, $0.upperBound]) })],
                activeSignature: 0, activeParameter: signature.activeParameter)
        }
    }

    func selectionRanges(id: RequestID, params: LSP.SelectionRangeParams) {
        guard let (document, encoding, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.SelectionRange]()) }
        answerLater(id: id, method: "textDocument/selectionRange") { _ in
            params.positions.map { position -> LSP.SelectionRange in
                let offset = document.lineIndex.offset(of: position, in: encoding).offset
                var chain: LSP.SelectionRange?
                for span in service.selectionSpans(for: input, at: offset).reversed() {
                    chain = LSP.SelectionRange(range: document.lineIndex.lspRange(of: span, in: encoding), parent: chain)
                }
                return chain ?? LSP.SelectionRange(range: LSP.Range(start: position, end: position), parent: nil)
            }
        }
    }

    static let semanticLegend = LSP.SemanticTokensLegend(
        tokenTypes: SemanticToken.Kind.allCases.map(\.rawValue), tokenModifiers: SemanticToken.Modifier.allCases.map(\.rawValue))

    /// The tokens in LSP's relative encoding (line delta, start delta, length, type, modifiers),
    /// in the session's column unit; a token over several lines is sent line by line.
    static func encode(_ tokens: [SemanticToken], in document: DocumentSnapshot, encoding: PositionEncoding) -> [Int] {
        var data: [Int] = []
        var previousLine = 0
        var previousStart = 0
        let types = Dictionary(uniqueKeysWithValues: SemanticToken.Kind.allCases.enumerated().map { ($1, $0) })
        let modifierBits = Dictionary(uniqueKeysWithValues: SemanticToken.Modifier.allCases.enumerated().map { ($1, 1 << $0) })
        for token in tokens {
            let lines = document.lineIndex
            let firstLine = lines.line(of: token.range.lowerBound)
            let lastLine = lines.line(of: max(token.range.lowerBound, token.range.upperBound - 1))
            for line in firstLine...lastLine {
                let content = lines.contentRange(ofLine: line)
                let piece = max(token.range.lowerBound, content.lowerBound)..<min(token.range.upperBound, content.upperBound)
                guard !piece.isEmpty else { continue }
                let range = lines.lspRange(of: piece, in: encoding)
                let start = range.start.character
                let length = range.end.character - range.start.character
                data += [line - previousLine, line == previousLine ? start - previousStart : start, length,
                         types[token.kind] ?? 0, token.modifiers.reduce(0) { $0 | (modifierBits[$1] ?? 0) }]
                previousLine = line
                previousStart = start
            }
        }
        return data
    }

    private func semanticData(_ uri: String) -> (data: [Int], resultId: String, previous: (resultId: String, data: [Int])?)? {
        guard let (document, encoding, service, input) = presentationRequest(uri) else { return nil }
        let data = Self.encode(service.semanticTokens(for: input), in: document, encoding: encoding)
        return state.withLock { state in
            state.semanticTokensCount += 1
            let resultId = "\(state.semanticTokensCount)"
            let previous = state.semanticTokens[uri]
            state.semanticTokens[uri] = (resultId, data)
            return (data, resultId, previous)
        }
    }

    func semanticTokensFull(id: RequestID, params: LSP.SemanticTokensParams) {
        answerLater(id: id, method: "textDocument/semanticTokens/full") { [self] _ in
            guard let result = semanticData(params.textDocument.uri) else { return nil }
            return LSP.SemanticTokens(resultId: result.resultId, data: result.data)
        }
    }

    /// One edit replacing what differs from the tokens sent under `previousResultId`, or the
    /// full tokens when that is not the last result sent.
    func semanticTokensDelta(id: RequestID, params: LSP.SemanticTokensDeltaParams) {
        answerLater(id: id, method: "textDocument/semanticTokens/full/delta") { [self] _ in
            guard let result = semanticData(params.textDocument.uri) else { return nil }
            guard let previous = result.previous, previous.resultId == params.previousResultId else {
                return LSP.SemanticTokens(resultId: result.resultId, data: result.data)
            }
            let old = previous.data
            let new = result.data
            var prefix = 0
            while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            let edits = old == new ? [] : [LSP.SemanticTokensEdit(start: prefix, deleteCount: old.count - prefix - suffix,
                                                                   data: Array(new[prefix..<(new.count - suffix)]))]
            return LSP.SemanticTokensDelta(resultId: result.resultId, edits: edits)
        }
    }
}
