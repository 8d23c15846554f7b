import Foundation
import KissSyntax

/// Inline suppressions (tooling §2) in `//` or `/* */` comments:
/// `kisslint-disable-next-line K201`, a trailing `kisslint-disable-line K302`,
/// `kisslint-disable K401` … `kisslint-enable K401`, and `kisslint-disable-file K403`.
/// Codes or rule names (`unknown-modifier`); without codes a directive covers every code. Syntax errors cannot be suppressed. A
/// suppression that suppresses nothing is reported (K406) with a fix that
/// removes it.
public enum Suppressions {
    enum Kind: String, CaseIterable {
        case nextLine = "kisslint-disable-next-line"
        case line = "kisslint-disable-line"
        case disable = "kisslint-disable"
        case enable = "kisslint-enable"
        case file = "kisslint-disable-file"
    }

    /// One code (or rule name) as written in a directive.
    struct Word {
        var text: String
        /// The code it names: a code as written, or a rule name's code.
        var code: DiagnosticCode
    }

    struct Directive {
        /// Nil for a `kisslint-…` word that is no directive (`unknown` holds it).
        var kind: Kind?
        var unknown: String = ""
        var words: [Word]
        var codes: [DiagnosticCode] { words.map(\.code) }
        var range: Range<Int>
        /// The comment's text up to and including the directive's word, and from `--` on.
        var head: String = ""
        var tail: String = ""
        var separator: String = " "
        var isBlock = false
    }

    /// The code a word of a directive (or a `.kisslint.json` `rules` key) names: a code, or a
    /// rule's name as `kisslint rules` prints it (`no-determinable-width`).
    public static func code(named word: String) -> DiagnosticCode {
        DiagnosticCatalogue.rules.first { $0.name == word }?.code ?? DiagnosticCode(word)
    }

    static func directives(in tree: SyntaxTree) -> [Directive] {
        var result: [Directive] = []
        // Every keystroke asks, and most files hold no directive: the comments that may hold one
        // are those the text's `kisslint-` bytes lie in, found without walking the tokens (that
        // walk was 7 % of a keystroke in a 10,000-line file).
        var lastToken = -1
        for mention in mentions(in: tree.source) {
            let index = tree.tokenIndex(at: mention)
            guard index > lastToken else { continue }
            lastToken = index
            let token = tree.tokens[index]
            guard token.kind == .lineComment || token.kind == .blockComment || token.kind == .docComment else { continue }
            // Most comments are prose: look for the directive's prefix in the bytes before making strings.
            guard mentionsDirective(tree.source, token.range) else { continue }
            let whole = tree.text(token.range)
            var text = Substring(whole).dropFirst(2)
            let isBlock = token.kind == .blockComment && text.hasSuffix("*/")
            if isBlock { text = text.dropLast(2) }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" || $0 == "\n" })
            guard let first = words.first, first.hasPrefix("kisslint-") else { continue }
            var codes: [Word] = []
            var tail = ""
            for word in words.dropFirst() {
                if word == "--" {
                    tail = String(text[word.startIndex...])
                    break
                }
                codes.append(Word(text: String(word), code: code(named: String(word))))
            }
            if isBlock, !tail.isEmpty { tail = String(tail.reversed().drop { $0 == " " || $0 == "\t" }.reversed()) }
            let head = String(whole[whole.startIndex..<first.endIndex])
            let separator = words.count > 2 && text[words[1].endIndex..<words[2].startIndex].contains(",") ? ", " : " "
            result.append(Directive(kind: Kind(rawValue: String(first)), unknown: String(first), words: codes, range: token.range,
                                    head: head, tail: tail, separator: separator, isBlock: isBlock))
        }
        return result
    }

    /// The directive's comment with only `kept` of its words.
    private static func rewritten(_ directive: Directive, keeping kept: [Word]) -> String {
        var text = directive.head + " " + kept.map(\.text).joined(separator: directive.separator)
        if !directive.tail.isEmpty { text += " " + directive.tail }
        if directive.isBlock { text += " */" }
        return text
    }

    private static let prefix = Array("kisslint-".utf8)

    /// What may stand between a comment's opening and a directive.
    private static func isFiller(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: "*"): true
        default: false
        }
    }

    /// Where `kisslint-` starts in `source`, in order: each `k` found by `memchr` (a word at a
    /// time), then compared.
    private static func mentions(in source: [UInt8]) -> [Int] {
        var found: [Int] = []
        let pattern = prefix
        source.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, bytes.count >= pattern.count else { return }
            let last = bytes.count - pattern.count
            var index = 0
            while index <= last, let hit = memchr(base + index, Int32(UInt8(ascii: "k")), last + 1 - index) {
                let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + at, pattern, pattern.count) == 0 {
                    found.append(at)
                    index = at + pattern.count
                } else {
                    index = at + 1
                }
            }
        }
        return found
    }

    private static func mentionsDirective(_ source: [UInt8], _ range: Range<Int>) -> Bool {
        var index = range.lowerBound + 2
        while index < range.upperBound, isFiller(source[index]) { index += 1 }
        guard range.upperBound - index >= prefix.count else { return false }
        for offset in prefix.indices where source[index + offset] != prefix[offset] { return false }
        return true
    }

    /// Removes suppressed findings and adds K406 for directives that suppress nothing, and for
    /// `kisslint-…` words that are no directive. `lines` is asked for only when a
    /// `disable-next-line` or `disable-line` needs line numbers. `unsearched`: codes whose
    /// findings were not looked for because they could not be shown; whether a directive
    /// covering one suppresses something is unknown, so it gets no K406 for it.
    ///
    /// A fix never removes a code that suppresses something: a directive is removed whole only
    /// when none of its codes is used, otherwise only the unused code is taken out of its list.
    public static func apply(
        _ diagnostics: [Diagnostic], tree: SyntaxTree, lines: @autoclosure () -> LineIndex, unsearched: Set<DiagnosticCode> = []
    ) -> [Diagnostic] {
        let directives = directives(in: tree)
        guard !directives.isEmpty else { return diagnostics }
        let lineIndex = directives.contains { $0.kind == .nextLine || $0.kind == .line } ? lines() : nil
        let directiveLines = directives.map { directive in lineIndex.map { $0.line(of: directive.range.lowerBound) } ?? -2 }
        var used = Set<String>()
        func key(_ index: Int, _ code: DiagnosticCode?) -> String { "\(index):\(code?.rawValue ?? "*")" }
        func covers(_ directive: Directive, _ code: DiagnosticCode) -> DiagnosticCode?? {
            if directive.words.isEmpty { return .some(nil) }
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
                    case .file?:
                        suppressedBy = (index, matched)
                    case .nextLine? where directiveLines[index] + 1 == line:
                        suppressedBy = (index, matched)
                    case .line? where directiveLines[index] == line:
                        suppressedBy = (index, matched)
                    case .disable? where directive.range.upperBound <= diagnostic.range.lowerBound:
                        // Disabled until an enable for the same code (or all codes) follows.
                        let reenabled = directives[(index + 1)...].contains { later in
                            later.kind == .enable && later.range.upperBound <= diagnostic.range.lowerBound
                                && (later.words.isEmpty || later.codes.contains(diagnostic.code))
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
        func finding(_ message: String, _ directive: Directive, fixes: [FixIt]) -> Diagnostic {
            Diagnostic(code: .unusedSuppression, severity: DiagnosticCode.unusedSuppression.ruleSeverity, message: message,
                       range: directive.range, fixes: fixes, tags: [.unnecessary])
        }
        for (index, directive) in directives.enumerated() where directive.kind != .enable {
            guard let kind = directive.kind else {
                // A typo of a directive (`kisslint-disble`) suppresses nothing: say so, and which was meant.
                let names = Kind.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: directive.unknown, in: names).map { "; did you mean `\($0)`?" }
                    ?? "; the directives are " + names.map { "`\($0)`" }.joined(separator: ", ")
                kept.append(finding("`\(directive.unknown)` is not a kisslint directive and suppresses nothing" + hint, directive, fixes: []))
                continue
            }
            let removal = FixIt(message: "Remove the suppression",
                                edits: [TextEdit(range: LineRemoval.range(removing: directive.range, in: tree.source), replacement: "")], isSafe: true)
            if directive.words.isEmpty {
                if !used.contains(key(index, nil)), unsearched.isEmpty {
                    kept.append(finding("`\(kind.rawValue)` suppresses nothing here; remove it", directive, fixes: [removal]))
                }
                continue
            }
            // Unsearched codes may be in use: they are kept, as used ones are.
            let usedWords = directive.words.filter { used.contains(key(index, $0.code)) || unsearched.contains($0.code) }
            for (position, word) in directive.words.enumerated() where !used.contains(key(index, word.code)) && !unsearched.contains(word.code) {
                let code = word.code
                let message: String
                if DiagnosticCatalogue.rule(for: code) != nil {
                    message = "`\(kind.rawValue) \(word.text)` suppresses nothing here; remove it"
                } else if let closest = Suggestions.closest(to: word.text, in: DiagnosticCatalogue.rules.map(\.code.rawValue)) {
                    message = "`\(word.text)` is not a diagnostic code; did you mean \(closest)?"
                } else {
                    message = "`\(word.text)` is not a diagnostic code or rule name"
                        + (Suggestions.closest(to: word.text, in: DiagnosticCatalogue.rules.map(\.name)).map { "; did you mean `\($0)`?" } ?? "")
                }
                let fix: FixIt
                if usedWords.isEmpty {
                    fix = removal
                } else {
                    var rest = directive.words
                    rest.remove(at: position)
                    fix = FixIt(message: "Remove `\(word.text)` from the suppression",
                                edits: [TextEdit(range: directive.range, replacement: rewritten(directive, keeping: rest))], isSafe: true)
                }
                kept.append(finding(message, directive, fixes: [fix]))
            }
        }
        return kept
    }
}
