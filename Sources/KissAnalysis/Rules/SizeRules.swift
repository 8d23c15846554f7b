import KissSyntax

/// K301–K305: what happens to sizes at a preview (overflow, truncation,
/// exhausted font scaling, elements outside their parent, elements squeezed to
/// zero). Filled in by the size checks.
struct SizeRules {
    let analysis: FileAnalysis

    init(analysis: FileAnalysis) {
        self.analysis = analysis
    }

    mutating func visit(_ layout: SolvedLayout) {}

    func diagnostics() -> [Diagnostic] { [] }
}
