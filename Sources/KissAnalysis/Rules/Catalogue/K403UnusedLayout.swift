import KissSyntax
import KissRuntime

extension Rules {
    /// K403: Layout never used in the workspace. Checked here (`checkFile`, the `FileLint.file`
    /// hook, for each file `FileLint` lints). Entry points are never reported: the first layout of each file, and
    /// every layout without parameters — a screen or a state of one that the app builds by name
    /// (Kiss switches a view between layouts with `constructIfNeed(layout:)`, so a file may
    /// declare several) and the previews show. A layout with parameters is a component: it
    /// means something only where it is used, and one nobody uses is dead code;
    /// documented in docs/diagnostics/K403.md.
    enum UnusedLayout: Rule {
        static let code = DiagnosticCode("K403")
        static let name = "unused-layout"
        static let title = "Layout never used in the workspace"
        static let defaultSeverity = Severity.hint
        static let fixKind = FixKind.none
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K403-unused-layout.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let unusedLayout = Rules.UnusedLayout.code
}

extension Rules.UnusedLayout {
    /// Whether `check` would search the project: only for a file with a component.
    static func searches(_ file: SourceFile) -> Bool {
        file.tree.sourceFile.layouts.dropFirst().contains(where: \.hasParameters)
    }

    /// Whether none of `file`'s K403 findings could be shown, so the project need not be read
    /// for them: the configuration turns K403 off, or a `kisslint-disable-file` covers it.
    /// A line's suppression does not count: it hides the finding of one layout, not all.
    static func isSilenced(in file: SourceFile, by configuration: Configuration) -> Bool {
        if case .off? = configuration.rules[.unusedLayout] { return true }
        return Suppressions.directives(in: file.tree).contains { $0.kind == .file && ($0.codes.isEmpty || $0.codes.contains(.unusedLayout)) }
    }

    /// The check, once per file linted (`FileLint`, beside the expansion). It reads every
    /// `.kiss` file of the project: not when nothing it finds could be shown (issue 45), and
    /// then it tells suppressions it did not search (`unsearched`), so that a `disable-file`
    /// of K403 is not called unused.
    // pass: FileLint.file
    static func checkFile(_ file: SourceFile, in workspace: Workspace, configuration: Configuration, findings: inout FileLint.FileFindings) {
        if searches(file) && isSilenced(in: file, by: configuration) {
            findings.unsearched.insert(code)
            return
        }
        findings.diagnostics += StageTrace.span("K403") { check(file, in: workspace) }
    }

    /// The components of `file` that no file that sees them uses, read from the project
    /// queries (`Workspace.layoutUsages`).
    static func check(_ file: SourceFile, in workspace: Workspace) -> [Diagnostic] {
        let layouts = file.tree.sourceFile.layouts
        guard layouts.dropFirst().contains(where: \.hasParameters) else { return [] }
        let path = file.path
        // Names used where this file's layouts are visible, a layout's use of itself aside.
        var used = Set<String>()
        let index = workspace.layoutUsages()
        // Files it could not read (too many, too large) may use any of them: say nothing.
        guard index.complete else { return [] }
        // By file: a file that does not import this one is skipped in one look.
        for file in index.usages {
            if file.path == path {
                for usage in file.usages where usage.inside != usage.name { used.insert(usage.name) }
            } else if file.imports.contains(path) {
                for usage in file.usages { used.insert(usage.name) }
            }
        }
        var diagnostics: [Diagnostic] = []
        for layout in layouts.dropFirst() where layout.hasParameters {
            guard let name = layout.name, let token = layout.nameToken else { continue }
            if !used.contains(name) {
                diagnostics.append(Diagnostic(
                    code: .unusedLayout, severity: DiagnosticCode.unusedLayout.ruleSeverity, message: "layout `\(name)` is never used in the workspace; use it, or delete it",
                    range: token.range, tags: [.unnecessary]))
            }
        }
        return diagnostics
    }
}
