import Foundation
import KissSyntax

/// K403: a layout that no layout in the workspace uses. The first layout of
/// each file is its entry point (a screen or a component shown by its
/// previews) and is never reported; the others are helpers, and a helper
/// nobody uses is dead code.
enum UnusedLayoutRule {
    static func check(_ analysis: FileAnalysis, in workspace: Workspace) -> [Diagnostic] {
        let layouts = analysis.file.tree.sourceFile.layouts
        guard layouts.count > 1 else { return [] }
        let path = analysis.file.path
        // Names used where this file's layouts are visible, a layout's use of itself aside.
        var used = Set<String>()
        for usage in workspace.layoutUsages()
        where (usage.file == path && usage.inside != usage.name) || (usage.file != path && usage.imports.contains(path)) {
            used.insert(usage.name)
        }
        var diagnostics: [Diagnostic] = []
        for layout in layouts.dropFirst() {
            guard let name = layout.name, let token = layout.nameToken else { continue }
            if !used.contains(name) {
                diagnostics.append(Diagnostic(
                    code: .unusedLayout, message: "layout `\(name)` is never used in the workspace; use it, or delete it",
                    range: token.range, tags: [.unnecessary]))
            }
        }
        return diagnostics
    }
}

/// One use of a layout name somewhere in the workspace.
struct LayoutUsage: Sendable {
    var name: String
    var file: String
    /// The layout whose body holds the use.
    var inside: String
    /// The files the using file imports.
    var imports: Set<String>
}

/// Layout uses per file, kept across analyses (an editor analyses the same
/// workspace on every keystroke): a file is parsed again only when its text
/// changed, and its text is compared by a hash, not parsed.
final class LayoutUsageIndex: @unchecked Sendable {
    static let shared = LayoutUsageIndex()
    private let lock = NSLock()
    private var entries: [String: (fingerprint: UInt64, usages: [LayoutUsage])] = [:]

    /// `parsed` is the file's tree when the caller has it already (an open
    /// buffer the analysis parsed); otherwise the text is parsed if it changed.
    func usages(of path: String, bytes: [UInt8], parsed: SourceFile?, resolve: (SourceFile) -> Set<String>) -> [LayoutUsage] {
        let fingerprint = FNV.hash(bytes, 0..<bytes.count)
        lock.lock()
        if let entry = entries[path], entry.fingerprint == fingerprint {
            lock.unlock()
            return entry.usages
        }
        lock.unlock()
        let file = parsed ?? SourceFile(path: path, bytes: bytes)
        let imports = resolve(file)
        var usages: [LayoutUsage] = []
        for layout in file.tree.sourceFile.layouts {
            guard let owner = layout.name else { continue }
            var stack = layout.body?.elements ?? []
            while let element = stack.popLast() {
                let head = element.name
                if let first = head.first, first.isUppercase {
                    usages.append(LayoutUsage(name: head, file: path, inside: owner, imports: imports))
                }
                stack.append(contentsOf: element.children)
                for modifier in element.modifiers { stack.append(contentsOf: modifier.children) }
            }
        }
        lock.lock()
        entries[path] = (fingerprint, usages)
        lock.unlock()
        return usages
    }
}

extension Workspace {
    /// Every layout use in the `.kiss` files under the root (at most 5,000
    /// files among the first 50,000 entries; hidden and build folders are
    /// skipped). A workspace rooted at `/` is not scanned.
    func layoutUsages() -> [LayoutUsage] {
        cachedUsages {
            guard root != "/", let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
            var usages: [LayoutUsage] = []
            var files = 0
            var entries = 0
            for case let url as URL in enumerator {
                entries += 1
                if entries > 50_000 || files >= 5_000 { break }
                if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "node_modules" {
                    enumerator.skipDescendants()
                    continue
                }
                guard url.pathExtension == "kiss" else { continue }
                files += 1
                let path = url.standardizedFileURL.path
                let parsed = parsedFile(path)
                guard let bytes = parsed?.tree.source ?? contents(ofFile: path) else { continue }
                usages += LayoutUsageIndex.shared.usages(of: path, bytes: bytes, parsed: parsed) { file in
                    var imports = Set<String>()
                    for importSyntax in file.tree.sourceFile.imports {
                        if let relative = importSyntax.path, case .success(let target) = self.resolveImport(relative, from: path) { imports.insert(target) }
                    }
                    return imports
                }
            }
            return usages
        }
    }
}
