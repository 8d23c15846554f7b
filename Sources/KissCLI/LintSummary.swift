import KissSyntax

/// Counts of findings by severity over a run.
public struct LintSummary: Equatable, Sendable {
    public var files = 0
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    public var hints = 0

    public init(_ files: [LintedFile]) {
        self.files = files.count
        for diagnostic in files.flatMap(\.diagnostics) {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            case .hint: hints += 1
            }
        }
    }

    public var findings: Int { errors + warnings + infos + hints }
}
