import KissDatabase
import KissSyntax

/// The inputs of the analysis database and the first of its queries: each file's parse.
///
/// An editor's buffers (and the document a request is about) are `BufferText`, set by the host
/// for each revision; files read from disk are `DiskText`, loaded the first time a parse needs
/// them and kept until the host forgets them. `ParsedFile` parses whichever holds the file's
/// text, starting from the file's last parse (`SyntaxTree.parse(_:reusing:)`), so an edit in one
/// file parses that file again and no other.

/// The text of an editor buffer, by absolute path; nil once it is closed (the disk's text counts then).
public enum BufferText: Input {
    public typealias Key = String
    public typealias Value = [UInt8]
}

/// The paths of the editor's open buffers (the document a request is about among them): K403
/// searches those of a project that are not on disk yet too. Unset for the command line.
public enum OpenBufferPaths: Input {
    public typealias Key = Singleton
    public typealias Value = Set<String>
}

/// A file as read from disk within a workspace's root (`SourceFileReader.read(_:confinedTo:)`).
public enum DiskText: Input {
    public typealias Key = SourcePath
    public typealias Value = SourceFileReader.Outcome
    public static var isLoadedOnFirstRead: Bool { true }
    public static var durability: Durability { .high }

    /// The disk's answer now.
    public static func load(_ key: SourcePath) -> SourceFileReader.Outcome {
        AnalysisWork.countDiskTextRead()
        return SourceFileReader.read(key.path, confinedTo: key.root)
    }
}

/// A file and the root its reads are confined to.
public struct SourcePath: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var root: String

    public init(path: String, root: String) {
        self.path = path
        self.root = root
    }

    public var description: String { path }
}

/// A file parsed, or why it could not be read.
public enum ParsedSource: Sendable {
    case file(SourceFile, fromDisk: Bool)
    case refused(SourceFileReader.Outcome)

    public var file: SourceFile? {
        if case .file(let file, _) = self { return file }
        return nil
    }
}

/// A file's parse: its buffer's text when it has one, else the disk's.
public enum ParsedFile: Query {
    public static let capacity = 256

    public static func compute(_ key: SourcePath, previous: ParsedSource?, in context: QueryContext) throws(QueryInterruption) -> ParsedSource {
        let previousTree = previous?.file?.tree
        if let text = try context.input(BufferText.self, key.path) {
            return .file(SourceFile(path: key.path, bytes: text, previous: previousTree), fromDisk: false)
        }
        let outcome = try context.input(DiskText.self, key, loadingWith: { DiskText.load(key) })
        guard case .contents(let bytes)? = outcome else { return .refused(outcome ?? .unreadable) }
        return .file(SourceFile(path: key.path, bytes: bytes, previous: previousTree), fromDisk: true)
    }

    /// The same text parses the same (a buffer opened or closed with the disk's text): what
    /// read the parse is not worked out again.
    public static func isSame(_ old: ParsedSource, _ new: ParsedSource) -> Bool {
        switch (old, new) {
        case (.file(let before, _), .file(let after, _)): return before.tree.source == after.tree.source
        case (.refused(let before), .refused(let after)): return before == after
        default: return false
        }
    }

    public static func describe(_ key: SourcePath) -> String { "parse \(key.path)" }
}

/// A source provider that can also parse: a workspace asks it for parsed files instead of
/// parsing what it reads.
public protocol ParsingSourceProvider: SourceProvider {
    func parsedFile(_ path: String, confinedTo root: String) -> ParsedSource
    /// The layout uses K403 reads under `folder` (`ProjectLayoutUses`); nil when the revision
    /// cannot answer (the host moved past it): the workspace then reads them from a database
    /// of its own (`Workspace.layoutUsages`).
    func projectUses(in folder: SearchedFolder) -> ProjectUses?
    /// One file's uses, likewise (`FileLayoutUses`).
    func fileUses(_ path: String, confinedTo root: String) -> FileUses?
    /// The `.kiss` files under `folder` (`ProjectFiles`); nil when the revision cannot answer.
    func projectListing(in folder: SearchedFolder) -> ProjectListing?
    /// The uses under `folder` as on disk (`DiskProjectUses`, durable inputs alone, so right for
    /// any revision), from the host's latest revision, for a workspace whose own revision cannot
    /// answer; nil when there is no such host or it cannot answer either.
    func diskProjectUses(in folder: SearchedFolder) -> ProjectUses?
}

/// Files through one revision of the database: parses come from `ParsedFile`, so each is
/// shared by every version that reads the same text; everything else is `fallback`'s. A
/// snapshot the host has moved past parses directly instead (its request's answer is stale
/// anyway, but is still right for its own version).
public struct DatabaseSourceProvider: ParsingSourceProvider {
    public let snapshot: Snapshot
    public let fallback: SourceProvider
    /// The host's database, whose latest revision gives the disk's uses when `snapshot` cannot
    /// (a detached one, or one the host moved past): an analysis apart from the database then
    /// reads only the files it holds, not the whole project again. Weak: the database keeps
    /// analyses whose workspaces hold this.
    public private(set) weak var host: Database?

    public init(snapshot: Snapshot, fallback: SourceProvider, host: Database? = nil) {
        self.snapshot = snapshot
        self.fallback = fallback
        self.host = host
    }

    public func diskProjectUses(in folder: SearchedFolder) -> ProjectUses? {
        guard let host else { return nil }
        return try? host.snapshot().query(DiskProjectUses.self, folder)
    }

    public func projectUses(in folder: SearchedFolder) -> ProjectUses? {
        try? snapshot.query(ProjectLayoutUses.self, folder)
    }

    public func projectListing(in folder: SearchedFolder) -> ProjectListing? {
        try? snapshot.input(ProjectFiles.self, folder, loadingWith: { ProjectListing.list(folder) })
    }

    public func fileUses(_ path: String, confinedTo root: String) -> FileUses? {
        try? snapshot.query(FileLayoutUses.self, SourcePath(path: path, root: root))
    }

    public func parsedFile(_ path: String, confinedTo root: String) -> ParsedSource {
        if let parsed = try? snapshot.query(ParsedFile.self, SourcePath(path: path, root: root)) { return parsed }
        let fromDisk = !fallback.holdsInMemory(path)
        switch fallback.read(path, confinedTo: root) {
        case .contents(let bytes): return .file(SourceFile(path: path, bytes: bytes), fromDisk: fromDisk)
        case let refused: return .refused(refused)
        }
    }

    public func contents(ofFile path: String) -> [UInt8]? { fallback.contents(ofFile: path) }
    public func holdsInMemory(_ path: String) -> Bool { fallback.holdsInMemory(path) }
    public func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome { fallback.read(path, confinedTo: root) }
}
