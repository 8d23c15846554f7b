import Foundation
import KissAnalysis
import KissIDE
import KissSyntax

/// Folding ranges, document colours and their presentations, and inlay hints (each
/// container's solved size at the first preview).
extension LanguageServer {
    private func presentationRequest(_ uri: String) -> (DocumentSnapshot, PositionEncoding, IDEService, IDEDocument)? {
        guard let ide = analyzer as? IDEAnalyzer else { return nil }
        let captured = state.withLock { state -> (DocumentSnapshot, WorkspaceSnapshot, PositionEncoding)? in
            guard let document = state.documents[uri]?.snapshot else { return nil }
            return (document, state.workspace(), state.encoding)
        }
        guard let (document, workspace, encoding) = captured else { return nil }
        return (document, encoding, ide.service, ide.ideDocument(document, workspace))
    }

    func foldingRanges(id: RequestID, params: LSP.DocumentParams) {
        guard let (_, _, service, input) = presentationRequest(params.textDocument.uri) else { return writer.sendResponse(id: id, result: [LSP.FoldingRange]()) }
        answerLater(id: id, method: "textDocument/foldingRange") { _ in
            service.foldingSpans(for: input).map { LSP.FoldingRange(startLine: $0.startLine, endLine: $0.endLine, kind: $0.kind == .comment ? "comment" : nil) }
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
}
