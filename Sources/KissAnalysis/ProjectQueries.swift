import KissDatabase
import KissSyntax

/// What K403 reads of a project, as queries: which `.kiss` files it has (`ProjectFiles`, an
/// input the host lists again when files may have come or gone) and the layout uses in each
/// (`FileLayoutUses`, from the file's parse), gathered once per revision for every file
/// linted under the root (`ProjectLayoutUses`). A lint that recorded these is worked out again
/// only when a use it could see changed, not when any file changed.
///
/// Read through a `DatabaseSourceProvider` that `searchesProject` (the command line's);
/// the editor still gathers uses with `LayoutUsageIndex`.

/// A folder K403 searches: its `.kiss` files, in its subfolders too when `recursive` (a project).
public struct SearchedFolder: Hashable, Sendable, CustomStringConvertible {
    public var root: String
    public var recursive: Bool

    public init(root: String, recursive: Bool) {
        self.root = root
        self.recursive = recursive
    }

    public var description: String { recursive ? root + "/**" : root }

    /// Whether K403 searches `path`: a `.kiss` file in the folder, or in a subfolder when recursive.
    public func contains(_ path: String) -> Bool {
        let folder = root.hasSuffix("/") ? root : root + "/"
        guard path.hasSuffix(".kiss"), path.hasPrefix(folder) else { return false }
        return recursive || !path.dropFirst(folder.count).contains("/")
    }
}

/// The `.kiss` files under a folder, and whether that is all of them (at most 5,000; see
/// `LayoutUsageIndex.kissFiles`).
public struct ProjectListing: Equatable, Sendable {
    public var paths: [String]
    public var complete: Bool

    public static func list(_ folder: SearchedFolder) -> ProjectListing {
        let listed = LayoutUsageIndex.listKissFiles(under: folder.root, recursive: folder.recursive)
        return ProjectListing(paths: listed.paths, complete: listed.complete)
    }
}

/// A folder's listing, made on first read; the host sets it again when files may have been
/// created or deleted (a listing equal to the last changes nothing).
public enum ProjectFiles: Input {
    public typealias Key = SearchedFolder
    public typealias Value = ProjectListing
    public static var isLoadedOnFirstRead: Bool { true }
}

/// The layout uses in one file, or why it has none to give.
public struct FileUses: Sendable {
    public enum Refusal: Sendable, Equatable {
        /// Unreadable, or a link out of the project: not part of it.
        case notInProject
        /// Too large to read: it may use anything, so K403 says nothing.
        case unseen
    }

    let usages: FileLayoutUsages?
    let refusal: Refusal?
    /// Bytes read from disk for it (the project's read budget counts them).
    let bytesFromDisk: Int
}

/// The layout uses in one file: each layout's used names and the files it imports. Equal
/// uses (an edit inside a label) stop invalidation here. An open buffer's uses come from its
/// parse (`ParsedFile`, which its own analysis shares); a file on disk is parsed here and its
/// tree let go, so that what the value depends on is the file's text, an input never let go
/// of (a project has more files than the store keeps parses).
public enum FileLayoutUses: Query {
    /// Every file of a large project (`LayoutUsageIndex.maximumListedFiles`) and then some.
    public static let capacity = 8_192

    public static func compute(_ key: SourcePath, previous: FileUses?, in context: QueryContext) throws(QueryInterruption) -> FileUses {
        let file: SourceFile
        var bytesFromDisk = 0
        if try context.input(BufferText.self, key.path) != nil, let parsed = try context.query(ParsedFile.self, key).file {
            file = parsed
        } else {
            switch try diskText(of: key.path, root: key.root, in: context) {
            case .contents(let bytes)?:
                file = SourceFile(path: key.path, bytes: bytes)
                bytesFromDisk = bytes.count
            case .tooLarge?:
                return FileUses(usages: nil, refusal: .unseen, bytesFromDisk: 0)
            default:
                return FileUses(usages: nil, refusal: .notInProject, bytesFromDisk: 0)
            }
        }
        var imports = Set<String>()
        for importSyntax in file.tree.sourceFile.imports {
            guard let relative = importSyntax.path, let target = Workspace.importTarget(relative, from: key.path, root: key.root) else { continue }
            if try context.input(BufferText.self, target) != nil { imports.insert(target); continue }
            if case .contents? = try diskText(of: target, root: key.root, in: context) { imports.insert(target) }
        }
        var usages: [LayoutUsage] = []
        for layout in file.tree.sourceFile.layouts {
            guard let owner = layout.name else { continue }
            for name in layout.usedLayoutNames { usages.append(LayoutUsage(name: name, inside: owner)) }
        }
        return FileUses(usages: FileLayoutUsages(path: key.path, imports: imports, usages: usages), refusal: nil, bytesFromDisk: bytesFromDisk)
    }

    private static func diskText(of path: String, root: String, in context: QueryContext) throws(QueryInterruption) -> SourceFileReader.Outcome? {
        let key = SourcePath(path: path, root: root)
        return try context.input(DiskText.self, key, loadingWith: { SourceFileReader.read(path, confinedTo: root) })
    }

    public static func isSame(_ old: FileUses, _ new: FileUses) -> Bool {
        old.refusal == new.refusal && old.bytesFromDisk == new.bytesFromDisk && old.usages?.signature == new.usages?.signature
            && old.usages?.path == new.usages?.path
    }

    public static func describe(_ key: SourcePath) -> String { "uses in \(key.path)" }
}

/// Every layout use in a project's `.kiss` files, and whether every file could be read (not
/// past the listing's limit, a file's size or `SourceFileReader.maximumWorkspaceBytes` in all).
public struct ProjectUses: Sendable {
    let usages: [FileLayoutUsages]
    public let complete: Bool
    /// The files listed (the workspace adds the files it holds that are not among them).
    public let paths: Set<String>
}

public enum ProjectLayoutUses: Query {
    public static let capacity = 64

    public static func compute(_ key: SearchedFolder, previous: ProjectUses?, in context: QueryContext) throws(QueryInterruption) -> ProjectUses {
        let listing = try context.input(ProjectFiles.self, key, loadingWith: { ProjectListing.list(key) }) ?? ProjectListing(paths: [], complete: false)
        var complete = listing.complete
        var usages: [FileLayoutUsages] = []
        var bytes = 0
        // An editor's buffers in the folder count too, saved or not.
        let listed = Set(listing.paths)
        let unsaved = (try context.input(OpenBufferPaths.self, Singleton()) ?? []).filter { !listed.contains($0) && key.contains($0) }.sorted()
        for path in listing.paths + unsaved {
            let uses = try context.query(FileLayoutUses.self, SourcePath(path: path, root: key.root))
            bytes += uses.bytesFromDisk
            if bytes > SourceFileReader.maximumWorkspaceBytes || uses.refusal == .unseen { complete = false }
            if let found = uses.usages { usages.append(found) }
        }
        return ProjectUses(usages: usages, complete: complete, paths: listed.union(unsaved))
    }

    public static func isSame(_ old: ProjectUses, _ new: ProjectUses) -> Bool {
        old.complete == new.complete && old.paths == new.paths && old.usages.count == new.usages.count
            && zip(old.usages, new.usages).allSatisfy { $0.path == $1.path && $0.signature == $1.signature }
    }

    public static func describe(_ key: SearchedFolder) -> String { "uses under \(key)" }
}
