import Foundation
import KissAnalysis
import KissDatabase

/// One version of a document as the editor holds it, with the other open
/// buffers, whose unsaved text wins over the disk when this one imports them.
public struct IDEDocument: Sendable {
    /// Absolute path; for an unsaved buffer, a made-up path in the folder it belongs to.
    public var path: String
    public var text: [UInt8]
    /// Other open documents by absolute path.
    public var openBuffers: [String: [UInt8]]

    public init(path: String, text: [UInt8], openBuffers: [String: [UInt8]] = [:]) {
        self.path = StandardizedPaths.file(path)
        self.text = text
        self.openBuffers = Dictionary(
            openBuffers.map { (StandardizedPaths.file($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

extension IDEDocument {
    /// A workspace rooted at `root` that reads this document's other open buffers, with parses
    /// from `snapshot` (the database's, shared across versions) where it can.
    func workspace(root: String, reading snapshot: Snapshot, host: Database? = nil) -> Workspace {
        Workspace(root: root, provider: DatabaseSourceProvider(snapshot: snapshot, fallback: BufferSourceProvider(buffers: openBuffers), host: host))
    }
}

/// Open editor buffers first, then the disk.
struct BufferSourceProvider: SourceProvider {
    let buffers: [String: [UInt8]]
    let disk = DiskSourceProvider()

    func contents(ofFile path: String) -> [UInt8]? {
        buffers[path] ?? disk.contents(ofFile: path)
    }

    func holdsInMemory(_ path: String) -> Bool {
        buffers[path] != nil
    }

    func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome {
        if let buffer = buffers[path] { return .contents(buffer) }
        return disk.read(path, confinedTo: root)
    }
}
