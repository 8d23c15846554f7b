import KissSyntax

/// Checkstyle XML, read by review bots and CI warning plug-ins. Every linted
/// file gets a `<file>` element, with or without findings, as Checkstyle itself
/// writes it. Lines and columns are 1-based; columns count UTF-16 code units,
/// the unit of the Java tools that read this format.
public struct CheckstyleReporter {
    public init() {}

    /// Checkstyle knows error, warning and info (and ignore); hints are info.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "info"
        }
    }

    public func report(_ files: [LintedFile]) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<checkstyle version=\"4.3\">\n"
        for file in files {
            guard !file.diagnostics.isEmpty else {
                output += "  <file name=\"\(XMLText.attribute(file.path))\"/>\n"
                continue
            }
            output += "  <file name=\"\(XMLText.attribute(file.path))\">\n"
            for diagnostic in file.diagnostics {
                let start = file.lineIndex.position(of: diagnostic.range.lowerBound, in: .utf16)
                output += "    <error line=\"\(start.line + 1)\" column=\"\(start.column + 1)\""
                output += " severity=\"\(Self.severity(diagnostic.severity))\""
                output += " message=\"\(XMLText.attribute(diagnostic.message))\""
                output += " source=\"\(XMLText.attribute("kisslint." + diagnostic.code.rawValue))\"/>\n"
            }
            output += "  </file>\n"
        }
        output += "</checkstyle>\n"
        return output
    }
}
