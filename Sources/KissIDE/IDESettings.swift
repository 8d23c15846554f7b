import KissAnalysis
import KissSyntax

/// What the editor's user configured (LSP `initializationOptions` and
/// `workspace/didChangeConfiguration`), already decoded: the protocol layer
/// reads the JSON, this layer only applies it.
public struct IDESettings: Sendable, Hashable {
    /// Previews used when neither the file nor its `.kisslint.json` declares any.
    public var previews: [Preview]
    /// Severities layered over the file's configuration, as `.kisslint.json`'s
    /// `rules` would set them.
    public var rules: [DiagnosticCode: RuleSetting]

    public init(previews: [Preview] = [], rules: [DiagnosticCode: RuleSetting] = [:]) {
        self.previews = previews
        self.rules = rules
    }

    /// The configuration a document is analysed with: its `.kisslint.json`,
    /// then these settings on top.
    func applied(to base: Configuration) -> Configuration {
        var configuration = base
        if configuration.previews.isEmpty { configuration.previews = previews }
        configuration.rules.merge(rules) { _, client in client }
        return configuration
    }
}
