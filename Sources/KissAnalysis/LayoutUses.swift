import KissDatabase
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

extension Workspace {
    /// The folder K403 searches for uses of this workspace's layouts.
    public var searchedFolder: SearchedFolder { SearchedFolder(root: root, recursive: isProject) }

    /// The `.kiss` files of the workspace, as K403 searches them (under the root, in its
    /// subfolders too when it is a project; at most `ProjectListing.maximumFiles`), and the
    /// buffers it holds. The listing is the database's (`ProjectFiles`) when the workspace reads
    /// one, else made now.
    public func kissFiles() -> [String] {
        let folder = searchedFolder
        let listing = (provider as? ParsingSourceProvider)?.projectListing(in: folder) ?? ProjectListing.list(folder)
        var paths = listing.paths
        var seen = Set(paths)
        for path in loadedPaths().sorted() where path.hasSuffix(".kiss") && seen.insert(path).inserted { paths.append(path) }
        return paths
    }

    /// Every layout use in the `.kiss` files K403 searches (`searchedFolder`) and in the buffers
    /// the analysis holds, by file; and whether every such file could be read (not past the
    /// file count, a file's size or the read limit). Always the project queries'
    /// (`ProjectLayoutUses`): the database's the workspace reads, or, for a workspace apart from
    /// one (a detached analysis, a lone lint such as `kisslint --fix`'s, a revision the host
    /// moved past), a database of one revision made for this search alone
    /// (`oneSearchDatabase`), so nothing is kept from one search to the next and no finding
    /// is stale.
    func layoutUsages() -> (usages: [FileLayoutUsages], complete: Bool) {
        cachedUsages {
            let folder = searchedFolder
            if let parser = provider as? ParsingSourceProvider {
                if let project = parser.projectUses(in: folder) { return usages(adding: project, from: parser) }
                if let disk = parser.diskProjectUses(in: folder) { return usages(layingHeldFilesOver: disk) }
            }
            let database = oneSearchDatabase(of: folder)
            return withExtendedLifetime(database) {
                let snapshot = database.snapshot()
                let parser = DatabaseSourceProvider(snapshot: snapshot, fallback: provider)
                guard let project = parser.projectUses(in: folder) else { return ([], false) }
                var found = usages(adding: project, from: parser)
                // The workspace's read limit counts the files read from disk for the search.
                var bytes = 0
                for path in project.paths where readsFromDisk(path) {
                    bytes += (try? snapshot.query(DiskLayoutUses.self, SourcePath(path: path, root: root)))?.bytesFromDisk ?? 0
                }
                if bytes > readBudget { found.complete = false }
                return found
            }
        }
    }

    /// A database of one revision for one search of `folder`: its listing made now, and each
    /// file listed or held (added, read already) as the workspace sees it — through its
    /// provider (an editor's buffers, files in memory), a file it holds as it holds it — set
    /// as that file's `DiskText`, so the search reads what this analysis reads.
    private func oneSearchDatabase(of folder: SearchedFolder) -> Database {
        let database = Database()
        let listing = ProjectListing.list(folder)
        database.set(ProjectFiles.self, folder, to: listing)
        for path in Set(listing.paths).union(loadedPaths()) where path.hasSuffix(".kiss") {
            let held = readsFromDisk(path) ? nil : contents(ofFile: path)
            let outcome = held.map { SourceFileReader.Outcome.contents($0) } ?? provider.read(path, confinedTo: root)
            database.set(DiskText.self, SourcePath(path: path, root: root), to: outcome)
        }
        return database
    }

    /// The disk's uses as the host's latest revision has them, with the files this workspace
    /// holds, and the listed files its provider keeps in memory (an editor's buffers), laid over
    /// them as this analysis reads them: the search of an analysis apart from the database
    /// parses those few files, not the project again (a thousand files in a large one). What it
    /// finds is what a search of a database of its own finds (`oneSearchDatabase`).
    private func usages(layingHeldFilesOver disk: ProjectUses) -> (usages: [FileLayoutUsages], complete: Bool) {
        var held = Set(loadedPaths().filter { $0.hasSuffix(".kiss") })
        for path in disk.paths where provider.holdsInMemory(path) { held.insert(path) }
        let database = Database()
        for path in held {
            let bytes = readsFromDisk(path) ? nil : contents(ofFile: path)
            database.set(DiskText.self, SourcePath(path: path, root: root), to: bytes.map { .contents($0) } ?? provider.read(path, confinedTo: root))
        }
        let snapshot = database.snapshot()
        let files = held.sorted().map { path in
            (path, (try? snapshot.query(DiskLayoutUses.self, SourcePath(path: path, root: root)))
                ?? FileUses(usages: nil, refusal: .unseen, bytesFromDisk: 0))
        }
        let overlaid = disk.overlaid(by: files)
        return (overlaid.usages, overlaid.complete)
    }

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
