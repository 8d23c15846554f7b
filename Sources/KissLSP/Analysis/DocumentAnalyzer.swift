import Foundation
import KissIDE
import KissSyntax

/// The analysis behind the server, free of protocol details: it gets text
/// and byte offsets and returns findings in byte ranges. The server turns
/// them into LSP positions in the negotiated encoding.
///
/// Every method runs off the message-reading thread, possibly several at
/// once for different documents, and may be called again for a newer
/// version before an older call returns. Long work should check
/// `cancellation` now and then and throw `CancellationError` (via
/// `checkCancellation()`) once it is cancelled; its result would be dropped
/// anyway.
public protocol DocumentAnalyzer: Sendable {
    /// All findings for one version of a document. `Diagnostic.related[].file`
    /// names another file as a URI, an absolute path, or a path relative to
    /// this document's folder; nil means this document.
    func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic]

    /// What to show when hovering at a byte offset, or nil for nothing.
    func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent?

    /// The `kiss/frames` result for a document, at one named preview or at all
    /// of them; encoded as the response's `result` as is. Throw
    /// `AnalysisRequestError` for a request that cannot be answered (an
    /// unknown preview).
    func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable

    /// The `kiss/render` result: a picture of the document's layouts (one layout, one
    /// preview, or all) as SVG or, with `html`, the interactive page.
    func render(for document: DocumentSnapshot, preview: String?, layout: String?, html: Bool, in workspace: WorkspaceSnapshot,
                cancellation: CancellationToken) throws -> any Encodable & Sendable

    /// Files changed on disk or the configuration changed (`nil`: anything may
    /// have changed); drop what was cached about them. Diagnostics of every open
    /// document are recomputed afterwards.
    func workspaceDidChange(files: [URL]?)

    /// Edits that format the document (or the declarations a byte range touches); nil when
    /// it cannot be formatted.
    func formattingEdits(for document: DocumentSnapshot, in range: Range<Int>?, in workspace: WorkspaceSnapshot) -> [TextEdit]?

    /// What may be written at a byte offset.
    func completions(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [CompletionItem]

    /// Code actions for a byte range of a document, of the kinds in `kinds` (nil: all).
    func codeActions(in document: DocumentSnapshot, range: Range<Int>, kinds: Set<CodeAction.Kind>?, in workspace: WorkspaceSnapshot,
                     cancellation: CancellationToken) throws -> [CodeAction]

    /// The URIs of the open documents (other than `uri`) whose diagnostics may have changed
    /// because the document at `uri` changed — edited, opened, or closed (its text is then the
    /// disk's) — while their own text did not. Called off the message-reading thread after the
    /// change; answer from what earlier analyses recorded rather than analysing them again.
    func documents(affectedByChangeTo uri: String, in workspace: WorkspaceSnapshot) -> [String]

    /// The server has been idle for a while: let go of what only speeds up a burst of edits.
    func releaseIdleMemory()
}

extension DocumentAnalyzer {
    public func workspaceDidChange(files: [URL]?) {}

    public func releaseIdleMemory() {}

    public func render(for document: DocumentSnapshot, preview: String?, layout: String?, html: Bool, in workspace: WorkspaceSnapshot,
                       cancellation: CancellationToken) throws -> any Encodable & Sendable {
        throw AnalysisRequestError("this server draws no pictures")
    }

    public func completions(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [CompletionItem] {
        []
    }

    public func formattingEdits(for document: DocumentSnapshot, in range: Range<Int>?, in workspace: WorkspaceSnapshot) -> [TextEdit]? {
        try? SourceFormatter.edits(document.text, in: range)
    }

    public func codeActions(in document: DocumentSnapshot, range: Range<Int>, kinds: Set<CodeAction.Kind>?, in workspace: WorkspaceSnapshot,
                            cancellation: CancellationToken) throws -> [CodeAction] {
        []
    }

    public func documents(affectedByChangeTo uri: String, in workspace: WorkspaceSnapshot) -> [String] {
        []
    }
}

/// Hover text in Markdown and, optionally, the byte range it describes (the
/// editor highlights it).
public struct HoverContent: Sendable, Hashable {
    public var markdown: String
    public var range: Range<Int>?

    public init(markdown: String, range: Range<Int>? = nil) {
        self.markdown = markdown
        self.range = range
    }
}

/// A request the analyzer cannot answer as asked; the client receives it as
/// an invalid-params error (-32602) with this message.
public struct AnalysisRequestError: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
