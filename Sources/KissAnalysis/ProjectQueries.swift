import Foundation
import KissDatabase
import KissSyntax

/// What K403 reads of a project, as queries: which `.kiss` files it has (`ProjectFiles`, an
/// input the host lists again when files may have come or gone), the layout uses in each as
/// on disk (`DiskLayoutUses`, gathered in `DiskProjectUses`: durable, so a keystroke checks
/// none of them), and, over those, the editor's open buffers (`FileLayoutUses`,
/// `ProjectLayoutUses`, once per revision and root). A lint that recorded these is worked out
/// again only when a use it could see changed, not when any file changed.
///
/// Read through a `DatabaseSourceProvider`, by the command line and the editor alike. An
/// editor analysis its revision cannot answer (`Snapshot.detached`) takes `DiskProjectUses`
/// from the host's latest revision with its own files laid over them; a workspace with no
/// database at all (`LintRunner.lintSource`) reads them from a database of one revision made
/// for its search (`Workspace.layoutUsages`).

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

/// The `.kiss` files under a folder, and whether that is all of them.
public struct ProjectListing: Equatable, Sendable {
    public var paths: [String]
    public var complete: Bool

    /// At most this many files are listed, among the first `maximumEntries` entries.
    static let maximumFiles = 5_000
    static let maximumEntries = 50_000

    /// The `.kiss` files in the folder, in its subfolders too when recursive (at most
    /// `maximumFiles` among the first `maximumEntries` entries; hidden and build folders are
    /// skipped), read from disk now. A root of `/` is not scanned.
    public static func list(_ folder: SearchedFolder) -> ProjectListing {
        let root = folder.root
        let recursive = folder.recursive
        var paths: [String] = []
        var complete = root != "/"
        if root != "/", let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            var entries = 0
            for case let url as URL in enumerator {
                entries += 1
                if entries > maximumEntries || paths.count >= maximumFiles {
                    complete = false
                    break
                }
                if !recursive || url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "node_modules" {
                    enumerator.skipDescendants()
                    if !recursive, url.pathExtension == "kiss" { paths.append(url.standardizedFileURL.path) }
                    continue
                }
                if url.pathExtension == "kiss" { paths.append(url.standardizedFileURL.path) }
            }
        }
        return ProjectListing(paths: paths, complete: complete)
    }
}

/// A folder's listing, made on first read; the host sets it again when files may have been
/// created or deleted (a listing equal to the last changes nothing).
public enum ProjectFiles: Input {
    public typealias Key = SearchedFolder
    public typealias Value = ProjectListing
    public static var isLoadedOnFirstRead: Bool { true }
    public static var durability: Durability { .high }
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
    /// The names each layout uses, by a hash of its text, and where each import points, by
    /// what is written: the next version of the file (a keystroke) takes them for what is
    /// unchanged instead of walking every layout and resolving every import again.
    var namesByLayout: [UInt64: [String]] = [:]
    var importTargets: [String: String] = [:]
}

/// The layout uses in one file as the disk has it: each layout's used names and the files it
/// imports (those on disk). It reads only files on disk, durable inputs, so that the project's
/// uses (`DiskProjectUses`) hold at a keystroke without a look at each file. The file is
/// parsed here and its tree let go: a project has more files than the store keeps parses.
public enum DiskLayoutUses: Query {
    /// Every file of a large project (`ProjectListing.maximumFiles`) and then some.
    public static let capacity = 8_192

    public static func compute(_ key: SourcePath, previous: FileUses?, in context: QueryContext) throws(QueryInterruption) -> FileUses {
        switch try diskText(of: key.path, root: key.root, in: context) {
        case .contents(let bytes)?:
            AnalysisWork.countDiskUseSearch()
            return try uses(in: SourceFile(path: key.path, bytes: bytes), root: key.root, bytesFromDisk: bytes.count, previous: previous,
                            in: context, buffers: false)
        case .tooLarge?:
            return FileUses(usages: nil, refusal: .unseen, bytesFromDisk: 0)
        default:
            return FileUses(usages: nil, refusal: .notInProject, bytesFromDisk: 0)
        }
    }

    /// The uses in `file`, its imports resolved against the disk (and the editor's buffers
    /// when `buffers`), each file looked for recorded as read.
    static func uses(in file: SourceFile, root: String, bytesFromDisk: Int, previous: FileUses?, in context: QueryContext,
                     buffers: Bool) throws(QueryInterruption) -> FileUses {
        var imports = Set<String>()
        var targets: [String: String] = [:]
        for importSyntax in file.tree.sourceFile.imports {
            guard let relative = importSyntax.path,
                  let target = previous?.importTargets[relative] ?? Workspace.importTarget(relative, from: file.path, root: root) else { continue }
            targets[relative] = target
            if buffers, try context.input(BufferText.self, target) != nil { imports.insert(target); continue }
            if case .contents? = try diskText(of: target, root: root, in: context) { imports.insert(target) }
        }
        var usages: [LayoutUsage] = []
        var namesByLayout: [UInt64: [String]] = [:]
        let source = file.tree.source
        for layout in file.tree.sourceFile.layouts {
            guard let owner = layout.name else { continue }
            let key = FNV.hash(source, layout.node.range)
            let names = previous?.namesByLayout[key] ?? namesByLayout[key] ?? layout.usedLayoutNames
            namesByLayout[key] = names
            for name in names { usages.append(LayoutUsage(name: name, inside: owner)) }
        }
        return FileUses(usages: FileLayoutUsages(path: file.path, imports: imports, usages: usages), refusal: nil, bytesFromDisk: bytesFromDisk,
                        namesByLayout: namesByLayout, importTargets: targets)
    }

    static func diskText(of path: String, root: String, in context: QueryContext) throws(QueryInterruption) -> SourceFileReader.Outcome? {
        let key = SourcePath(path: path, root: root)
        return try context.input(DiskText.self, key, loadingWith: { DiskText.load(key) })
    }

    public static func isSame(_ old: FileUses, _ new: FileUses) -> Bool { old.isSame(as: new) }

    public static func describe(_ key: SourcePath) -> String { "uses on disk in \(key.path)" }
}

/// The layout uses in one file as the editor has it: an open buffer's from its parse
/// (`ParsedFile`, which its own analysis shares), imports resolved against the buffers too;
/// else the disk's (`DiskLayoutUses`). Equal uses (an edit inside a label) stop invalidation.
public enum FileLayoutUses: Query {
    public static let capacity = 8_192

    public static func compute(_ key: SourcePath, previous: FileUses?, in context: QueryContext) throws(QueryInterruption) -> FileUses {
        if try context.input(BufferText.self, key.path) != nil, let parsed = try context.query(ParsedFile.self, key).file {
            return try DiskLayoutUses.uses(in: parsed, root: key.root, bytesFromDisk: 0, previous: previous, in: context, buffers: true)
        }
        return try context.query(DiskLayoutUses.self, key)
    }

    public static func isSame(_ old: FileUses, _ new: FileUses) -> Bool { old.isSame(as: new) }

    public static func describe(_ key: SourcePath) -> String { "uses in \(key.path)" }
}

extension FileUses {
    func isSame(as other: FileUses) -> Bool {
        refusal == other.refusal && bytesFromDisk == other.bytesFromDisk && usages?.signature == other.usages?.signature
            && usages?.path == other.usages?.path
    }
}

/// Every layout use in a project's `.kiss` files, and whether every file could be read (not
/// past the listing's limit, a file's size or `SourceFileReader.maximumWorkspaceBytes` in all).
public struct ProjectUses: Sendable {
    let usages: [FileLayoutUsages]
    public let complete: Bool
    /// The files listed (the workspace adds the files it holds that are not among them).
    public let paths: Set<String>

    func isSame(as other: ProjectUses) -> Bool {
        complete == other.complete && paths == other.paths && usages.count == other.usages.count
            && zip(usages, other.usages).allSatisfy { $0.path == $1.path && $0.signature == $1.signature }
    }

    /// These uses with `files`' (an editor's buffers, the files an analysis holds) laid over
    /// them: a file's entry replaces the one listed for it, a file not listed (unsaved, or too
    /// large on disk) is added after them, and one whose uses could not all be seen makes the
    /// whole incomplete.
    func overlaid(by files: [(path: String, uses: FileUses)]) -> ProjectUses {
        var complete = self.complete
        var replaced: [String: FileLayoutUsages] = [:]
        var added: [FileLayoutUsages] = []
        for (path, uses) in files {
            if uses.refusal == .unseen { complete = false }
            guard let found = uses.usages else { continue }
            if paths.contains(path) { replaced[path] = found } else { added.append(found) }
        }
        var merged = usages.map { replaced.removeValue(forKey: $0.path) ?? $0 }
        merged.append(contentsOf: replaced.values.sorted { $0.path < $1.path })
        merged.append(contentsOf: added)
        return ProjectUses(usages: merged, complete: complete, paths: paths.union(files.map(\.path)))
    }
}

/// The project's uses as on disk: durable, so a keystroke checks none of its files.
public enum DiskProjectUses: Query {
    public static let capacity = 64

    public static func compute(_ key: SearchedFolder, previous: ProjectUses?, in context: QueryContext) throws(QueryInterruption) -> ProjectUses {
        let listing = try context.input(ProjectFiles.self, key, loadingWith: { ProjectListing.list(key) }) ?? ProjectListing(paths: [], complete: false)
        var complete = listing.complete
        var usages: [FileLayoutUsages] = []
        var bytes = 0
        for path in listing.paths {
            let uses = try context.query(DiskLayoutUses.self, SourcePath(path: path, root: key.root))
            bytes += uses.bytesFromDisk
            if bytes > SourceFileReader.maximumWorkspaceBytes || uses.refusal == .unseen { complete = false }
            if let found = uses.usages { usages.append(found) }
        }
        return ProjectUses(usages: usages, complete: complete, paths: Set(listing.paths))
    }

    public static func isSame(_ old: ProjectUses, _ new: ProjectUses) -> Bool { old.isSame(as: new) }

    public static func describe(_ key: SearchedFolder) -> String { "uses on disk under \(key)" }
}

/// The project's uses as K403 reads them: the disk's (`DiskProjectUses`), with the editor's
/// open buffers in the folder — saved or not — as the editor has them.
public enum ProjectLayoutUses: Query {
    public static let capacity = 64

    public static func compute(_ key: SearchedFolder, previous: ProjectUses?, in context: QueryContext) throws(QueryInterruption) -> ProjectUses {
        let open = (try context.input(OpenBufferPaths.self, Singleton()) ?? []).filter { key.contains($0) }.sorted()
        var buffers: [(path: String, uses: FileUses)] = []
        for path in open { buffers.append((path, try context.query(FileLayoutUses.self, SourcePath(path: path, root: key.root)))) }
        // `kisslint` run on a project lints every file of it: each is a buffer, and the disk's
        // view of them (each file read and parsed a second time) would all give way to theirs.
        // Their uses are put in the listing's order, as the disk's view with the buffers laid
        // over it gives them, so that the value is the same whichever way it was worked out.
        let listing = try context.input(ProjectFiles.self, key, loadingWith: { ProjectListing.list(key) })
        if let listing, !listing.paths.isEmpty, listing.paths.allSatisfy(Set(open).contains) {
            let byPath = Dictionary(buffers, uniquingKeysWith: { first, _ in first })
            let listed = Set(listing.paths)
            let ordered = listing.paths.compactMap { path in byPath[path].map { (path, $0) } } + buffers.filter { !listed.contains($0.path) }
            return ProjectUses(usages: [], complete: listing.complete, paths: []).overlaid(by: ordered)
        }
        let disk = try context.query(DiskProjectUses.self, key)
        return buffers.isEmpty ? disk : disk.overlaid(by: buffers)
    }

    public static func isSame(_ old: ProjectUses, _ new: ProjectUses) -> Bool { old.isSame(as: new) }

    public static func describe(_ key: SearchedFolder) -> String { "uses under \(key)" }
}
