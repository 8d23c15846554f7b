import Foundation
import KissAnalysis

/// What the analyzer may read besides the document itself: the other open
/// documents (their unsaved text wins over the disk), the workspace folders
/// and the client's settings, captured together with the document so that
/// one analysis sees one consistent state.
public struct WorkspaceSnapshot: Sendable {
    public let folders: [URL]
    /// Open documents by URI.
    public let openDocuments: [String: DocumentSnapshot]
    /// The latest `workspace/didChangeConfiguration` settings (or the
    /// initialization options), as sent.
    public let settings: JSONValue

    public init(folders: [URL] = [], openDocuments: [String: DocumentSnapshot] = [:], settings: JSONValue = .null) {
        self.folders = folders
        self.openDocuments = openDocuments
        self.settings = settings
    }

    /// The text of a file: the open document if it is open, else the disk — but only a `.kiss`
    /// file inside the workspace (links followed) and within the size limit: a client naming
    /// `file:///etc/passwd` gets nothing.
    public func contents(of fileURL: URL) -> [UInt8]? {
        let uri = DocumentURI.uri(for: fileURL)
        if let open = openDocuments[uri] { return open.text }
        if let open = openDocuments.values.first(where: { $0.fileURL == fileURL.standardizedFileURL }) { return open.text }
        guard fileURL.pathExtension == "kiss" else { return nil }
        for root in readableRoots() {
            if case .contents(let bytes) = SourceFileReader.read(fileURL.path, confinedTo: root) { return bytes }
        }
        return nil
    }

    /// The folders whose files may be read from disk: the workspace folders, or, when the
    /// client named none, the projects holding the open documents (`Workspace.enclosingRoot`).
    public func readableRoots() -> [String] {
        if !folders.isEmpty { return folders.map(\.path) }
        return Set(openDocuments.values.compactMap { $0.fileURL.map { Workspace.enclosingRoot(of: $0.path) } }).sorted()
    }

    /// The text of a document by URI (open text, else a `file:` URI's disk contents).
    public func contents(ofURI uri: String) -> [UInt8]? {
        if let open = openDocuments[uri] { return open.text }
        return DocumentURI.fileURL(uri).flatMap(contents(of:))
    }

    /// Every `.kiss` file under the workspace folders, sorted by path; hidden
    /// folders (`.git`, `.build`) are skipped.
    public func kissFiles() -> [URL] {
        var found: Set<URL> = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles, .skipsPackageDescendants])
            else { continue }
            for case let url as URL in walker where url.pathExtension == "kiss" {
                found.insert(url.standardizedFileURL)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}
