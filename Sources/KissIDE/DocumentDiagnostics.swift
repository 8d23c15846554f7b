import KissAnalysis
import KissSyntax

/// A document's findings, and why its configuration could not be used, if
/// it could not (the findings are then those of the client's settings alone).
public struct DocumentDiagnostics: Sendable {
    public var diagnostics: [Diagnostic]
    public var configurationError: ConfigurationError?
}
