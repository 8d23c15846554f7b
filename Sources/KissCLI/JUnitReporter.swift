import KissSyntax

/// JUnit XML, the format CI test views read: one test suite per file, one test case per
/// finding — failing for errors and warnings, passing with the finding in `<system-out>` for
/// infos and hints, which never fail a run (README, "Severities"). A file without findings
/// is one passing test case, so the view shows that it was checked. Locations are written as the
/// text report writes them (1-based, columns in Unicode scalars), since the
/// names and bodies are read by people next to that report.
public struct JUnitReporter {
    public init() {}

    public func report(_ files: [LintedFile]) -> String {
        let summary = LintSummary(files)
        let tests = files.reduce(0) { $0 + max(1, $1.diagnostics.count) }
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"kisslint\" tests=\"\(tests)\" failures=\"\(summary.errors + summary.warnings)\" errors=\"0\">\n"
        for file in files {
            let path = XMLText.attribute(file.path)
            output += "  <testsuite name=\"\(path)\" tests=\"\(max(1, file.diagnostics.count))\""
            output += " failures=\"\(file.diagnostics.filter { Self.fails($0.severity) }.count)\" errors=\"0\" skipped=\"0\">\n"
            if file.diagnostics.isEmpty {
                output += "    <testcase classname=\"\(path)\" name=\"no problems\"/>\n"
            }
            for diagnostic in file.diagnostics {
                let start = file.lineIndex.position(of: diagnostic.range.lowerBound, in: .utf32)
                let place = "\(start.line + 1):\(start.column + 1)"
                output += "    <testcase classname=\"\(path)\" name=\"\(XMLText.attribute("\(diagnostic.code) \(place)"))\">\n"
                if Self.fails(diagnostic.severity) {
                    output += "      <failure type=\"\(diagnostic.severity.rawValue)\" message=\"\(XMLText.attribute(diagnostic.message))\">"
                    output += XMLText.content(body(diagnostic, in: file, place: place))
                    output += "</failure>\n"
                } else {
                    output += "      <system-out>\(XMLText.content(body(diagnostic, in: file, place: place)))</system-out>\n"
                }
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    /// Errors and warnings are failures; infos and hints are advice.
    static func fails(_ severity: Severity) -> Bool { severity == .error || severity == .warning }

    func body(_ diagnostic: Diagnostic, in file: LintedFile, place: String) -> String {
        var text = "\(file.path):\(place): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
        for related in diagnostic.related {
            let location: String
            if let other = related.file {
                location = other
            } else {
                let position = file.lineIndex.position(of: related.range.lowerBound, in: .utf32)
                location = "\(file.path):\(position.line + 1):\(position.column + 1)"
            }
            text += "\nnote: \(related.message) (\(location))"
        }
        for fix in diagnostic.fixes {
            text += "\nhelp: \(fix.message)\(fix.isSafe ? " (safe fix)" : "")"
        }
        return text
    }
}

/// Escaping shared by the XML reporters (JUnit and Checkstyle).
enum XMLText {
    /// Whether XML 1.0 allows the character at all; the others cannot be
    /// written even as character references, so they are dropped.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    /// Text between tags. A carriage return is written as a reference, or the
    /// parser's line-end normalisation would turn it into a newline.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// An attribute value. Tabs and line breaks are written as references, or
    /// attribute-value normalisation would turn them into spaces.
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        for scalar in text.unicodeScalars where isAllowed(scalar) {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&apos;"
            case "\r": output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\n" where inAttribute: output += "&#10;"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
