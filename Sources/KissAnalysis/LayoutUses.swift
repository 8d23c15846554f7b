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
    /// file listed or held (added, read already) as the workspace sees it (`databaseSeeing`),
    /// so the search reads what this analysis reads.
    private func oneSearchDatabase(of folder: SearchedFolder) -> Database {
        let listing = ProjectListing.list(folder)
        let database = databaseSeeing(Set(listing.paths).union(loadedPaths().filter { $0.hasSuffix(".kiss") }))
        database.set(ProjectFiles.self, folder, to: listing)
        return database
    }

    /// A database of one revision in which each of `paths` is set as its `DiskText` the way
    /// this workspace sees it: through its provider (an editor's buffers, files in memory), or
    /// a file it holds as it holds it.
    private func databaseSeeing(_ paths: Set<String>) -> Database {
        let database = Database()
        for path in paths {
            let held = readsFromDisk(path) ? nil : contents(ofFile: path)
            database.set(DiskText.self, SourcePath(path: path, root: root), to: held.map { .contents($0) } ?? provider.read(path, confinedTo: root))
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
        // A snapshot holds its database weakly: the database is kept until the reads are done.
        let database = databaseSeeing(held)
        let snapshot = database.snapshot()
        let files = withExtendedLifetime(database) {
            held.sorted().map { path in
                (path, (try? snapshot.query(DiskLayoutUses.self, SourcePath(path: path, root: root)))
                    ?? FileUses(usages: nil, refusal: .unseen, bytesFromDisk: 0))
            }
        }
        let overlaid = disk.overlaid(by: files)
        return (overlaid.usages, overlaid.complete)
    }

    /// The project's uses as the database gives them, with those of the files this workspace
    /// holds that the listing does not (an unsaved buffer, standard input) added after them.
    private func usages(adding project: ProjectUses, from parser: ParsingSourceProvider) -> (usages: [FileLayoutUsages], complete: Bool) {
        let unlisted = loadedPaths().sorted().filter { $0.hasSuffix(".kiss") && !project.paths.contains($0) }
        let found = project.overlaid(by: unlisted.compactMap { path in parser.fileUses(path, confinedTo: root).map { (path, $0) } })
        return (found.usages, found.complete)
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
