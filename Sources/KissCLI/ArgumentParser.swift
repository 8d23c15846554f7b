import KissAnalysis

/// Hand-written argument parsing (the project has no package dependencies).
/// Accepts `--flag value`, `--flag=value`, `-j 4` and `-j4`; `--` ends the options.
public enum ArgumentParser {
    public static func parse(_ arguments: [String]) throws -> KissLintCommand {
        var remaining = arguments[...]
        if let first = remaining.first {
            switch first {
            case "frames": return try parseFrames(Array(remaining.dropFirst()))
            case "render": return try parseRender(Array(remaining.dropFirst()))
            case "export": return try parseExport(Array(remaining.dropFirst()))
            case "import":
                guard case .export(let options) = try parseExport(Array(remaining.dropFirst()), command: "import") else { return .help }
                return .importSwift(options)
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
            case "--diff":
                try reader.noValue()
                options.fix = true
                options.diff = true
            case "--watch":
                try reader.noValue()
                options.watch = true
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
        let help = try parseFileCommand("frames", arguments, path: &options.path, layout: &options.layout, previews: &options.previews,
                                        others: "and --json") { name, reader in
            guard name == "--json" else { return false }
            try reader.noValue()
            options.json = true
            return true
        }
        if help { return .help }
        guard options.path != nil else { throw UsageError("frames needs a file: kisslint frames FILE") }
        return .frames(options)
    }

    static func parseRender(_ arguments: [String]) throws -> KissLintCommand {
        var options = RenderOptions()
        let help = try parseFileCommand("render", arguments, path: &options.path, layout: &options.layout, previews: &options.previews,
                                        others: "-o and --html") { name, reader in
            switch name {
            case "-o", "--output": options.output = try reader.value()
            case "--html":
                try reader.noValue()
                options.html = true
            default: return false
            }
            return true
        }
        if help { return .help }
        guard options.path != nil else { throw UsageError("render needs a file: kisslint render FILE [-o OUT.svg]") }
        if let output = options.output, [".html", ".htm"].contains(where: { output.lowercased().hasSuffix($0) }) { options.html = true }
        return .render(options)
    }

    /// The arguments of a command about one file (`frames`, `render`): the file, `--layout`,
    /// the preview options, and the command's own options (`other` takes one and says whether
    /// it did). True when help was asked for.
    private static func parseFileCommand(
        _ command: String, _ arguments: [String], path: inout String?, layout: inout String?, previews: inout PreviewOptions,
        others: String, other: (String, inout OptionReader) throws -> Bool
    ) throws -> Bool {
        var reader = OptionReader(arguments)
        while let item = reader.next() {
            guard case .option(let name) = item else {
                if case .positional(let file) = item {
                    guard path == nil else { throw UsageError("\(command) takes one file; '\(file)' is a second one") }
                    path = file
                }
                continue
            }
            if try previews.read(name, from: &reader) { continue }
            switch name {
            case "-h", "--help": return true
            case "--layout": layout = try reader.value()
            default:
                guard try other(name, &reader) else {
                    throw UsageError("unknown option '\(name)' for \(command); it takes --layout, --preview, --width, --height, --scale, \(others)")
                }
            }
        }
        return false
    }

    static func parseExport(_ arguments: [String], command: String = "export") throws -> KissLintCommand {
        var options = ExportOptions()
        var reader = OptionReader(arguments)
        var swift = false
        while let item = reader.next() {
            guard case .option(let name) = item else {
                if case .positional(let path) = item {
                    if options.path == nil {
                        options.path = path
                    } else {
                        options.morePaths.append(path)
                    }
                }
                continue
            }
            switch name {
            case "-h", "--help": return .help
            case "--swift":
                try reader.noValue()
                swift = true
            case "-o", "--output": options.output = try reader.value()
            case "--check" where command == "export":
                try reader.noValue()
                options.check = true
            case "--warnings" where command == "export":
                try reader.noValue()
                options.warnings = true
            case "--previews" where command == "export":
                try reader.noValue()
                options.previews = true
            case "--no-support" where command == "export":
                try reader.noValue()
                options.noSupport = true
            case "--support" where command == "export":
                try reader.noValue()
                options.supportOnly = true
            default: throw UsageError("unknown option '\(name)' for \(command); it takes --swift\(command == "export" ? ", -o, --check, --warnings, --previews, --no-support and --support" : " and -o")")
            }
        }
        let usage = command == "export" ? "kisslint export --swift FILE [-o OUT.swift [--check]] | PATH… -o FOLDER [--check]" : "kisslint import --swift FILE.swift [-o OUT.kiss] | PATH… -o FOLDER"
        guard swift else { throw UsageError("\(command) needs a language: \(usage)") }
        if options.supportOnly {
            guard options.path == nil else { throw UsageError("export --swift --support writes the helper views alone; it takes no file") }
            return .export(options)
        }
        guard options.path != nil else { throw UsageError("\(command) needs a file: \(usage)") }
        if options.check, options.output == nil { throw UsageError("export --check compares with what -o names: \(usage)") }
        if !options.morePaths.isEmpty, options.output == nil { throw UsageError("\(command) of several files needs -o FOLDER: \(usage)") }
        return .export(options)
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

    /// The subcommands, for "did you mean" when the first argument misspells one.
    static let commands = ["lint", "frames", "render", "export", "import", "format", "rules", "explain", "help"]

    static let knownOptions = [
        "--format", "--color", "--stdin-filename", "--jobs", "--quiet", "--help", "--version", "--config", "--max-warnings",
        "--warnings-as-errors", "--fix", "--unsafe-fixes", "--baseline", "--write-baseline", "--preview", "--width", "--height", "--scale",
        "--diff", "--watch",
    ]

    private static func suggestion(for option: String) -> String {
        Suggestions.closest(to: option, in: knownOptions).map { "; did you mean '\($0)'?" } ?? "; see kisslint --help"
    }
}
