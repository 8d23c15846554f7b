/// What `kisslint lint` was asked to do, parsed from the command line.
public struct LintOptions: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    public enum ColorChoice: String, CaseIterable, Sendable {
        case auto, always, never
    }

    public var paths: [String] = []
    public var format: Format = .text
    public var color: ColorChoice = .auto
    public var stdinFilename: String?
    public var jobs: Int?
    public var quiet = false

    public init() {}
}

/// A command of `kisslint`, as the arguments name it.
public enum KissLintCommand: Equatable, Sendable {
    case lint(LintOptions)
    case help
    case version
}

/// Hand-written argument parsing (the project has no package dependencies).
/// Accepts `--flag value` and `--flag=value`; `--` ends the options.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws -> KissLintCommand {
        var remaining = arguments[...]
        if let first = remaining.first {
            switch first {
            case "lint": remaining = remaining.dropFirst()
            case "help", "-h", "--help": return .help
            case "--version": return .version
            default: break
            }
        }
        var options = LintOptions()
        var onlyPaths = false
        while let argument = remaining.popFirst() {
            if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                options.paths.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError("\(name) needs a value") }
                return next
            }
            func noValue() throws {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
            }
            switch name {
            case "--":
                onlyPaths = true
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "-f", "--format":
                let text = try value()
                guard let format = LintOptions.Format(rawValue: text) else {
                    throw UsageError("unknown format '\(text)'; use one of: \(LintOptions.Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            case "--color":
                let text = try value()
                guard let color = LintOptions.ColorChoice(rawValue: text) else {
                    throw UsageError("--color takes auto, always or never, not '\(text)'")
                }
                options.color = color
            case "--stdin-filename":
                options.stdinFilename = try value()
            case "-j", "--jobs":
                let text = try value()
                guard let jobs = Int(text), jobs >= 1 else { throw UsageError("--jobs takes a whole number of at least 1, not '\(text)'") }
                options.jobs = jobs
            case "-q", "--quiet":
                try noValue()
                options.quiet = true
            default:
                throw UsageError("unknown option '\(name)'\(suggestion(for: name))")
            }
        }
        return .lint(options)
    }

    static let knownOptions = ["--format", "--color", "--stdin-filename", "--jobs", "--quiet", "--help", "--version"]

    private static func suggestion(for option: String) -> String {
        let best = knownOptions.min { editDistance($0, option) < editDistance($1, option) }
        guard let best, editDistance(best, option) <= 3 else { return "; see kisslint --help" }
        return "; did you mean '\(best)'?"
    }

    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left)
        let b = Array(right)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    public static let helpText = """
    kisslint — checks .kiss layout files for mistakes before a device shows them.

    USAGE
      kisslint [lint] [PATH…|-] [options]
      kisslint --help | --version

    PATH is a .kiss file or a folder (searched recursively for *.kiss; hidden
    folders are skipped). '-' reads one file from standard input. With no PATH,
    the current folder is linted.

    OPTIONS
      -f, --format text|json   how findings are printed (default: text)
          --color auto|always|never
                               color the text output (default: auto, which is on
                               for a terminal unless NO_COLOR is set)
          --stdin-filename NAME
                               the path to show for input read from '-'
      -j, --jobs N             files linted in parallel (default: all cores)
      -q, --quiet              print errors only, and no summary
      -h, --help               show this help
          --version            show the version

    EXIT CODES
      0  no errors
      1  errors were found
      2  usage or I/O error (message on standard error)

    """
}
