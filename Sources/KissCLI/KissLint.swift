import Foundation

/// `kisslint`'s entry point, independent of the process so tests can run it.
public enum KissLint {
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        let command: KissLintCommand
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            console.writeError("kisslint: \(error)\n")
            return .failure
        }
        switch command {
        case .help:
            console.write(ArgumentParser.helpText)
            return .clean
        case .version:
            console.write("kisslint \(KissVersion.current)\n")
            return .clean
        case .lint(let options):
            return lint(options, console: console)
        case .frames(let options):
            return FramesCommand.run(options, console: console)
        }
    }

    static func lint(_ options: LintOptions, console: Console) -> ExitCode {
        let collected = SourceCollector.collect(
            options.paths, stdinFilename: options.stdinFilename, currentDirectory: console.currentDirectory)
        if collected.inputs.isEmpty, collected.errors.isEmpty {
            console.writeError("kisslint: no .kiss files found in \(options.paths.isEmpty ? "." : options.paths.joined(separator: ", "))\n")
            return .failure
        }
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let linted = LintRunner.lint(collected.inputs, jobs: jobs, readInput: console.readInput)
        let useColor: Bool
        switch options.color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = console.isTerminal && console.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
        switch options.format {
        case .text:
            console.write(TextReporter(useColor: useColor, quiet: options.quiet).report(linted.files))
        case .json:
            console.write(JSONReporter().report(linted.files))
        }
        let errors = collected.errors + linted.errors
        for error in errors {
            console.writeError("kisslint: \(error)\n")
        }
        if !errors.isEmpty { return .failure }
        return LintSummary(linted.files).errors > 0 ? .findings : .clean
    }
}
