import KissSyntax

/// `kisslint --fix` on one text, wherever it runs (the command line, an editor's "fix all"):
/// rounds of `FixApplier`, each judged by a fresh lint of the fixed text, at most five; never
/// on a text with syntax errors, and never leaving one (the original text is kept then).
public enum FixAll {
    public struct Outcome: Sendable {
        /// The fixed text (the original when nothing applied or a fix was refused).
        public var source: [UInt8]
        /// How many fixes were applied in all.
        public var applied: Int
        public var refusal: Refusal?
    }

    public enum Refusal: Sendable, Equatable {
        /// The text has syntax errors: fixes are not applied to it.
        case syntaxErrors
        /// The fixes would leave syntax errors.
        case wouldBreakSyntax
    }

    public static let maximumRounds = 5

    /// Fixes `source`, whose findings are `diagnostics`; `relint` gives the findings of a fixed
    /// text (with the caller's configuration and previews).
    public static func apply(
        to source: [UInt8], diagnostics: [Diagnostic], includeSuggestions: Bool, relint: ([UInt8]) -> [Diagnostic]
    ) -> Outcome {
        if diagnostics.contains(where: { $0.code.rawValue.hasPrefix("K0") }) {
            let fixable = diagnostics.contains { !$0.code.rawValue.hasPrefix("K0") && !$0.fixes.isEmpty }
            return Outcome(source: source, applied: 0, refusal: fixable ? .syntaxErrors : nil)
        }
        var current = source
        var findings = diagnostics
        var total = 0
        for _ in 0..<maximumRounds {
            let (next, applied) = FixApplier.apply(findings, to: current, includeSuggestions: includeSuggestions)
            guard applied > 0, next != current else { break }
            guard !SyntaxTree.parse(next).diagnostics.contains(where: { $0.severity == .error }) else {
                return Outcome(source: source, applied: 0, refusal: .wouldBreakSyntax)
            }
            total += applied
            current = next
            findings = relint(current)
        }
        return Outcome(source: total > 0 ? current : source, applied: total, refusal: nil)
    }
}
