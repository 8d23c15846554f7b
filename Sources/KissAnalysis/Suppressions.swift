import KissSyntax

/// Inline suppressions (tooling §2) in `//` or `/* */` comments:
/// `kisslint-disable-next-line K201`, `kisslint-disable K401` …
/// `kisslint-enable K401`, and `kisslint-disable-file K403`. Without codes a
/// directive covers every code. Syntax errors cannot be suppressed. A
/// suppression that suppresses nothing is reported (K406) with a fix that
/// removes it.
public enum Suppressions {
    enum Kind: String {
        case nextLine = "kisslint-disable-next-line"
        case disable = "kisslint-disable"
        case enable = "kisslint-enable"
        case file = "kisslint-disable-file"
    }

    struct Directive {
        var kind: Kind
        var codes: [DiagnosticCode]
        var range: Range<Int>
    }

    static func directives(in tree: SyntaxTree) -> [Directive] {
        var result: [Directive] = []
        for token in tree.tokens where token.kind == .lineComment || token.kind == .blockComment || token.kind == .docComment {
            // Most comments are prose: look for the directive's prefix in the bytes before making strings.
            guard mentionsDirective(tree.source, token.range) else { continue }
            var text = Substring(tree.text(token.range))
            text = text.dropFirst(2)
            if token.kind == .blockComment, text.hasSuffix("*/") { text = text.dropLast(2) }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let first = words.first, first.hasPrefix("kisslint-"), let kind = Kind(rawValue: String(first)) else { continue }
            var codes: [DiagnosticCode] = []
            for word in words.dropFirst() {
                if word == "--" { break }
                codes.append(DiagnosticCode(String(word)))
            }
            result.append(Directive(kind: kind, codes: codes, range: token.range))
        }
        return result
    }

    private static let prefix = Array("kisslint-".utf8)

    /// What may stand between a comment's opening and a directive.
    private static func isFiller(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "*"): true
        default: false
        }
    }

    private static func mentionsDirective(_ source: [UInt8], _ range: Range<Int>) -> Bool {
        var index = range.lowerBound + 2
        while index < range.upperBound, isFiller(source[index]) { index += 1 }
        guard range.upperBound - index >= prefix.count else { return false }
        for offset in prefix.indices where source[index + offset] != prefix[offset] { return false }
        return true
    }

    /// Removes suppressed findings and adds K406 for directives that suppress nothing.
    /// `lines` is asked for only when a `disable-next-line` needs line numbers. `unsearched`:
    /// codes whose findings were not looked for because they could not be shown; whether a
    /// directive covering one suppresses something is unknown, so it gets no K406 for it.
    public static func apply(
        _ diagnostics: [Diagnostic], tree: SyntaxTree, lines: @autoclosure () -> LineIndex, unsearched: Set<DiagnosticCode> = []
    ) -> [Diagnostic] {
        let directives = directives(in: tree)
        guard !directives.isEmpty else { return diagnostics }
        let lineIndex = directives.contains { $0.kind == .nextLine } ? lines() : nil
        let directiveLines = directives.map { directive in lineIndex.map { $0.line(of: directive.range.lowerBound) } ?? -2 }
        var used = Set<String>()
        func key(_ index: Int, _ code: DiagnosticCode?) -> String { "\(index):\(code?.rawValue ?? "*")" }
        func covers(_ directive: Directive, _ code: DiagnosticCode) -> DiagnosticCode?? {
            if directive.codes.isEmpty { return .some(nil) }
            return directive.codes.contains(code) ? .some(code) : nil
        }
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics {
            let isSyntax = diagnostic.code.rawValue.hasPrefix("K0")
            let line = lineIndex.map { $0.line(of: diagnostic.range.lowerBound) } ?? -1
            var suppressedBy: (Int, DiagnosticCode?)?
            if !isSyntax {
                for (index, directive) in directives.enumerated() {
                    guard let matched = covers(directive, diagnostic.code) else { continue }
                    switch directive.kind {
                    case .file:
                        suppressedBy = (index, matched)
                    case .nextLine where directiveLines[index] + 1 == line:
                        suppressedBy = (index, matched)
                    case .disable where directive.range.upperBound <= diagnostic.range.lowerBound:
                        // Disabled until an enable for the same code (or all codes) follows.
                        let reenabled = directives[(index + 1)...].contains { later in
                            later.kind == .enable && later.range.upperBound <= diagnostic.range.lowerBound
                                && (later.codes.isEmpty || later.codes.contains(diagnostic.code))
                        }
                        if !reenabled { suppressedBy = (index, matched) }
                    default:
                        break
                    }
                    if suppressedBy != nil { break }
                }
            }
            if let (index, code) = suppressedBy {
                used.insert(key(index, code))
            } else {
                kept.append(diagnostic)
            }
        }
        for (index, directive) in directives.enumerated() where directive.kind != .enable {
            let fix = FixIt(message: "Remove the suppression", edits: [TextEdit(range: LineRemoval.range(removing: directive.range, in: tree.source), replacement: "")], isSafe: true)
            if directive.codes.isEmpty {
                if !used.contains(key(index, nil)), unsearched.isEmpty {
                    kept.append(Diagnostic(code: .unusedSuppression, severity: DiagnosticCode.unusedSuppression.ruleSeverity, message: "`\(directive.kind.rawValue)` suppresses nothing here; remove it",
                                           range: directive.range, fixes: [fix], tags: [.unnecessary]))
                }
                continue
            }
            for code in directive.codes where !used.contains(key(index, code)) && !unsearched.contains(code) {
                let known = DiagnosticCatalogue.rule(for: code) != nil
                let message = known ? "`\(directive.kind.rawValue) \(code)` suppresses nothing here; remove it"
                    : "`\(code)` is not a diagnostic code" + (Suggestions.closest(to: code.rawValue, in: DiagnosticCatalogue.rules.map(\.code.rawValue)).map { "; did you mean \($0)?" } ?? "")
                kept.append(Diagnostic(code: .unusedSuppression, severity: DiagnosticCode.unusedSuppression.ruleSeverity, message: message, range: directive.range,
                                       fixes: directive.codes.count == 1 ? [fix] : [], tags: [.unnecessary]))
            }
        }
        return kept
    }
}
