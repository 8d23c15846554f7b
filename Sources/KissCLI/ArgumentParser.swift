import KissAnalysis

/// Hand-written argument parsing (the project has no package dependencies).
/// Accepts `--flag value` and `--flag=value`; `--` ends the options.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws -> KissLintCommand {
        var remaining = arguments[...]
        if let first = remaining.first {
            switch first {
            case "frames": return try parseFrames(Array(remaining.dropFirst()))
            case "format": return try parseFormat(Array(remaining.dropFirst()))
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
        var reader = OptionReader(Array(remaining))
        while let item = reader.next() {
            guard case .option(let name) = item else {
                if case .positional(let path) = item { options.paths.append(path) }
                continue
            }
            if try options.previews.read(name, from: &reader) { continue }
            switch name {
            case "-h", "--help":
                return .help
            case "--version":
                return .version
            case "-f", "--format":
                let text = try reader.value()
                guard let format = LintOptions.Format(rawValue: text) else {
                    throw UsageError("unknown format '\(text)'; use one of: \(LintOptions.Format.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.format = format
            case "--color":
                let text = try reader.value()
                guard let color = LintOptions.ColorChoice(rawValue: text) else {
                    throw UsageError("--color takes auto, always or never, not '\(text)'")
                }
                options.color = color
            case "--stdin-filename":
                options.stdinFilename = try reader.value()
            case "-j", "--jobs":
                options.jobs = try reader.wholeNumber(atLeast: 1)
            case "-q", "--quiet":
                try reader.noValue()
                options.quiet = true
            case "-c", "--config":
                options.configPath = try reader.value()
            case "--max-warnings":
                options.maxWarnings = try reader.wholeNumber(atLeast: 0)
            case "--warnings-as-errors":
                try reader.noValue()
                options.warningsAsErrors = true
            case "--fix":
                try reader.noValue()
                options.fix = true
            case "--unsafe-fixes":
                try reader.noValue()
                options.fix = true
                options.unsafeFixes = true
            case "--baseline":
                options.baseline = try reader.value()
            case "--write-baseline":
                options.writeBaseline = try reader.value()
            default:
                throw UsageError("unknown option '\(name)'\(suggestion(for: name))")
            }
        }
        return .lint(options)
    }

    static func parseFrames(_ arguments: [String]) throws -> KissLintCommand {
        var options = FramesOptions()
        var reader = OptionReader(arguments)
        while let item = reader.next() {
            guard case .option(let name) = item else {
                if case .positional(let path) = item {
                    guard options.path == nil else { throw UsageError("frames takes one file; '\(path)' is a second one") }
                    options.path = path
                }
                continue
            }
            if try options.previews.read(name, from: &reader) { continue }
            switch name {
            case "-h", "--help": return .help
            case "--layout": options.layout = try reader.value()
            case "--json":
                try reader.noValue()
                options.json = true
            default:
                throw UsageError("unknown option '\(name)' for frames; it takes --layout, --preview, --width, --height, --scale and --json")
            }
        }
        guard options.path != nil else { throw UsageError("frames needs a file: kisslint frames FILE") }
        return .frames(options)
    }

    static func parseFormat(_ arguments: [String]) throws -> KissLintCommand {
        var options = FormatOptions()
        var reader = OptionReader(arguments)
        while let item = reader.next() {
            guard case .option(let name) = item else {
                if case .positional(let path) = item { options.paths.append(path) }
                continue
            }
            switch name {
            case "-h", "--help": return .help
            case "--check":
                try reader.noValue()
                options.check = true
            case "-q", "--quiet":
                try reader.noValue()
                options.quiet = true
            default:
                throw UsageError("unknown option '\(name)' for format; it takes --check and --quiet")
            }
        }
        return .format(options)
    }

    static let knownOptions = [
        "--format", "--color", "--stdin-filename", "--jobs", "--quiet", "--help", "--version", "--config", "--max-warnings",
        "--warnings-as-errors", "--fix", "--unsafe-fixes", "--baseline", "--write-baseline", "--preview", "--width", "--height", "--scale",
    ]

    private static func suggestion(for option: String) -> String {
        Suggestions.closest(to: option, in: knownOptions).map { "; did you mean '\($0)'?" } ?? "; see kisslint --help"
    }
}
