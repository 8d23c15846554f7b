import Foundation

/// Settings a client may change, from `initializationOptions` and
/// `workspace/didChangeConfiguration`. Keys are read from a `kiss` object if
/// there is one, else from the top level:
///
/// - `diagnosticDocumentationURL`: link pattern for `codeDescription.href`;
///   `{code}` is replaced by the code, or the code is appended after a `/`. Without
///   it (the default, or an empty string) diagnostics carry no link: the project
///   publishes its pages nowhere, and `kisslint explain CODE` prints them.
/// - `diagnosticDelayMilliseconds`: debounce before pushed diagnostics (≥ 0).
/// - `pushDiagnostics`: true / false; by default diagnostics are pushed
///   unless the client pulls them (declares `textDocument.diagnostic`),
///   so no editor shows them twice.
/// - `previews`, `rules`: for the analysis; see `IDESettingsDecoding`.
public struct ServerConfiguration: Sendable, Hashable {
    /// nil: no `codeDescription` link.
    public var documentationURL: String?
    public var diagnosticDelay: TimeInterval = 0.05
    /// nil: push unless the client pulls.
    public var pushDiagnostics: Bool?

    public init() {}

    /// The documentation link for a code.
    public func documentationLink(for code: String) -> String? {
        guard let documentationURL else { return nil }
        if documentationURL.contains("{code}") { return documentationURL.replacingOccurrences(of: "{code}", with: code) }
        return documentationURL.hasSuffix("/") ? documentationURL + code : documentationURL + "/" + code
    }

    /// Applies what `settings` names; returns a message per ignored value,
    /// so a mistyped setting is reported rather than silently dropped.
    public mutating func apply(_ settings: JSONValue) -> [String] {
        guard case .object = settings else { return settings.isNull ? [] : ["settings must be an object"] }
        let scope: JSONValue
        if let kiss = settings["kiss"], case .object = kiss { scope = kiss } else { scope = settings }
        var problems: [String] = []
        if let value = scope["diagnosticDocumentationURL"] {
            if value.isNull || value.stringValue == "" {
                documentationURL = nil
            } else if let text = value.stringValue, URL(string: text.replacingOccurrences(of: "{code}", with: "K000")) != nil {
                documentationURL = text
            } else {
                problems.append("diagnosticDocumentationURL must be a URL string")
            }
        }
        if let value = scope["diagnosticDelayMilliseconds"] {
            if let milliseconds = value.doubleValue, milliseconds >= 0, milliseconds <= 60_000 {
                diagnosticDelay = milliseconds / 1000
            } else {
                problems.append("diagnosticDelayMilliseconds must be a number from 0 to 60000")
            }
        }
        if let value = scope["pushDiagnostics"] {
            if let push = value.boolValue { pushDiagnostics = push } else if value.isNull { pushDiagnostics = nil } else {
                problems.append("pushDiagnostics must be true, false or null")
            }
        }
        // The analysis settings (`previews`, `rules`) are applied by the
        // analyzer from the raw settings; their mistakes are reported here.
        problems += IDESettingsDecoding.decode(settings).problems
        return problems
    }
}
