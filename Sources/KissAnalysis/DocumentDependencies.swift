/// The other files whose text a file's findings depend on, so that an editor can re-check a
/// document when one of them changes unsaved: its imports and theirs, and — when K403 may
/// report one of its layouts — every `.kiss` file that could use them.
public struct DocumentDependencies: Sendable, Hashable {
    /// Files imported, directly or through other imports (standardized paths), including
    /// imports that could not be read.
    public var imports: Set<String>
    /// The folder whose `.kiss` files K403 searches for uses of the file's layouts (nil when
    /// K403 has nothing to report in it: no component layout), and whether its subfolders count.
    public var usageScope: (folder: String, recursive: Bool)?

    public init(imports: Set<String> = [], usageScope: (folder: String, recursive: Bool)? = nil) {
        self.imports = imports
        self.usageScope = usageScope
    }

    /// Whether a change to `path`'s text may change the findings.
    public func include(_ path: String) -> Bool {
        if imports.contains(path) { return true }
        guard let scope = usageScope, path.hasSuffix(".kiss") else { return false }
        let folder = scope.folder.hasSuffix("/") ? scope.folder : scope.folder + "/"
        guard path.hasPrefix(folder) else { return false }
        return scope.recursive || !path.dropFirst(folder.count).contains("/")
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.imports == rhs.imports && lhs.usageScope?.folder == rhs.usageScope?.folder
            && lhs.usageScope?.recursive == rhs.usageScope?.recursive
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(imports)
        hasher.combine(usageScope?.folder)
        hasher.combine(usageScope?.recursive)
    }
}

extension Workspace {
    /// `file`'s dependencies, its imports followed through the workspace (cached files are
    /// not read again).
    public func dependencies(of file: SourceFile) -> DocumentDependencies {
        var imports = Set<String>()
        var pending = [file]
        while let current = pending.popLast() {
            for importSyntax in current.tree.sourceFile.imports {
                guard let relative = importSyntax.path else { continue }
                switch resolveImport(relative, from: current.path) {
                case .success(let target):
                    guard target != file.path, imports.insert(target).inserted, let imported = self.file(target) else { continue }
                    pending.append(imported)
                // A file that is missing or unreadable now may be opened or fixed in the editor.
                case .failure(.notFound(let target)), .failure(.tooLarge(let target, _)), .failure(.overBudget(let target)):
                    imports.insert(target)
                case .failure(.outsideWorkspace), .failure(.linkLeavesWorkspace):
                    continue
                }
            }
        }
        let hasComponents = file.tree.sourceFile.layouts.dropFirst().contains { !$0.parameters.isEmpty }
        return DocumentDependencies(imports: imports, usageScope: hasComponents ? (root, isProject) : nil)
    }
}
