import KissAnalysis
import KissSyntax

/// An edit the editor can offer: one fix of one finding (a quick fix), or every safe fix
/// of the document at once, exactly as `kisslint --fix` would apply them.
public struct CodeAction: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case quickFix = "quickfix"
        case fixAll = "source.fixAll.kiss"
    }

    public var title: String
    public var kind: Kind
    /// The finding a quick fix resolves.
    public var diagnostic: Diagnostic?
    /// The one certain fix of its finding (a safe fix): the editor may apply it on its own.
    public var isPreferred: Bool
    /// Edits to the document, by byte ranges of the analysed text.
    public var edits: [TextEdit]
}

extension IDEService {
    /// The actions for a byte range of a document: a quick fix for each fix of each finding
    /// the range touches, and "fix all" when any safe fix applies anywhere. `kinds` narrows
    /// them (LSP's `only`); nil is every kind.
    public func codeActions(for document: IDEDocument, in range: Range<Int>, kinds: Set<CodeAction.Kind>? = nil) -> [CodeAction] {
        let analyzed = analysis(of: document)
        var actions: [CodeAction] = []
        if kinds?.contains(.quickFix) ?? true {
            for diagnostic in analyzed.diagnostics where Self.touches(diagnostic.range, range) {
                let safe = diagnostic.fixes.filter(\.isSafe)
                for fix in diagnostic.fixes {
                    actions.append(CodeAction(title: fix.message, kind: .quickFix, diagnostic: diagnostic,
                                              isPreferred: fix.isSafe && safe.count == 1, edits: fix.edits))
                }
            }
        }
        if kinds?.contains(.fixAll) ?? true, let edit = fixAll(analyzed, of: document) {
            actions.append(edit)
        }
        return actions
    }

    /// Every safe fix of the document, as `kisslint --fix` applies them (rounds judged by a
    /// fresh lint, never on or into broken syntax), as the smallest edit that turns the text
    /// into the fixed one; nil when nothing would change.
    /// `document` is the request's: its open buffers are the ones to lint against (the
    /// analysis may be of an earlier revision whose other buffers it did not read).
    private func fixAll(_ analyzed: AnalyzedDocument, of document: IDEDocument) -> CodeAction? {
        guard analyzed.diagnostics.contains(where: { $0.fixes.contains(where: \.isSafe) }) else { return nil }
        let outcome = FixAll.apply(to: document.text, diagnostics: analyzed.diagnostics, includeSuggestions: false) { text in
            // A workspace of its own: the analysis's stays as it was for the version's other answers.
            let workspace = Workspace(root: analyzed.workspace.root, isProject: analyzed.workspace.isProject,
                                      provider: BufferSourceProvider(buffers: document.openBuffers))
            return Linter.lint(workspace.add(path: document.path, bytes: text), in: workspace, configuration: analyzed.configuration).diagnostics
        }
        guard outcome.applied > 0, outcome.source != document.text else { return nil }
        let edit = TextEdit.smallest(from: document.text, to: outcome.source)
        return CodeAction(title: "Apply all safe fixes (\(outcome.applied))", kind: .fixAll, diagnostic: nil, isPreferred: false, edits: [edit])
    }

    /// A finding touches a range when they overlap, or when either is empty and lies at or
    /// inside the other's bounds (a cursor on a finding's first or last character).
    static func touches(_ finding: Range<Int>, _ range: Range<Int>) -> Bool {
        if finding.overlaps(range) { return true }
        return finding.lowerBound <= range.upperBound && range.lowerBound <= finding.upperBound
    }
}
