import Foundation
import KissSyntax
import KissRuntime
import Synchronization

/// Reads the text of source files: from disk, or an editor's unsaved buffers first.
public protocol SourceProvider: Sendable {
    func contents(ofFile path: String) -> [UInt8]?
    /// Whether `path`'s text is held in memory (an editor buffer) rather than read from disk.
    func holdsInMemory(_ path: String) -> Bool
    /// The text of a file a workspace rooted at `root` may read: a provider that reads the
    /// disk refuses a file too large or outside the root (`SourceFileReader`).
    func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome
}

extension SourceProvider {
    public func holdsInMemory(_ path: String) -> Bool { false }

    /// A provider that does not read the disk itself has nothing to confine.
    public func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome {
        contents(ofFile: path).map { .contents($0) } ?? .unreadable
    }
}

public struct DiskSourceProvider: SourceProvider {
    public init() {}
    public func contents(ofFile path: String) -> [UInt8]? {
        if case .contents(let bytes) = SourceFileReader.read(path) { return bytes }
        return nil
    }

    public func read(_ path: String, confinedTo root: String) -> SourceFileReader.Outcome {
        SourceFileReader.read(path, confinedTo: root)
    }
}

/// A parsed file with its line index.
public struct SourceFile: Sendable {
    public let path: String
    public let tree: SyntaxTree
    private let lineIndex: LazyLineIndex

    /// `previous` is an earlier version's tree of the same file, which lets
    /// the parser reparse only the declarations that changed.
    public init(path: String, bytes: [UInt8], previous: SyntaxTree? = nil) {
        self.path = path
        self.tree = SyntaxTree.parse(bytes, reusing: previous) { DeepWork.run($0, alongside: $1) }
        self.lineIndex = LazyLineIndex()
    }

    /// Built on first use: linting a clean file never needs it, and an
    /// editor's keystroke should not pay for indexing the whole file.
    public var lines: LineIndex { lineIndex.index(of: tree.source) }
}

/// A layout declaration and the file it is in.
public struct LayoutDeclaration: Sendable {
    public let name: String
    public let syntax: LayoutSyntax
    public let file: SourceFile
}

/// The files one analysis may read. Reads from disk are confined to `root` (links followed):
/// an import that leaves it is K109, like one that does not exist; and they stop at the limits
/// of `SourceFileReader` (one file, and all the files one workspace reads).
public final class Workspace: Sendable {
    public let root: String
    /// Whether `root` is a project (a folder with a project marker, or one an editor opened),
    /// rather than just the folder a lone file happens to be in. Only a project's subfolders
    /// are searched for uses of a file's layouts (K403).
    public let isProject: Bool
    let provider: SourceProvider
    /// Everything that changes, behind one lock: each method below takes it as often as the
    /// `NSLock` it replaced did (once or twice per call), so no read per lint got dearer.
    private let state = Mutex(State())

    private struct State {
        var files: [String: SourceFile?] = [:]
        var refusals: [String: ImportProblem] = [:]
        var bytesRead = 0
        var usages: [FileLayoutUsages]?
        var usagesComplete = true

        /// Counts `count` bytes read from disk for `path` against `budget`; false, with the
        /// refusal remembered, when they would go over it.
        mutating func charge(_ count: Int, for path: String, budget: Int) -> Bool {
            guard bytesRead + count <= budget else {
                refusals[path] = .overBudget(path)
                return false
            }
            bytesRead += count
            return true
        }

        /// Remembers why `path` was refused.
        mutating func record(_ outcome: SourceFileReader.Outcome, of path: String) {
            switch outcome {
            case .tooLarge(let size): refusals[path] = .tooLarge(path, bytes: size)
            case .outside(let real): refusals[path] = .linkLeavesWorkspace(real)
            case .contents, .unreadable: break
            }
        }
    }

    /// How many bytes it may read from disk in all (`SourceFileReader.maximumWorkspaceBytes`).
    let readBudget: Int

    public init(root: String, isProject: Bool = true, provider: SourceProvider = DiskSourceProvider(),
                readBudget: Int = SourceFileReader.maximumWorkspaceBytes) {
        self.root = StandardizedPaths.directory(root)
        self.isProject = isProject
        self.provider = provider
        self.readBudget = readBudget
    }

    /// A workspace rooted at the project holding `path` (see `enclosingRoot`).
    public static func enclosing(_ path: String, provider: SourceProvider = DiskSourceProvider()) -> Workspace {
        let project = enclosingProject(of: path)
        return Workspace(root: project.root, isProject: project.marked, provider: provider)
    }

    /// The folder `enclosing` roots a file's workspace at: the nearest ancestor holding
    /// `.git`, `.kisslint.json` or `Package.swift`, else the file's own folder.
    public static func enclosingRoot(of path: String) -> String {
        enclosingProject(of: path).root
    }

    /// The root `enclosingRoot` gives, and whether a project marker was found there.
    public static func enclosingProject(of path: String) -> (root: String, marked: Bool) {
        var folder = URL(fileURLWithPath: StandardizedPaths.folder(of: path), isDirectory: true)
        let start = folder
        while folder.path != "/" {
            for marker in [".git", ".kisslint.json", "Package.swift"]
            where FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
                return (folder.path, true)
            }
            folder.deleteLastPathComponent()
        }
        return (start.path, false)
    }

    /// Adds a file whose text the caller already has (standard input, an editor buffer).
    public func add(path: String, bytes: [UInt8], previous: SyntaxTree? = nil) -> SourceFile {
        let file = SourceFile(path: path, bytes: bytes, previous: previous)
        add(file)
        return file
    }

    /// Adds a file parsed already (by the database the caller reads).
    public func add(_ file: SourceFile) {
        state.withLock { state in
            state.files[file.path] = file
            state.usages = nil
        }
    }

    public func file(_ path: String) -> SourceFile? {
        if let cached = state.withLock({ $0.files[path] }) { return cached }
        let file: SourceFile?
        if let parser = provider as? ParsingSourceProvider {
            file = admitted(parser.parsedFile(path, confinedTo: root), of: path)
        } else {
            file = guardedRead(path).map { SourceFile(path: path, bytes: $0) }
        }
        state.withLock { $0.files[path] = file }
        return file
    }

    /// A parse from a `ParsingSourceProvider`, within the limits `guardedRead` keeps.
    private func admitted(_ parsed: ParsedSource, of path: String) -> SourceFile? {
        switch parsed {
        case .file(let file, let fromDisk):
            guard fromDisk else { return file }
            let budget = readBudget
            return state.withLock { $0.charge(file.tree.source.count, for: path, budget: budget) } ? file : nil
        case .refused(let outcome):
            state.withLock { $0.record(outcome, of: path) }
            return nil
        }
    }

    /// Why `path` could not be read, if it was refused (rather than missing).
    func refusal(of path: String) -> ImportProblem? {
        state.withLock { $0.refusals[path] }
    }

    /// The provider's text of `path`, within the root and the limits; a refusal is remembered.
    private func guardedRead(_ path: String) -> [UInt8]? {
        let fromDisk = !provider.holdsInMemory(path)
        let outcome = provider.read(path, confinedTo: root)
        switch outcome {
        case .contents(let bytes):
            guard fromDisk else { return bytes }
            let budget = readBudget
            return state.withLock { $0.charge(bytes.count, for: path, budget: budget) } ? bytes : nil
        case .unreadable, .tooLarge, .outside:
            state.withLock { $0.record(outcome, of: path) }
            return nil
        }
    }

    /// Files added or read so far (an unsaved buffer may not be on disk).
    func loadedPaths() -> [String] {
        state.withLock { $0.files.compactMap { $0.value == nil ? nil : $0.key } }
    }

    /// Every path a read was asked for, found or not (what an analysis that used this
    /// workspace depends on besides its own file).
    public func pathsLookedFor() -> [String] {
        state.withLock { $0.files.keys.sorted() }
    }

    /// Whether `path`'s text comes from disk (not added, not an editor buffer).
    func readsFromDisk(_ path: String) -> Bool {
        let added = state.withLock { $0.files[path] != nil }
        return !added && !provider.holdsInMemory(path)
    }

    /// The file if it was added or read already, without reading or parsing it.
    func parsedFile(_ path: String) -> SourceFile? {
        state.withLock { $0.files[path] ?? nil }
    }

    /// A file's text: what was added (a buffer, standard input), else the provider's, within
    /// the root and the limits.
    func contents(ofFile path: String) -> [UInt8]? {
        if let cached = state.withLock({ $0.files[path] }) { return cached?.tree.source }
        return guardedRead(path)
    }

    /// The layout uses gathered so far (by K403, `layoutUsages`), without gathering them;
    /// `complete` is false when the search could not see every file. Adding a file forgets them.
    func gatheredLayoutUsages() -> (usages: [FileLayoutUsages], complete: Bool)? {
        state.withLock { state in state.usages.map { ($0, state.usagesComplete) } }
    }

    func cachedUsages(_ compute: () -> (usages: [FileLayoutUsages], complete: Bool)) -> (usages: [FileLayoutUsages], complete: Bool) {
        if let known = gatheredLayoutUsages() { return known }
        let computed = compute()
        state.withLock { state in
            state.usages = computed.usages
            state.usagesComplete = computed.complete
        }
        return computed
    }

    /// Where an import of `relative` written in `file` points, or why it cannot be followed.
    public func resolveImport(_ relative: String, from file: String) -> Result<String, ImportProblem> {
        let target = Self.importPath(relative, from: file)
        guard Self.importTarget(relative, from: file, root: root) != nil else { return .failure(.outsideWorkspace(target)) }
        guard self.file(target) != nil else { return .failure(refusal(of: target) ?? .notFound(target)) }
        return .success(target)
    }

    /// The path an import of `relative` written in `file` names, when it is inside `root`.
    public static func importTarget(_ relative: String, from file: String, root: String) -> String? {
        let target = importPath(relative, from: file)
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        return target.hasPrefix(rootPrefix) ? target : nil
    }

    private static func importPath(_ relative: String, from file: String) -> String {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        return (relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : base.appendingPathComponent(relative)).standardizedFileURL.path
    }

    public enum ImportProblem: Error, Equatable {
        case notFound(String)
        case outsideWorkspace(String)
        /// The path is inside, but links lead outside: to this real path.
        case linkLeavesWorkspace(String)
        case tooLarge(String, bytes: Int)
        /// The workspace has read all it may (`SourceFileReader.maximumWorkspaceBytes`).
        case overBudget(String)
    }
}
