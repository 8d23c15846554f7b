import Foundation

/// Just enough of Swift to read Kiss layout code: tokens, and expressions as a tree of
/// calls, members, trailing closures and literals. Anything else is kept as text, so the
/// importer can say what it did not translate.
struct SwiftToken: Equatable {
    enum Kind: Equatable { case identifier, number, string, punctuation, newline }
    var kind: Kind
    var text: String
    /// Where the token starts: its line from 0 (block comments' lines counted), and its
    /// column from 1 (in Unicode scalars).
    var line = 0
    var column = 0
    /// Where the token starts and ends, in UTF-8 bytes from the start of the source.
    var offset = 0
    var length = 0
}

/// A name as written, with the token it was read from, so that what the importer writes can
/// be traced back to the Swift that said it. Two names are the same when they read the same.
struct SwiftName: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    var text: String
    var token: Int?

    init(_ text: String, token: Int? = nil) {
        self.text = text
        self.token = token
    }

    init(stringLiteral value: String) { self.init(value) }

    var description: String { text }

    static func == (left: SwiftName, right: SwiftName) -> Bool { left.text == right.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

enum SwiftLexer {
    // ASCII first: most of a Swift file is, and CharacterSet lookups cost far more.
    static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (0x30...0x39).contains(c.value) : CharacterSet.decimalDigits.contains(c)
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? (0x41...0x5A).contains(c.value) || (0x61...0x7A).contains(c.value) : CharacterSet.letters.contains(c)
    }

    static func isLetterOrDigit(_ c: Unicode.Scalar) -> Bool {
        c.value < 0x80 ? isLetter(c) || isDigit(c) : CharacterSet.alphanumerics.contains(c)
    }

    static func tokens(_ source: String) -> [SwiftToken] {
        var result: [SwiftToken] = []
        let scalars = Array(source.unicodeScalars)
        var index = 0
        func peek(_ offset: Int = 0) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }
        // The UTF-8 offset of each scalar (and of the end), for tokens' byte ranges.
        var utf8Offsets = [Int](repeating: 0, count: scalars.count + 1)
        for (position, scalar) in scalars.enumerated() { utf8Offsets[position + 1] = utf8Offsets[position] + UTF8.width(scalar) }
        var lineStart = 0
        var line = 0
        while index < scalars.count {
            let c = scalars[index]
            let column = index - lineStart + 1
            let start = index
            func token(_ kind: SwiftToken.Kind, _ text: String, to end: Int) -> SwiftToken {
                SwiftToken(kind: kind, text: text, line: line, column: column, offset: utf8Offsets[start],
                           length: utf8Offsets[min(end, scalars.count)] - utf8Offsets[start])
            }
            if c == "\n" {
                result.append(token(.newline, "\n", to: start + 1))
                index += 1
                line += 1
                lineStart = index
                continue
            }
            if c == " " || c == "\t" || c == "\r" { index += 1; continue }
            if c == "/", peek(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                continue
            }
            if c == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    if peek() == "/", peek(1) == "*" { depth += 1; index += 2; continue }
                    if peek() == "*", peek(1) == "/" { depth -= 1; index += 2; continue }
                    if peek() == "\n" { line += 1; lineStart = index + 1 }
                    index += 1
                } while depth > 0 && index < scalars.count
                continue
            }
            if c == "\"" {
                var text = "\""
                index += 1
                while index < scalars.count, scalars[index] != "\"", scalars[index] != "\n" {
                    if scalars[index] == "\\", index + 1 < scalars.count {
                        text.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    text.unicodeScalars.append(scalars[index])
                    index += 1
                }
                index += 1
                result.append(token(.string, text + "\"", to: index))
                continue
            }
            if isDigit(c) {
                var text = ""
                while index < scalars.count, isDigit(scalars[index]) || scalars[index] == "." && (index + 1 < scalars.count && isDigit(scalars[index + 1])) || scalars[index] == "_" {
                    if scalars[index] != "_" { text.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                result.append(token(.number, text, to: index))
                continue
            }
            if isLetter(c) || c == "_" || c == "`" {
                var text = ""
                while index < scalars.count, isLetterOrDigit(scalars[index]) || scalars[index] == "_" || scalars[index] == "`" {
                    if scalars[index] != "`" { text.unicodeScalars.append(scalars[index]) }
                    index += 1
                }
                result.append(token(.identifier, text, to: index))
                continue
            }
            if c == "-", peek(1) == ">" { result.append(token(.punctuation, "->", to: start + 2)); index += 2; continue }
            result.append(token(.punctuation, String(c), to: start + 1))
            index += 1
        }
        return result
    }
}

/// A Swift expression, as far as Kiss layout code needs.
indirect enum SwiftExpr {
    case name(SwiftName)
    case number(String)
    case string(String)
    /// `.center`
    case implicitMember(String)
    /// `base.name`
    case member(SwiftExpr, SwiftName)
    /// `callee(arguments) { closure }`
    case call(SwiftExpr, [(label: String?, value: SwiftExpr)], closure: [SwiftExpr]?)
    case binary(SwiftExpr, String, SwiftExpr)
    case negate(SwiftExpr)
    /// An `if` or `for` inside a builder closure.
    case statement(SwiftStatement)
    /// What could not be read, as written.
    case other(String)
}

/// A recursive-descent reader of expressions over the tokens of one statement or closure.
struct SwiftParser {
    var tokens: [SwiftToken]
    var position = 0
    /// Expressions nested deeper than this are not read (hostile input must not exhaust the stack).
    static let maximumDepth = 200
    var depth = 0

    init(_ tokens: [SwiftToken]) { self.tokens = tokens }

    var current: SwiftToken? { position < tokens.count ? tokens[position] : nil }

    mutating func skipNewlines() { while current?.kind == .newline { position += 1 } }

    mutating func eat(_ text: String) -> Bool {
        guard current?.text == text, current?.kind != .string else { return false }
        position += 1
        return true
    }

    mutating func expression() -> SwiftExpr {
        guard depth < Self.maximumDepth else {
            position = tokens.count
            return .other("…")
        }
        depth += 1
        defer { depth -= 1 }
        var left = term()
        while let token = current, token.kind == .punctuation, token.text == "+" || token.text == "-" {
            position += 1
            left = .binary(left, token.text, term())
        }
        return left
    }

    mutating func term() -> SwiftExpr {
        var left = postfix()
        while let token = current, token.kind == .punctuation, token.text == "*" || token.text == "/" {
            position += 1
            left = .binary(left, token.text, postfix())
        }
        return left
    }

    mutating func postfix() -> SwiftExpr {
        var value = primary()
        while true {
            // A chain continues on the next line when it starts with `.`.
            let save = position
            skipNewlines()
            if eat(".") || (eat("?") && eat(".")) {
                guard let name = current, name.kind == .identifier else { return value }
                position += 1
                value = .member(value, SwiftName(name.text, token: position - 1))
                continue
            }
            position = save
            if current?.text == "(" {
                position += 1
                let arguments = argumentList()
                let closure = trailingClosure()
                value = .call(value, arguments, closure: closure)
                continue
            }
            if current?.text == "{" {
                value = .call(value, [], closure: trailingClosure())
                continue
            }
            return value
        }
    }

    mutating func primary() -> SwiftExpr {
        skipNewlines()
        guard let token = current else { return .other("") }
        switch token.kind {
        case .number: position += 1; return .number(token.text)
        case .string: position += 1; return .string(token.text)
        case .identifier: position += 1; return .name(SwiftName(token.text, token: position - 1))
        default:
            if eat(".") {
                guard let name = current, name.kind == .identifier else { return .other(".") }
                position += 1
                return .implicitMember(name.text)
            }
            if eat("-") { return .negate(postfix()) }
            if eat("(") {
                let inner = expression()
                _ = eat(")")
                return inner
            }
            position += 1
            return .other(token.text)
        }
    }

    mutating func argumentList() -> [(label: String?, value: SwiftExpr)] {
        var arguments: [(label: String?, value: SwiftExpr)] = []
        skipNewlines()
        if eat(")") { return arguments }
        while current != nil {
            skipNewlines()
            var label: String?
            if current?.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == ":" {
                label = current?.text
                position += 2
            }
            arguments.append((label, expression()))
            skipNewlines()
            if eat(",") { continue }
            _ = eat(")")
            break
        }
        return arguments
    }

    /// `{ item \n item }`: one expression per line (the builders take expressions only).
    mutating func trailingClosure() -> [SwiftExpr]? {
        guard current?.text == "{" else { return nil }
        position += 1
        var items: [SwiftExpr] = []
        while true {
            skipNewlines()
            guard let token = current else { break }
            if token.text == "}" { position += 1; break }
            let start = position
            items.append(builderStatement() ?? expression())
            if position == start { position += 1 }
        }
        return items
    }
}

/// The class each token of a file is written in: what the view classes that host a layout say
/// about it (`constructIfNeed`, `updateChange`, `estimatedSize`) is read token by token within
/// their bodies.
enum SwiftClassScopes {
    /// A class: its name and where its `class` keyword is.
    struct Owner {
        var name: String
        var head: Int
    }

    /// Calls `classStarts` at each `class Name`, then `visit` with every other token that is not
    /// a brace, together with the innermost class it is in (tokens outside any class are not
    /// visited).
    static func walk(_ tokens: [SwiftToken], classStarts: (Owner) -> Void = { _ in }, visit: (Int, Owner) -> Void) {
        var classes: [(owner: Owner, depth: Int)] = []
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.kind == .identifier, token.text == "class", index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
               tokens[index + 1].text != "func", tokens[index + 1].text != "var" {
                let owner = Owner(name: tokens[index + 1].text, head: index)
                classes.append((owner, depth + 1))
                classStarts(owner)
            } else if token.kind == .punctuation, token.text == "{" {
                depth += 1
            } else if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                while let last = classes.last, last.depth > depth { classes.removeLast() }
            } else if let last = classes.last, last.depth <= depth {
                visit(index, last.owner)
            }
        }
    }
}
