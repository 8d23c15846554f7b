import KissSyntax

/// GitHub Actions workflow commands, one line per finding:
/// `::error file=…,line=…,col=…,endLine=…,endColumn=…,title=CODE::message`.
/// Related locations and fixes follow the message as `note:` / `help:` lines
/// (escaped, so still one command). Lines and columns are 1-based; columns
/// count UTF-16 code units, as the browser that draws the annotation does.
/// The closing summary line starts with a word, never `::`, so the runner
/// shows it in the log and does not read it as a command.
public struct GitHubReporter {
    public init() {}

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .hint: return "notice"
        }
    }

    /// Escaping of a command's message, as the runner undoes it. Without it a
    /// newline in a message could start a command of its own.
    static func escapeData(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Escaping of a property value: `,` and `:` would end the value early.
    static func escapeProperty(_ text: String) -> String {
        var output = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": output += "%3A"
            case ",": output += "%2C"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// 1-based, unlike `LinePosition`.
    func location(_ offset: Int, in file: LintedFile) -> (line: Int, column: Int) {
        let position = file.lineIndex.position(of: offset, in: .utf16)
        return (position.line + 1, position.column + 1)
    }

    func render(_ diagnostic: Diagnostic, in file: LintedFile) -> String {
        let start = location(diagnostic.range.lowerBound, in: file)
        let end = location(diagnostic.range.upperBound, in: file)
        let properties = [
            "file=" + Self.escapeProperty(file.path),
            "line=\(start.line)", "col=\(start.column)",
            "endLine=\(end.line)", "endColumn=\(end.column)",
            "title=" + Self.escapeProperty(diagnostic.code.rawValue),
        ]
        var message = diagnostic.message
        for related in diagnostic.related {
            let place: String
            if let other = related.file {
                place = other
            } else {
                let position = location(related.range.lowerBound, in: file)
                place = "\(file.path):\(position.line):\(position.column)"
            }
            message += "\nnote: \(related.message) (\(place))"
        }
        for fix in diagnostic.fixes {
            message += "\nhelp: \(fix.message)\(fix.isSafe ? " (safe fix)" : "")"
        }
        return "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
    }

    public func report(_ files: [LintedFile]) -> String {
        var output = ""
        for file in files {
            for diagnostic in file.diagnostics {
                output += render(diagnostic, in: file)
            }
        }
        return output + summaryLine(LintSummary(files))
    }

    func summaryLine(_ summary: LintSummary) -> String {
        guard summary.findings > 0 else { return "kisslint: no problems found (\(summary.checkedDescription)).\n" }
        return "kisslint: found \(summary.findingsDescription) (\(summary.checkedDescription)).\n"
    }
}
