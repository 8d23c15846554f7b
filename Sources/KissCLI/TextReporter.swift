import KissSyntax

/// `path:line:col: severity: message [CODE]`, the source line with a caret
/// underline, notes for related locations and fixes, then a summary line.
/// Lines and columns are 1-based; columns count Unicode scalars.
public struct TextReporter {
    public var useColor: Bool
    public var quiet: Bool

    public init(useColor: Bool, quiet: Bool) {
        self.useColor = useColor
        self.quiet = quiet
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    private func severityColor(_ severity: Severity) -> String {
        switch severity {
        case .error: return "1;31"
        case .warning: return "1;33"
        case .info: return "1;34"
        case .hint: return "1;36"
        }
    }

    public func report(_ files: [LintedFile]) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics where !quiet || diagnostic.severity == .error {
                output += render(diagnostic, in: file)
            }
        }
        if !quiet {
            output += summaryLine(LintSummary(files))
        }
        return output
    }

    func location(_ offset: Int, in file: LintedFile) -> String {
        let position = file.lineIndex.position(of: offset, in: .utf32)
        return "\(file.path):\(position.line + 1):\(position.column + 1)"
    }

    func render(_ diagnostic: Diagnostic, in file: LintedFile) -> String {
        var output = paint(location(diagnostic.range.lowerBound, in: file) + ":", "1")
        output += " " + paint(diagnostic.severity.rawValue + ":", severityColor(diagnostic.severity))
        output += " " + diagnostic.message + " " + paint("[\(diagnostic.code)]", "2") + "\n"
        output += excerpt(diagnostic.range, in: file, color: severityColor(diagnostic.severity))
        for related in diagnostic.related {
            let place = related.file.map { "\($0)" } ?? location(related.range.lowerBound, in: file)
            output += "  " + paint("note:", "1;36") + " \(related.message) (\(place))\n"
        }
        for fix in diagnostic.fixes {
            output += "  " + paint("help:", "1;32") + " \(fix.message)\(fix.isSafe ? " (safe fix)" : "")\n"
        }
        return output
    }

    /// The first line of the range with `^^^` under it (to the line's end when
    /// the range goes on; one caret for an empty range). A line too long to read
    /// is cut to a window around the range (`ExcerptWindow`).
    func excerpt(_ range: Range<Int>, in file: LintedFile, color: String) -> String {
        let line = file.lineIndex.line(of: range.lowerBound)
        let window = ExcerptWindow(source: file.source, line: file.lineIndex.contentRange(ofLine: line), mark: range)
        let shown = window.before + window.marked + window.after
        guard !shown.allSatisfy(\.isWhitespace) || range.isEmpty else { return "" }
        let padding = (window.cutBefore ? 1 : 0) + DisplayWidth.of(Substring(window.before).unicodeScalars)
        let width = max(1, DisplayWidth.of(Substring(window.marked).unicodeScalars))
        let number = String(line + 1)
        let gutter = String(repeating: " ", count: number.count)
        return paint("\(number) | ", "2") + (window.cutBefore ? "…" : "") + DisplayWidth.printable(shown) + (window.cutAfter ? "…" : "") + "\n"
            + paint("\(gutter) | ", "2") + String(repeating: " ", count: padding)
            + paint(String(repeating: "^", count: width), color) + "\n"
    }

    func summaryLine(_ summary: LintSummary) -> String {
        guard summary.findings > 0 else { return paint("No problems found", "1;32") + " (\(summary.checkedDescription)).\n" }
        return "\n" + paint("Found " + summary.findingsDescription, summary.errors > 0 ? "1;31" : "1;33") + " (\(summary.checkedDescription)).\n"
    }
}
