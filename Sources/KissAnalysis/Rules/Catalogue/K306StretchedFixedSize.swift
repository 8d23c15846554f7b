import KissSyntax

extension Rules {
    /// K306: An image with a natural size stretched across its stack. Raised by
    /// `SizeRules`; documented in docs/diagnostics/K306.md.
    enum StretchedFixedSize: Rule {
        static let code = DiagnosticCode("K306")
        static let name = "stretched-fixed-size"
        static let title = "Image with a natural size stretched across its stack"
        static let defaultSeverity = Severity.warning
        static let fixKind = FixKind.suggestion
        static let fixtures = [
            "Tests/KissAnalysisTests/Fixtures/diagnostics/K306-stretched.kiss",
        ]
    }
}

extension DiagnosticCode {
    public static let stretchedFixedSize = Rules.StretchedFixedSize.code
}
