extension LSP {
    public enum DiagnosticSeverity {
        public static let error = 1
        public static let warning = 2
        public static let information = 3
        public static let hint = 4
    }

    public enum DiagnosticTag {
        public static let unnecessary = 1
        public static let deprecated = 2
    }

    public struct Diagnostic: Codable, Hashable, Sendable {
        public var range: Range
        public var severity: Int?
        public var code: String?
        public var codeDescription: CodeDescription?
        public var source: String?
        public var message: String
        public var tags: [Int]?
        public var relatedInformation: [DiagnosticRelatedInformation]?
    }

    public struct CodeDescription: Codable, Hashable, Sendable {
        public var href: String
    }

    public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
        public var location: Location
        public var message: String
    }

    public struct PublishDiagnosticsParams: Codable, Sendable {
        public var uri: String
        public var version: Int?
        public var diagnostics: [Diagnostic]
    }

    public struct DocumentDiagnosticParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var identifier: String?
        public var previousResultId: String?
    }

    /// `kind` is `full` (with `items`) or `unchanged` (the client's result stands).
    public struct DocumentDiagnosticReport: Codable, Sendable {
        public var kind: String
        public var resultId: String?
        public var items: [Diagnostic]?

        public static func full(resultId: String?, items: [Diagnostic]) -> DocumentDiagnosticReport {
            DocumentDiagnosticReport(kind: "full", resultId: resultId, items: items)
        }

        public static func unchanged(resultId: String) -> DocumentDiagnosticReport {
            DocumentDiagnosticReport(kind: "unchanged", resultId: resultId, items: nil)
        }
    }

    public struct PreviousResultId: Codable, Sendable {
        public var uri: String
        public var value: String
    }

    public struct WorkspaceDiagnosticParams: Codable, Sendable {
        public var identifier: String?
        public var previousResultIds: [PreviousResultId]
    }

    public struct WorkspaceDiagnosticReport: Codable, Sendable {
        public var items: [WorkspaceDocumentDiagnosticReport]
    }

    public struct WorkspaceDocumentDiagnosticReport: Codable, Sendable {
        public var kind: String
        public var resultId: String?
        public var items: [Diagnostic]?
        public var uri: String
        public var version: Int?

        enum CodingKeys: String, CodingKey { case kind, resultId, items, uri, version }

        public init(report: DocumentDiagnosticReport, uri: String, version: Int?) {
            kind = report.kind
            resultId = report.resultId
            items = report.items
            self.uri = uri
            self.version = version
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encodeIfPresent(resultId, forKey: .resultId)
            try container.encodeIfPresent(items, forKey: .items)
            try container.encode(uri, forKey: .uri)
            // LSP requires `version`, null for a document that is not open.
            if let version { try container.encode(version, forKey: .version) } else { try container.encodeNil(forKey: .version) }
        }
    }
}
