import Foundation
import KissIDE
import KissRender
import KissSyntax

/// The server's analysis: `IDEService` behind the `DocumentAnalyzer`
/// interface. Diagnostics are exactly `kisslint`'s for the same text and
/// configuration; hover explains solved frames; `kiss/frames` is the
/// `kisslint frames --json` object.
///
/// Each request maps the snapshot to the service's terms: the document's path
/// (an unsaved buffer gets one in the first workspace folder), the other open
/// buffers by path, and the client's settings.
public final class IDEAnalyzer: DocumentAnalyzer {
    /// The editor answers behind this analyzer (navigation asks it directly).
    public let service: IDEService

    public init(service: IDEService = IDEService()) {
        self.service = service
    }

    /// The code of the finding that says the document's `.kisslint.json`
    /// cannot be used (`kisslint` stops with exit code 2 there; an editor
    /// shows it on the document instead).
    public static let configurationErrorCode = DiagnosticCode("config")

    public func diagnostics(for document: DocumentSnapshot, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [Diagnostic] {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        guard let result = service.diagnostics(for: input, isCancelled: { cancellation.isCancelled }) else { throw CancellationError() }
        try cancellation.checkCancellation()
        guard let error = result.configurationError else { return result.diagnostics }
        let finding = Diagnostic(
            code: Self.configurationErrorCode, severity: .error,
            message: "configuration error: \(error); analysed without it",
            range: 0..<0, related: [RelatedLocation(file: error.path, range: 0..<0, message: "the configuration file")])
        return [finding] + result.diagnostics
    }

    public func hover(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> HoverContent? {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        let hover = service.hover(in: input, at: offset, isCancelled: { cancellation.isCancelled })
        try cancellation.checkCancellation()
        return hover.map { HoverContent(markdown: $0.markdown, range: $0.range) }
    }

    public func frames(for document: DocumentSnapshot, preview: String?, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> any Encodable & Sendable {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        do {
            return try service.frames(for: input, preview: preview, displayPath: document.fileURL?.path ?? document.uri)
        } catch {
            throw AnalysisRequestError(error.message)
        }
    }

    public func render(for document: DocumentSnapshot, preview: String?, layout: String?, html: Bool, in workspace: WorkspaceSnapshot,
                       cancellation: CancellationToken) throws -> any Encodable & Sendable {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        let solved: SolvedDocument
        do {
            solved = try service.solvedDocument(for: input, preview: preview, layout: layout)
        } catch {
            throw AnalysisRequestError(error.message)
        }
        try cancellation.checkCancellation()
        let displayPath = document.fileURL?.lastPathComponent ?? document.uri
        let picture = PictureBuilder(file: solved.file, workspace: solved.workspace, displayPath: displayPath, diagnostics: solved.diagnostics,
                                     family: solved.family).picture(solved.solved)
        return html ? LSP.KissRenderResult(html: HTMLPage().html(picture)) : LSP.KissRenderResult(svg: SVGWriter().svg(picture))
    }

    public func codeActions(in document: DocumentSnapshot, range: Range<Int>, kinds: Set<CodeAction.Kind>?, in workspace: WorkspaceSnapshot,
                            cancellation: CancellationToken) throws -> [CodeAction] {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        let actions = service.codeActions(for: input, in: range, kinds: kinds)
        try cancellation.checkCancellation()
        return actions
    }

    public func completions(in document: DocumentSnapshot, at offset: Int, in workspace: WorkspaceSnapshot, cancellation: CancellationToken) throws -> [CompletionItem] {
        let input = prepare(document, workspace)
        try cancellation.checkCancellation()
        return service.completions(for: input, at: offset)
    }

    public func formattingEdits(for document: DocumentSnapshot, in range: Range<Int>?, in workspace: WorkspaceSnapshot) -> [TextEdit]? {
        service.formattingEdits(for: prepare(document, workspace), in: range)
    }

    public func workspaceDidChange(files: [URL]?) {
        service.invalidate(files: files?.map(\.path))
    }

    public func releaseIdleMemory() {
        service.releaseIdleMemory()
    }

    public func documents(affectedByChangeTo uri: String, in workspace: WorkspaceSnapshot) -> [String] {
        let changedPath: String
        if let open = workspace.openDocuments[uri] {
            changedPath = Self.path(of: open, in: workspace)
        } else if let url = DocumentURI.fileURL(uri) {
            changedPath = url.path
        } else {
            return []
        }
        var byPath: [String: String] = [:]
        var buffers: [String: [UInt8]] = [:]
        for open in workspace.openDocuments.values {
            if open.uri != uri { byPath[Self.path(of: open, in: workspace)] = open.uri }
            if let url = open.fileURL { buffers[url.path] = open.text }
        }
        guard !byPath.isEmpty else { return [] }
        let affected = service.documents(affectedByChangeTo: changedPath, text: workspace.contents(ofURI: uri),
                                         among: Array(byPath.keys), openBuffers: buffers)
        return affected.compactMap { byPath[$0] }.sorted()
    }

    /// The service's view of a document in a workspace.
    public func ideDocument(_ document: DocumentSnapshot, _ workspace: WorkspaceSnapshot) -> IDEDocument {
        prepare(document, workspace)
    }

    /// The service's view of one request; the settings are applied first
    /// (a no-op while they stay the same, so caches survive).
    private func prepare(_ document: DocumentSnapshot, _ workspace: WorkspaceSnapshot) -> IDEDocument {
        service.update(settings: IDESettingsDecoding.decode(workspace.settings).settings)
        var buffers: [String: [UInt8]] = [:]
        for open in workspace.openDocuments.values where open.uri != document.uri {
            if let url = open.fileURL { buffers[url.path] = open.text }
        }
        return IDEDocument(path: Self.path(of: document, in: workspace), text: document.text, openBuffers: buffers)
    }

    /// A `file:` URI's path; for other URIs (unsaved buffers) a path in the
    /// first workspace folder, so imports resolve against the project.
    static func path(of document: DocumentSnapshot, in workspace: WorkspaceSnapshot) -> String {
        if let url = document.fileURL { return url.path }
        let folder = workspace.folders.first ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var name = document.uri.split(whereSeparator: { "/:\\".contains($0) }).last.map(String.init) ?? "untitled"
        if !name.hasSuffix(".kiss") { name += ".kiss" }
        return folder.appendingPathComponent(name).path
    }
}
