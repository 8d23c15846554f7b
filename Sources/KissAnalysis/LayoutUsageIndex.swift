import Foundation
import KissSyntax

/// One use of a layout name somewhere in the workspace.
struct LayoutUsage: Sendable {
    var name: String
    /// The layout whose body holds the use.
    var inside: String
}

/// The layout uses in one file, with what K403 and the editor's re-checks read of them.
struct FileLayoutUsages: Sendable {
    var path: String
    /// The files the file imports.
    var imports: Set<String>
    var usages: [LayoutUsage]
    /// `UsageSignature` of the uses, worked out once per text of the file: every analysis
    /// records the signature of each file K403 searched.
    let signature: UInt64

    init(path: String, imports: Set<String>, usages: [LayoutUsage]) {
        self.path = path
        self.imports = imports
        self.usages = usages
        signature = UsageSignature.signature(of: usages, imports: imports)
    }
}

/// Layout uses per file, kept across analyses (an editor analyses the same
/// workspace on every keystroke): a file is looked at again only when its
/// text changed (compared by a hash), and then only the layouts whose own
/// text changed are walked again.
public final class LayoutUsageIndex: @unchecked Sendable {
    public static let shared = LayoutUsageIndex()
    private let lock = NSLock()
    private struct Entry {
        var fingerprint: UInt64
        /// The text the entry was made from (or last found equal to).
        var bytes: [UInt8]
        var usages: FileLayoutUsages
        /// The names each layout uses, by the hash of the layout's text.
        var byLayout: [UInt64: [String]]
        /// When the text was last read from disk (nil: it was given from memory).
        var readFromDisk: Date?
    }
    private var entries: [String: Entry] = [:]
    private var fileLists: [FileListKey: (listed: Date, paths: [String], complete: Bool)] = [:]
    private struct FileListKey: Hashable {
        var root: String
        var recursive: Bool
    }
    static let maximumListedFiles = 5_000
    static let maximumListedEntries = 50_000
    /// How long a folder's list of `.kiss` files is trusted: an editor lints on
    /// every keystroke, and listing a large project each time would cost more
    /// than the lint. Changes reported by the editor clear it at once.
    static let fileListLifetime: TimeInterval = 5

    /// The `.kiss` files under `root`, in its subfolders too when `recursive` (at most 5,000
    /// files among the first 50,000 entries; hidden and build folders are skipped), and whether
    /// that is all of them. A root of `/` is not scanned.
    func kissFiles(under root: String, recursive: Bool) -> (paths: [String], complete: Bool) {
        let key = FileListKey(root: root, recursive: recursive)
        lock.lock()
        if let known = fileLists[key], Date().timeIntervalSince(known.listed) < Self.fileListLifetime {
            lock.unlock()
            return (known.paths, known.complete)
        }
        lock.unlock()
        let listed = Self.listKissFiles(under: root, recursive: recursive)
        lock.lock()
        fileLists[key] = (Date(), listed.paths, listed.complete)
        lock.unlock()
        return listed
    }

    /// Lists the `.kiss` files under `root` as `kissFiles` does, without keeping the list.
    static func listKissFiles(under root: String, recursive: Bool) -> (paths: [String], complete: Bool) {
        var paths: [String] = []
        var complete = root != "/"
        if root != "/", let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) {
            var entries = 0
            for case let url as URL in enumerator {
                entries += 1
                if entries > Self.maximumListedEntries || paths.count >= Self.maximumListedFiles {
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
        return (paths, complete)
    }

    /// Files were created, deleted or changed on disk: list folders again, and read again the
    /// files that were read from disk.
    public func forgetFileLists() {
        lock.lock()
        fileLists.removeAll()
        for path in entries.keys { entries[path]?.readFromDisk = nil }
        lock.unlock()
    }

    /// The uses in a file read from disk: read again only when its entry is older than
    /// `fileListLifetime` or was forgotten (changes the editor reports), as folder lists are;
    /// reading every project file on every keystroke cost more than the lint.
    func usagesOnDisk(
        of path: String, read: () -> [UInt8]?, resolve: (SourceFile) -> Set<String>
    ) -> FileLayoutUsages? {
        let now = Date()
        lock.lock()
        let known = entries[path]
        lock.unlock()
        if let known, let readAt = known.readFromDisk, now.timeIntervalSince(readAt) < Self.fileListLifetime {
            return known.usages
        }
        guard let bytes = read() else { return nil }
        let usages = usages(of: path, bytes: bytes, parsed: nil, resolve: resolve)
        lock.lock()
        entries[path]?.readFromDisk = now
        lock.unlock()
        return usages
    }

    /// `parsed` is the file's tree when the caller has it already (an open
    /// buffer the analysis parsed); otherwise the text is parsed if it changed.
    func usages(of path: String, bytes: [UInt8], parsed: SourceFile?, resolve: (SourceFile) -> Set<String>) -> FileLayoutUsages {
        lock.lock()
        let previous = entries[path]
        lock.unlock()
        // The very text seen last time (the same array storage, which the entry keeps alive and
        // so unchanged): nothing to hash. Other open documents are passed along unchanged at
        // every keystroke, and hashing a 10,000-line one each time cost a tenth of a millisecond.
        if let previous, Self.sameStorage(previous.bytes, bytes) { return previous.usages }
        let fingerprint = FNV.hash(bytes, 0..<bytes.count)
        if let previous, previous.fingerprint == fingerprint {
            lock.lock()
            entries[path]?.bytes = bytes
            lock.unlock()
            return previous.usages
        }
        let file = parsed ?? SourceFile(path: path, bytes: bytes)
        let imports = resolve(file)
        var usages: [LayoutUsage] = []
        var byLayout: [UInt64: [String]] = [:]
        for layout in file.tree.sourceFile.layouts {
            guard let owner = layout.name else { continue }
            let key = FNV.hash(bytes, layout.node.range)
            let names = previous?.byLayout[key] ?? byLayout[key] ?? layout.usedLayoutNames
            byLayout[key] = names
            for name in names { usages.append(LayoutUsage(name: name, inside: owner)) }
        }
        let found = FileLayoutUsages(path: path, imports: imports, usages: usages)
        lock.lock()
        entries[path] = Entry(fingerprint: fingerprint, bytes: bytes, usages: found, byLayout: byLayout)
        lock.unlock()
        return found
    }

    private static func sameStorage(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { a in second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

}

extension Workspace {
    /// The files `file`'s imports lead to (those that resolve).
    func resolvedImports(of file: SourceFile) -> Set<String> {
        var imports = Set<String>()
        for importSyntax in file.tree.sourceFile.imports {
            if let relative = importSyntax.path, case .success(let target) = resolveImport(relative, from: file.path) { imports.insert(target) }
        }
        return imports
    }

    /// The `.kiss` files of the workspace, as K403 searches them (under the root, in its
    /// subfolders too when it is a project; at most 5,000), and the buffers it holds.
    public func kissFiles() -> [String] {
        var paths = LayoutUsageIndex.shared.kissFiles(under: root, recursive: isProject).paths
        var seen = Set(paths)
        for path in loadedPaths().sorted() where path.hasSuffix(".kiss") && seen.insert(path).inserted { paths.append(path) }
        return paths
    }

    /// Every layout use in the `.kiss` files under the root — in its subfolders too when the
    /// root is a project (see `LayoutUsageIndex.kissFiles`) — and in the buffers the analysis
    /// holds, by file; and whether every such file could be read (not past the file count, a
    /// file's size or the workspace's read limit).
    func layoutUsages() -> (usages: [FileLayoutUsages], complete: Bool) {
        cachedUsages {
            if let parser = provider as? ParsingSourceProvider, let project = parser.projectUses(in: searchedFolder) {
                return usages(adding: project, from: parser)
            }
            let listed = LayoutUsageIndex.shared.kissFiles(under: root, recursive: isProject)
            var paths = listed.paths
            var complete = listed.complete
            // Buffers the analysis has (the file being linted, unsaved or not) count too.
            var seen = Set(paths)
            for path in loadedPaths().sorted() where path.hasSuffix(".kiss") && seen.insert(path).inserted { paths.append(path) }
            var usages: [FileLayoutUsages] = []
            for path in paths {
                let resolve = resolvedImports(of:)
                if readsFromDisk(path) {
                    if let found = LayoutUsageIndex.shared.usagesOnDisk(of: path, read: { contents(ofFile: path) }, resolve: resolve) {
                        usages.append(found)
                    } else if let refusal = refusal(of: path) {
                        // A link out of the project is not part of it; a file too large to read is.
                        if case .linkLeavesWorkspace = refusal {} else { complete = false }
                    }
                    continue
                }
                let parsed = parsedFile(path)
                guard let bytes = parsed?.tree.source ?? contents(ofFile: path) else { continue }
                usages.append(LayoutUsageIndex.shared.usages(of: path, bytes: bytes, parsed: parsed, resolve: resolve))
            }
            return (usages, complete)
        }
    }
}

extension Workspace {
    /// The folder K403 searches for uses of this workspace's layouts.
    public var searchedFolder: SearchedFolder { SearchedFolder(root: root, recursive: isProject) }

    /// The project's uses as the database gives them, with those of the files this workspace
    /// holds that the listing does not (an unsaved buffer, standard input).
    private func usages(adding project: ProjectUses, from parser: ParsingSourceProvider) -> (usages: [FileLayoutUsages], complete: Bool) {
        var usages = project.usages
        var complete = project.complete
        for path in loadedPaths().sorted() where path.hasSuffix(".kiss") && !project.paths.contains(path) {
            guard let uses = parser.fileUses(path, confinedTo: root) else { continue }
            if let found = uses.usages { usages.append(found) }
            if uses.refusal == .unseen { complete = false }
        }
        return (usages, complete)
    }
}

extension LayoutSyntax {
    /// The names the body uses as layouts (capitalised element names), children and
    /// overlay contents included, in no particular order.
    public var usedLayoutNames: [String] {
        var names: [String] = []
        var stack = body?.elements ?? []
        while let element = stack.popLast() {
            let head = element.name
            if let first = head.first, first.isUppercase { names.append(head) }
            stack.append(contentsOf: element.children)
            for modifier in element.modifiers { stack.append(contentsOf: modifier.children) }
        }
        return names
    }
}
