import KissSyntax

/// Every diagnostic code with its metadata: what `kisslint rules` lists,
/// what SARIF and LSP link to, and what configuration may name.
public struct DiagnosticRule: Sendable, Hashable {
    public let code: DiagnosticCode
    /// A short name, as in "no-determinable-width".
    public let name: String
    public let title: String
    /// The severity its findings have unless configuration says otherwise.
    public let defaultSeverity: Severity
    public let fixKind: FixKind
    /// Fixture inputs (paths from the package root) whose expected findings include it.
    public let fixtures: [String]
}

public enum DiagnosticCatalogue {
    /// Each code's page is in docs/diagnostics/ and printed by `kisslint explain CODE`; the
    /// project publishes them nowhere, so no report links to a web page for them.
    public static func explainHint(_ code: String) -> String { "`kisslint explain \(code)` says what it means and how to fix it." }

    // `registered`, every rule type in code order, is generated from the rule files
    // (RuleRegistry.generated.swift; `python3 Scripts/generate-diagnostic-docs.py`).

    public static let rules: [DiagnosticRule] = registered.map { rule in
        DiagnosticRule(code: rule.code, name: rule.name, title: rule.title, defaultSeverity: rule.defaultSeverity,
                       fixKind: rule.fixKind, fixtures: rule.fixtures)
    }

    private static let byCode: [DiagnosticCode: DiagnosticRule] = Dictionary(uniqueKeysWithValues: rules.map { ($0.code, $0) })

    public static func rule(for code: DiagnosticCode) -> DiagnosticRule? { byCode[code] }
}
