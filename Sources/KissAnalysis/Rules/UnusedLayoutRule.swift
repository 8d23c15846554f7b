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
        let usages = workspace.layoutUsages()
        var diagnostics: [Diagnostic] = []
        for layout in layouts.dropFirst() {
            guard let name = layout.name, let token = layout.nameToken else { continue }
            let used = usages.contains { usage in
                usage.name == name && !(usage.file == analysis.file.path && usage.inside == name)
                    && (usage.file == analysis.file.path || usage.imports.contains(analysis.file.path))
            }
            if !used {
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

extension Workspace {
    /// The `.kiss` files under the root (at most 5,000; hidden folders and
    /// build folders skipped), read once per workspace.
    func layoutUsages() -> [LayoutUsage] {
        cachedUsages {
            var usages: [LayoutUsage] = []
            guard let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
            var count = 0
            for case let url as URL in enumerator {
                if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "node_modules" {
                    enumerator.skipDescendants()
                    continue
                }
                guard url.pathExtension == "kiss", count < 5_000 else { continue }
                count += 1
                let path = url.standardizedFileURL.path
                guard let file = self.file(path) else { continue }
                var imports = Set<String>()
                for importSyntax in file.tree.sourceFile.imports {
                    if let relative = importSyntax.path, case .success(let target) = resolveImport(relative, from: path) { imports.insert(target) }
                }
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
            }
            return usages
        }
    }
}
