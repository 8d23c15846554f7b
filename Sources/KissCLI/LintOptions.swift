import KissAnalysis

/// What `kisslint lint` was asked to do, parsed from the command line.
public struct LintOptions: Equatable, Sendable {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, sarif, github, junit, checkstyle
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
    public var configPath: String?
    public var maxWarnings: Int?
    public var warningsAsErrors = false
    public var fix = false
    public var unsafeFixes = false
    public var baseline: String?
    public var writeBaseline: String?
    public var preview: String?
    /// nil: not given; .some(nil): `fit`.
    public var width: Double??
    public var height: Double??
    public var scale: Double?

    public init() {}

    /// The previews the options choose, if any.
    public var previewSelection: PreviewSelection? {
        if let preview { return .named(preview) }
        guard width != nil || height != nil || scale != nil else { return nil }
        return .size(Preview(name: "custom", width: width ?? nil, height: height ?? nil, scale: scale ?? 3))
    }
}

/// What `kisslint frames` was asked to print.
public struct FramesOptions: Equatable, Sendable {
    public var path: String?
    public var layout: String?
    public var preview: String?
    /// nil: not given; .some(nil): `fit`.
    public var width: Double??
    public var height: Double??
    public var scale: Double?
    public var json = false

    public init() {}
}

/// A command of `kisslint`, as the arguments name it.
public enum KissLintCommand: Equatable, Sendable {
    case lint(LintOptions)
    case frames(FramesOptions)
    case rules
    case explain(String)
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
            case "frames": return try parseFrames(Array(remaining.dropFirst()))
            case "rules": return .rules
            case "explain":
                guard remaining.count == 2 else { throw UsageError("explain takes one code, as in: kisslint explain K201") }
                return .explain(remaining[remaining.startIndex + 1])
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
            case "-c", "--config":
                options.configPath = try value()
            case "--max-warnings":
                let text = try value()
                guard let limit = Int(text), limit >= 0 else { throw UsageError("--max-warnings takes a whole number ≥ 0, not '\(text)'") }
                options.maxWarnings = limit
            case "--warnings-as-errors":
                try noValue()
                options.warningsAsErrors = true
            case "--fix":
                try noValue()
                options.fix = true
            case "--unsafe-fixes":
                try noValue()
                options.fix = true
                options.unsafeFixes = true
            case "--baseline":
                options.baseline = try value()
            case "--write-baseline":
                options.writeBaseline = try value()
            case "--preview":
                options.preview = try value()
            case "--width", "--height":
                let text = try value()
                var length: Double?
                if text != "fit" {
                    guard let number = Double(text), number >= 1, number <= 100_000 else {
                        throw UsageError("\(name) takes a number of points from 1 to 100000, or 'fit', not '\(text)'")
                    }
                    length = number
                }
                if name == "--width" { options.width = .some(length) } else { options.height = .some(length) }
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale >= 1, scale <= 4 else { throw UsageError("--scale takes a number from 1 to 4, not '\(text)'") }
                options.scale = scale
            default:
                throw UsageError("unknown option '\(name)'\(suggestion(for: name))")
            }
        }
        return .lint(options)
    }

    static func parseFrames(_ arguments: [String]) throws -> KissLintCommand {
        var options = FramesOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("-"), argument != "-" else {
                guard options.path == nil else { throw UsageError("frames takes one file; '\(argument)' is a second one") }
                options.path = argument
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
            func length() throws -> Double? {
                let text = try value()
                if text == "fit" { return nil }
                guard let number = Double(text), number.isFinite, number > 0, number <= 100_000 else {
                    throw UsageError("\(name) takes a number of points from 1 to 100000, or 'fit', not '\(text)'")
                }
                return number
            }
            switch name {
            case "-h", "--help": return .help
            case "--layout": options.layout = try value()
            case "--preview": options.preview = try value()
            case "--width": options.width = .some(try length())
            case "--height": options.height = .some(try length())
            case "--scale":
                let text = try value()
                guard let scale = Double(text), scale >= 1, scale <= 4 else { throw UsageError("--scale takes a number from 1 to 4, not '\(text)'") }
                options.scale = scale
            case "--json":
                if inlineValue != nil { throw UsageError("--json takes no value") }
                options.json = true
            default:
                throw UsageError("unknown option '\(name)' for frames; it takes --layout, --preview, --width, --height, --scale and --json")
            }
        }
        guard options.path != nil else { throw UsageError("frames needs a file: kisslint frames FILE") }
        if options.preview != nil, options.width != nil || options.height != nil || options.scale != nil {
            throw UsageError("--preview cannot be combined with --width, --height or --scale")
        }
        return .frames(options)
    }

    static let knownOptions = [
        "--format", "--color", "--stdin-filename", "--jobs", "--quiet", "--help", "--version", "--config", "--max-warnings",
        "--warnings-as-errors", "--fix", "--unsafe-fixes", "--baseline", "--write-baseline", "--preview", "--width", "--height", "--scale",
    ]

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
      kisslint rules | explain CODE
      kisslint frames FILE [--layout NAME] [--preview NAME | --width W|fit
                      [--height H|fit] [--scale S]] [--json]
      kisslint --help | --version

    PATH is a .kiss file or a folder (searched recursively for *.kiss; hidden
    folders are skipped). '-' reads one file from standard input. With no PATH,
    the current folder is linted.

    OPTIONS
      -f, --format text|json|sarif|github|junit|checkstyle
                               how findings are printed (default: text)
      -c, --config FILE        use this configuration instead of the nearest
                               .kisslint.json above each file
          --fix                apply safe fixes (files with syntax errors are
                               left alone) and report what remains
          --unsafe-fixes       also apply suggested fixes (they may change frames)
          --baseline FILE      report only findings not recorded in FILE
          --write-baseline FILE
                               record today's findings in FILE and exit 0
          --preview NAME       check layouts at this preview of each file only
          --width W|fit [--height H|fit] [--scale S]
                               check layouts at this one size instead
          --max-warnings N     fail (exit 1) when there are more than N warnings
          --warnings-as-errors fail (exit 1) on any finding
          --color auto|always|never
                               color the text output (default: auto, which is on
                               for a terminal unless NO_COLOR is set)
          --stdin-filename NAME
                               the path to show for input read from '-'
      -j, --jobs N             files linted in parallel (default: all cores)
      -q, --quiet              print errors only, and no summary
      -h, --help               show this help
          --version            show the version

    FRAMES
      Prints the solved frame tree of each layout of FILE at each of its
      previews (x, y relative to the parent). --width / --height replace the
      previews with one size ('fit' = size to the content; one alone fits the
      other axis), --scale sets its pixel grid (default 3). --json prints the
      object documented in docs/frames.md.

    EXIT CODES
      0  no errors
      1  errors were found, warnings over --max-warnings, or any finding
         with --warnings-as-errors
      2  usage, configuration or I/O error (message on standard error)

    """
}
