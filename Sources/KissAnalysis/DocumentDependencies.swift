/// What a file's findings read besides its own text, as it was when they were worked out, so
/// that an editor can tell which open documents an unsaved change to another one makes stale:
/// the files it imports (and theirs), and — when K403 looked for uses of its components —
/// the layout uses in every `.kiss` file of the scope K403 searched.
public struct DocumentDependencies: Sendable {
    /// Files imported, directly or through other imports (standardized paths), with a hash of
    /// the text read (nil: it could not be read — missing now, it may be opened or created).
    public var imports: [String: UInt64?]
    /// The folder K403 searched for uses of the file's layouts, and whether its subfolders
    /// counted; nil when K403 did not run (no component, or a file with errors).
    public var usageScope: (folder: String, recursive: Bool)?
    /// What K403 saw in each file of that scope: `UsageSignature` by path.
    public var seenUsages: [String: UInt64]

    public init(imports: [String: UInt64?] = [:], usageScope: (folder: String, recursive: Bool)? = nil, seenUsages: [String: UInt64] = [:]) {
        self.imports = imports
        self.usageScope = usageScope
        self.seenUsages = seenUsages
    }

    /// Whether the findings may change now that `path` holds `text` (nil: it cannot be read).
    /// `signature` gives the file's `UsageSignature` and is asked only when that matters.
    public func affected(byChangeTo path: String, text: [UInt8]?, signature: () -> UInt64) -> Bool {
        if let seen = imports[path], seen != text.map(UsageSignature.contentHash) { return true }
        guard isInUsageScope(path) else { return false }
        return signature() != (seenUsages[path] ?? UsageSignature.none)
    }

    /// Whether K403 searched `path` (a `.kiss` file in the scope it looked in).
    public func isInUsageScope(_ path: String) -> Bool {
        guard let scope = usageScope, path.hasSuffix(".kiss") else { return false }
        let folder = scope.folder.hasSuffix("/") ? scope.folder : scope.folder + "/"
        guard path.hasPrefix(folder) else { return false }
        return scope.recursive || !path.dropFirst(folder.count).contains("/")
    }
}

/// A hash of the layout uses in one file as K403 reads them (each use's name, the layout
/// holding it, the files the file imports): equal signatures, equal K403 findings elsewhere.
/// A file without uses has the signature `none`, whatever it imports.
public enum UsageSignature {
    /// A file without any use.
    public static let none = FNV.offset

    static func signature(of usages: [LayoutUsage], imports: Set<String>) -> UInt64 {
        guard !usages.isEmpty else { return none }
        var hash = FNV.hash(imports.sorted().joined(separator: "\u{0}"))
        for usage in usages {
            hash = FNV.combine(FNV.combine(hash, FNV.hash(usage.name)), FNV.hash(usage.inside))
        }
        return hash
    }

    static func contentHash(_ bytes: [UInt8]) -> UInt64 {
        FNV.hash(bytes, 0..<bytes.count)
    }
}

extension Workspace {
    /// `file`'s dependencies as its analysis in this workspace left them: imports followed
    /// (files already read are not read again), and the uses K403 gathered if it ran.
    public func dependencies(of file: SourceFile) -> DocumentDependencies {
        var imports: [String: UInt64?] = [:]
        var pending = [file]
        while let current = pending.popLast() {
            for importSyntax in current.tree.sourceFile.imports {
                guard let relative = importSyntax.path else { continue }
                switch resolveImport(relative, from: current.path) {
                case .success(let target):
                    guard target != file.path, imports[target] == nil, let imported = self.file(target) else { continue }
                    imports[target] = UsageSignature.contentHash(imported.tree.source)
                    pending.append(imported)
                // A file that is missing or unreadable now may be opened or fixed in the editor.
                case .failure(.notFound(let target)), .failure(.tooLarge(let target, _)), .failure(.overBudget(let target)):
                    if imports[target] == nil { imports[target] = .some(nil) }
                case .failure(.outsideWorkspace), .failure(.linkLeavesWorkspace):
                    continue
                }
            }
        }
        var dependencies = DocumentDependencies(imports: imports)
        if let gathered = gatheredLayoutUsages() {
            dependencies.usageScope = (root, isProject)
            for file in gathered.usages where file.signature != UsageSignature.none {
                dependencies.seenUsages[file.path] = file.signature
            }
        }
        return dependencies
    }

    /// The `UsageSignature` of `path` holding `bytes`, resolving its imports in this workspace.
    public func usageSignature(of path: String, bytes: [UInt8]) -> UInt64 {
        LayoutUsageIndex.shared.usages(of: path, bytes: bytes, parsed: nil, resolve: resolvedImports(of:)).signature
    }
}
