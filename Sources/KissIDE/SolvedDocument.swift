import KissAnalysis
import KissSyntax
import KissText

/// One version of a document with its layouts solved: what pictures and frame trees show.
public struct SolvedDocument: Sendable {
    public let file: SourceFile
    /// The findings, as diagnostics report them (suppressions and severities applied).
    public let diagnostics: [Diagnostic]
    /// Each layout asked for at each preview asked for, layouts in declaration order.
    public let solved: [SolvedLayout]
    public let workspace: Workspace
    public let family: FontFamily
}
