import Foundation
import KissSyntax

/// Applies fixes to source text: the chosen fixes of all findings, skipping
/// any whose edits overlap an edit already taken (the next round gets them).
/// `kisslint --fix`, the fuzzer and the tests all apply fixes this one way.
public enum FixApplier {
    public static func apply(_ diagnostics: [Diagnostic], to source: [UInt8], includeSuggestions: Bool) -> (source: [UInt8], applied: Int) {
        var edits: [TextEdit] = []
        var applied = 0
        for diagnostic in diagnostics {
            guard let fix = diagnostic.fixes.first(where: { $0.isSafe || includeSuggestions }) else { continue }
            let overlaps = fix.edits.contains { edit in
                edits.contains { $0.range.overlaps(edit.range) || ($0.range.isEmpty && edit.range.isEmpty && $0.range.lowerBound == edit.range.lowerBound) }
            }
            guard !overlaps, fix.edits.allSatisfy({ $0.range.upperBound <= source.count }) else { continue }
            edits.append(contentsOf: fix.edits)
            applied += 1
        }
        var result = source
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, applied)
    }
}
