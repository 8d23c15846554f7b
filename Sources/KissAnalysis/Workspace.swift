import Foundation
import KissSyntax

/// Reads the text of source files: from disk, or an editor's unsaved buffers first.
public protocol SourceProvider: Sendable {
    func contents(ofFile path: String) -> [UInt8]?
    /// Whether `path`'s text is held in memory (an editor buffer) rather than read from disk.
    func holdsInMemory(_ path: String) -> Bool
}

extension SourceProvider {
    public func holdsInMemory(_ path: String) -> Bool { false }
}

public struct DiskSourceProvider: SourceProvider {
    public init() {}
    public func contents(ofFile path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
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
        self.tree = SyntaxTree.parse(bytes, reusing: previous)
        self.lineIndex = LazyLineIndex()
    }

    /// Built on first use: linting a clean file never needs it, and an
    /// editor's keystroke should not pay for indexing the whole file.
    public var lines: LineIndex { lineIndex.index(of: tree.source) }
}

/// A line index made when first asked for, once, whichever thread asks.
final class LazyLineIndex: @unchecked Sendable {
    private let lock = NSLock()
    private var index: LineIndex?

    func index(of bytes: [UInt8]) -> LineIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let made = LineIndex(bytes)
        index = made
        return made
    }
}

/// A layout declaration and the file it is in.
public struct LayoutDeclaration: Sendable {
    public let name: String
    public let syntax: LayoutSyntax
    public let file: SourceFile
}

/// The files one analysis may read. Imports are confined to `root`: a path
/// that leaves it is K109, like one that does not exist.
public final class Workspace: @unchecked Sendable {
    public let root: String
    private let provider: SourceProvider
    private let lock = NSLock()
    private var files: [String: SourceFile?] = [:]
    private var usages: [[LayoutUsage]]?

    public init(root: String, provider: SourceProvider = DiskSourceProvider()) {
        self.root = StandardizedPaths.directory(root)
        self.provider = provider
    }

    /// A workspace rooted at the folder holding `path` (or its `.git` / `.kisslint.json` ancestor).
    public static func enclosing(_ path: String, provider: SourceProvider = DiskSourceProvider()) -> Workspace {
        Workspace(root: enclosingRoot(of: path), provider: provider)
    }

    /// The folder `enclosing` roots a file's workspace at: the nearest ancestor holding
    /// `.git`, `.kisslint.json` or `Package.swift`, else the file's own folder.
    public static func enclosingRoot(of path: String) -> String {
        var folder = URL(fileURLWithPath: StandardizedPaths.folder(of: path), isDirectory: true)
        let start = folder
        while folder.path != "/" {
            for marker in [".git", ".kisslint.json", "Package.swift"]
            where FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return start.path
    }

    /// Adds a file whose text the caller already has (standard input, an editor buffer).
    public func add(path: String, bytes: [UInt8], previous: SyntaxTree? = nil) -> SourceFile {
        let file = SourceFile(path: path, bytes: bytes, previous: previous)
        lock.lock()
        files[path] = file
        usages = nil
        lock.unlock()
        return file
    }

    public func file(_ path: String) -> SourceFile? {
        lock.lock()
        if let cached = files[path] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let file = provider.contents(ofFile: path).map { SourceFile(path: path, bytes: $0) }
        lock.lock()
        files[path] = file
        lock.unlock()
        return file
    }

    /// Files added or read so far (an unsaved buffer may not be on disk).
    func loadedPaths() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return files.compactMap { $0.value == nil ? nil : $0.key }
    }

    /// Whether `path`'s text comes from disk (not added, not an editor buffer).
    func readsFromDisk(_ path: String) -> Bool {
        lock.lock()
        let added = files[path] != nil
        lock.unlock()
        return !added && !provider.holdsInMemory(path)
    }

    /// The file if it was added or read already, without reading or parsing it.
    func parsedFile(_ path: String) -> SourceFile? {
        lock.lock()
        defer { lock.unlock() }
        return files[path] ?? nil
    }

    /// A file's text: what was added (a buffer, standard input), else the provider's.
    func contents(ofFile path: String) -> [UInt8]? {
        lock.lock()
        if let cached = files[path] {
            lock.unlock()
            return cached?.tree.source
        }
        lock.unlock()
        return provider.contents(ofFile: path)
    }

    /// Computes a workspace-wide index once; files added later (editor
    /// buffers) replace their disk copies, so the caller resets when needed.
    func cachedUsages(_ compute: () -> [[LayoutUsage]]) -> [[LayoutUsage]] {
        lock.lock()
        if let usages {
            lock.unlock()
            return usages
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        usages = computed
        lock.unlock()
        return computed
    }

    /// Where an import of `relative` written in `file` points, or why it cannot be followed.
    public func resolveImport(_ relative: String, from file: String) -> Result<String, ImportProblem> {
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        let target = (relative.hasPrefix("/") ? URL(fileURLWithPath: relative) : base.appendingPathComponent(relative))
            .standardizedFileURL.path
        let rootPrefix = root.hasSuffix("/") ? root : root + "/"
        guard target.hasPrefix(rootPrefix) else { return .failure(.outsideWorkspace(target)) }
        guard self.file(target) != nil else { return .failure(.notFound(target)) }
        return .success(target)
    }

    public enum ImportProblem: Error, Equatable {
        case notFound(String)
        case outsideWorkspace(String)
    }
}
