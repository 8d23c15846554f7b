import Foundation
import KissLSP
import KissSyntax

/// The latest parse of each recently analysed document: diagnostics, hovers
/// and frames of one version then share one parse, which matters for large
/// files. Small and bounded; a miss only costs a parse.
final class ParsedTreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(uri: String, version: Int, tree: SyntaxTree)] = []
    private let capacity: Int

    init(capacity: Int = 8) {
        self.capacity = capacity
    }

    func tree(for document: DocumentSnapshot) -> SyntaxTree {
        if let cached = lookup(document) { return cached }
        let tree = SyntaxTree.parse(document.text)
        lock.lock()
        defer { lock.unlock() }
        entries.removeAll { $0.uri == document.uri }
        entries.append((document.uri, document.version, tree))
        if entries.count > capacity { entries.removeFirst() }
        return tree
    }

    private func lookup(_ document: DocumentSnapshot) -> SyntaxTree? {
        lock.lock()
        defer { lock.unlock() }
        // The text is compared too: a file read from disk has no version of its own.
        guard let index = entries.firstIndex(where: { $0.uri == document.uri && $0.version == document.version && $0.tree.source == document.text })
        else { return nil }
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.tree
    }
}
