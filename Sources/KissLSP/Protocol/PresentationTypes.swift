/// Folding, colours and inlay hints.
extension LSP {
    public struct DocumentParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct FoldingRange: Encodable, Sendable {
        public var startLine: Int
        public var endLine: Int
        public var kind: String?
    }

    public struct RGBA: Codable, Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var alpha: Double
    }

    public struct ColorInformation: Encodable, Sendable {
        public var range: Range
        public var color: RGBA
    }

    public struct ColorPresentationParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var color: RGBA
        public var range: Range
    }

    public struct ColorPresentation: Encodable, Sendable {
        public var label: String
        public var textEdit: TextEdit
    }

    public struct InlayHintParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var range: Range
    }

    public struct InlayHint: Encodable, Sendable {
        public var position: Position
        public var label: String
        /// 1: type.
        public var kind: Int
        public var paddingLeft: Bool
        public var tooltip: String?
    }
}

/// `textDocument/signatureHelp`.
extension LSP {
    public struct SignatureHelpOptions: Codable, Sendable {
        public var triggerCharacters: [String]
        public var retriggerCharacters: [String]
    }

    public struct SignatureHelp: Encodable, Sendable {
        public var signatures: [SignatureInformation]
        public var activeSignature: Int
        public var activeParameter: Int?
    }

    public struct SignatureInformation: Encodable, Sendable {
        public var label: String
        public var documentation: MarkupContent?
        public var parameters: [ParameterInformation]
    }

    public struct ParameterInformation: Encodable, Sendable {
        /// Start and end offsets in `label` (UTF-16; the labels are ASCII).
        public var label: [Int]
    }
}

/// `textDocument/selectionRange`.
extension LSP {
    public struct SelectionRangeParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var positions: [Position]
    }

    public final class SelectionRange: Encodable, Sendable {
        public let range: Range
        public let parent: SelectionRange?

        public init(range: Range, parent: SelectionRange?) {
            self.range = range
            self.parent = parent
        }
    }
}

/// `textDocument/semanticTokens/full` and `/full/delta`.
extension LSP {
    public struct SemanticTokensLegend: Codable, Sendable {
        public var tokenTypes: [String]
        public var tokenModifiers: [String]
    }

    public struct SemanticTokensOptions: Codable, Sendable {
        public struct Full: Codable, Sendable {
            public var delta: Bool
        }

        public var legend: SemanticTokensLegend
        public var full: Full
        public var range: Bool
    }

    public struct SemanticTokensParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
    }

    public struct SemanticTokensDeltaParams: Codable, Sendable {
        public var textDocument: TextDocumentIdentifier
        public var previousResultId: String
    }

    public struct SemanticTokens: Encodable, Sendable {
        public var resultId: String
        public var data: [Int]
    }

    public struct SemanticTokensEdit: Encodable, Sendable {
        public var start: Int
        public var deleteCount: Int
        public var data: [Int]
    }

    public struct SemanticTokensDelta: Encodable, Sendable {
        public var resultId: String
        public var edits: [SemanticTokensEdit]
    }
}
