import Foundation

/// Reads a command line in order: `--flag value`, `--flag=value`, `-j 4`, `-j4`, and
/// positional arguments; after `--` everything is positional.
struct OptionReader {
    /// The short options that take a value (`-j4` is `-j 4`).
    static let shortOptionsWithValue: Set<String> = ["-j", "-f", "-c", "-o"]

    enum Item: Equatable {
        case option(String)
        case positional(String)
    }

    private var remaining: ArraySlice<String>
    private var name = ""
    private var inlineValue: String?
    private var onlyPositional = false

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    mutating func next() -> Item? {
        guard let argument = remaining.popFirst() else { return nil }
        if onlyPositional || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
        if argument == "--" {
            onlyPositional = true
            return next()
        }
        name = argument
        inlineValue = nil
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            name = String(argument[..<equals])
            inlineValue = String(argument[argument.index(after: equals)...])
        } else if !argument.hasPrefix("--"), argument.count > 2, Self.shortOptionsWithValue.contains(String(argument.prefix(2))) {
            // `-j1`, `-fjson`, `-oOut.svg`: a short option's value may follow it directly.
            name = String(argument.prefix(2))
            inlineValue = String(argument.dropFirst(2))
        }
        return .option(name)
    }

    /// The current option's value: after `=`, or the next argument.
    mutating func value() throws -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
        return next
    }

    func noValue() throws {
        if inlineValue != nil { throw UsageError("\(name) takes no value") }
    }

    mutating func wholeNumber(atLeast minimum: Int) throws -> Int {
        let text = try value()
        guard let number = Int(text), number >= minimum else {
            throw UsageError("\(name) takes a whole number of at least \(minimum), not '\(text)'")
        }
        return number
    }

    /// A preview length in points, or nil for `fit`.
    mutating func length() throws -> Double? {
        let text = try value()
        if text == "fit" { return nil }
        guard let number = Double(text), number.isFinite, number >= 1, number <= 100_000 else {
            throw UsageError("\(name) takes a number of points from 1 to 100000, or 'fit', not '\(text)'")
        }
        return number
    }

    /// `320,375,390`: several lengths, each a number of points or `fit`, none twice.
    mutating func lengths() throws -> [Double?] {
        let text = try value()
        var result: [Double?] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let item = part.trimmingCharacters(in: .whitespaces)
            if item == "fit" {
                result.append(nil)
                continue
            }
            guard let number = Double(item), number.isFinite, number >= 1, number <= 100_000 else {
                throw UsageError("\(name) takes numbers of points from 1 to 100000, or 'fit', separated by commas, not '\(text)'")
            }
            result.append(number)
        }
        guard Set(result.map { $0 ?? -1 }).count == result.count else { throw UsageError("\(name) names a size twice in '\(text)'") }
        guard result.count <= 16 else { throw UsageError("\(name) takes at most 16 sizes") }
        return result
    }

    mutating func scale() throws -> Double {
        let text = try value()
        guard let scale = Double(text), scale >= 1, scale <= 4 else { throw UsageError("\(name) takes a number from 1 to 4, not '\(text)'") }
        return scale
    }
}
