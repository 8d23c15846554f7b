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

    /// "2 errors, 1 warning": the non-zero counts, as summaries print them.
    public var findingsDescription: String {
        var parts: [String] = []
        func add(_ count: Int, _ noun: String) {
            if count > 0 { parts.append("\(count) \(noun)\(count == 1 ? "" : "s")") }
        }
        add(errors, "error")
        add(warnings, "warning")
        add(infos, "info")
        add(hints, "hint")
        return parts.joined(separator: ", ")
    }

    /// "5 files checked".
    public var checkedDescription: String {
        "\(files) file\(files == 1 ? "" : "s") checked"
    }
}
