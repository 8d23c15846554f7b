import KissSyntax

/// A stable text form of diagnostics for fixture expectations:
/// `line:column-line:column CODE severity: message` (1-based, columns in
/// Unicode scalars), then related locations and fixes indented below.
public enum DiagnosticRendering {
    public static func render(_ diagnostics: [Diagnostic], source: [UInt8]) -> String {
        let index = LineIndex(source)
        func place(_ range: Range<Int>) -> String {
            let start = index.position(of: range.lowerBound, in: .utf32)
            let end = index.position(of: range.upperBound, in: .utf32)
            return "\(start.line + 1):\(start.column + 1)-\(end.line + 1):\(end.column + 1)"
        }
        var output = ""
        for diagnostic in diagnostics {
            output += "\(place(diagnostic.range)) \(diagnostic.code) \(diagnostic.severity.rawValue): \(diagnostic.message)\n"
            for related in diagnostic.related {
                output += "  related \(related.file ?? "") \(place(related.range)): \(related.message)\n"
            }
            for fix in diagnostic.fixes {
                let edits = fix.edits.map { "\(place($0.range)) \(String(reflecting: $0.replacement))" }.joined(separator: "; ")
                output += "  fix (\(fix.isSafe ? "safe" : "suggestion")) \(fix.message): \(edits)\n"
            }
        }
        return output
    }
}
