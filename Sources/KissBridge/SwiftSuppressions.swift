import KissAnalysis
import KissSyntax

/// Suppressions in the `//` comments of a Swift file linted in place, as in `.kiss`:
/// `// kisslint-disable-next-line K201`, a trailing `// kisslint-disable-line K302`, and
/// `// kisslint-disable-file K301`. Codes or rule names (`no-determinable-width`); none means
/// every code. Only line comments are read, outside string literals.
struct SwiftSuppressions {
    /// By line index (from 0): the codes suppressed there, or nil for all.
    private var lines: [Int: Set<DiagnosticCode>?] = [:]
    private var file: Set<DiagnosticCode>?? = .none
    private let lineIndex: LineIndex

    init(_ bytes: [UInt8], lines lineIndex: LineIndex) {
        self.lineIndex = lineIndex
        for line in 0..<lineIndex.lineCount {
            guard let comment = Self.lineComment(bytes[lineIndex.contentRange(ofLine: line)]) else { continue }
            let text = String(decoding: comment, as: UTF8.self)
            guard text.contains("kisslint-disable") else { continue }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let first = words.first else { continue }
            var codes: Set<DiagnosticCode> = []
            for word in words.dropFirst() {
                if word == "--" { break }
                codes.insert(Suppressions.code(named: String(word)))
            }
            let covered: Set<DiagnosticCode>? = codes.isEmpty ? nil : codes
            switch first {
            case "kisslint-disable-next-line": Self.add(covered, to: &lines[line + 1])
            case "kisslint-disable-line": Self.add(covered, to: &lines[line])
            case "kisslint-disable-file": Self.add(covered, to: &file)
            default: continue
            }
        }
    }

    func suppresses(_ code: DiagnosticCode, at offset: Int) -> Bool {
        if case .some(let codes) = file, codes?.contains(code) ?? true { return true }
        guard case .some(let codes) = lines[lineIndex.line(of: offset)] else { return false }
        return codes?.contains(code) ?? true
    }

    private static func add(_ codes: Set<DiagnosticCode>?, to slot: inout Set<DiagnosticCode>??) {
        switch slot {
        case .none: slot = .some(codes)
        case .some(nil): break
        case .some(.some(let existing)): slot = .some(codes.map { existing.union($0) })
        }
    }

    /// The text after `//` on a line, when the `//` is outside a string literal.
    private static func lineComment(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var inString = false
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "/") {
                var rest = line[(index + 2)...]
                while let first = rest.first, first == UInt8(ascii: "/") || first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { rest = rest.dropFirst() }
                return rest
            }
            index += 1
        }
        return nil
    }
}
