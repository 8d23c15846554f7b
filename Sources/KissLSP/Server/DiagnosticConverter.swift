import Foundation
import KissSyntax

/// Turns the analyzer's byte-range findings into LSP diagnostics for one
/// document, in the session's encoding.
struct DiagnosticConverter {
    /// Codes whose findings are clutter rather than mistakes: editors fade
    /// them (duplicate modifier, unused layout).
    static let unnecessaryCodes: Set<String> = ["K401", "K403"]
    static let source = "kiss"

    let encoding: PositionEncoding
    let configuration: ServerConfiguration

    func convert(_ findings: [Diagnostic], of document: DocumentSnapshot, in workspace: WorkspaceSnapshot) -> [LSP.Diagnostic] {
        var otherFiles: [String: LineIndex?] = [:]
        func lineIndex(of uri: String) -> LineIndex? {
            if uri == document.uri { return document.lineIndex }
            if let known = otherFiles[uri] { return known }
            let index = workspace.contents(ofURI: uri).map(LineIndex.init)
            otherFiles[uri] = index
            return index
        }
        return findings.map { finding in
            let related = finding.related.map { location -> LSP.DiagnosticRelatedInformation in
                let uri = location.file.map { Self.uri(for: $0, relativeTo: document) } ?? document.uri
                let range = lineIndex(of: uri)?.lspRange(of: location.range, in: encoding)
                    ?? LSP.Range(start: LSP.Position(line: 0, character: 0), end: LSP.Position(line: 0, character: 0))
                return LSP.DiagnosticRelatedInformation(location: LSP.Location(uri: uri, range: range), message: location.message)
            }
            var tags: Set<Int> = []
            if finding.tags.contains(.unnecessary) || Self.unnecessaryCodes.contains(finding.code.rawValue) { tags.insert(LSP.DiagnosticTag.unnecessary) }
            if finding.tags.contains(.deprecated) { tags.insert(LSP.DiagnosticTag.deprecated) }
            return LSP.Diagnostic(
                range: document.lineIndex.lspRange(of: finding.range, in: encoding),
                severity: Self.severity(finding.severity),
                code: finding.code.rawValue,
                // A link only where the client's settings give one; `config` (an unusable .kisslint.json)
                // has no page, and its message names the file and key.
                codeDescription: finding.code == IDEAnalyzer.configurationErrorCode
                    ? nil : configuration.documentationLink(for: finding.code.rawValue).map(LSP.CodeDescription.init(href:)),
                source: Self.source,
                message: finding.message,
                tags: tags.isEmpty ? nil : tags.sorted(),
                relatedInformation: related.isEmpty ? nil : related)
        }
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return LSP.DiagnosticSeverity.error
        case .warning: return LSP.DiagnosticSeverity.warning
        case .info: return LSP.DiagnosticSeverity.information
        case .hint: return LSP.DiagnosticSeverity.hint
        }
    }

    /// A related file is a URI, an absolute path, or a path relative to the
    /// document's folder.
    static func uri(for file: String, relativeTo document: DocumentSnapshot) -> String {
        if file.contains("://") { return file }
        if file.hasPrefix("/") { return DocumentURI.uri(for: URL(fileURLWithPath: file, isDirectory: false)) }
        guard let folder = document.fileURL?.deletingLastPathComponent() else { return file }
        return DocumentURI.uri(for: folder.appendingPathComponent(file))
    }
}
