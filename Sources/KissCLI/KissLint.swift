import Foundation
import KissAnalysis
import KissSyntax
import KissRuntime

/// `kisslint`'s entry point, independent of the process so tests can run it.
public enum KissLint {
    public static func run(_ arguments: [String], console: Console) -> ExitCode {
        // Every command walks trees: on a thread whose stack fits the deepest one accepted.
        let code = DeepWork.run { runCommand(arguments, console: console) }
        if let failure = console.outputFailure() {
            console.writeError("kisslint: could not write the output (\(failure))\n")
            return .failure
        }
        return code
    }

    private static func runCommand(_ arguments: [String], console: Console) -> ExitCode {
        let command: KissLintCommand
        do {
            command = try ArgumentParser.parse(arguments)
        } catch {
            console.writeError("kisslint: \(error)\n")
            return .failure
        }
        if case .lint = command, let typo = mistypedCommand(arguments, console: console) {
            console.writeError("kisslint: unknown command '\(arguments[0])'; did you mean '\(typo)'?\n")
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
            return options.watch ? watch(options, console: console) : lint(options, console: console)
        case .frames(let options):
            return FramesCommand.run(options, console: console)
        case .render(let options):
            return RenderCommand.run(options, console: console)
        case .export(let options):
            return ExportCommand.run(options, console: console)
        case .importSwift(let options):
            return ExportCommand.importSwift(options, console: console)
        case .format(let options):
            return FormatCommand.run(options, console: console)
        case .rules:
            console.write(RulesCommand.list())
            return .clean
        case .explain(let code):
            guard let text = RulesCommand.explain(code) else {
                console.writeError("kisslint: '\(code)' is not a diagnostic code; `kisslint rules` lists them\n")
                return .failure
            }
            console.write(text)
            return .clean
        }
    }

    /// The subcommand a first argument misspells (`frame` for `frames`): a word, not an
    /// option, that names no file or folder and is close to a command's name; nil otherwise,
    /// so a folder named like a command is still linted.
    static func mistypedCommand(_ arguments: [String], console: Console) -> String? {
        guard let first = arguments.first, !ArgumentParser.commands.contains(first), !first.hasPrefix("-"), !first.contains("/"), !first.contains("."),
              !FileManager.default.fileExists(atPath: console.absolutePath(first))
        else { return nil }
        return Suggestions.closest(to: first, in: ArgumentParser.commands)
    }

    /// `--watch`: lints, then lints again each time a linted file, a new `.kiss` file under the
    /// paths or a configuration changes, until stopped; the last run's exit code.
    static func watch(_ options: LintOptions, console: Console) -> ExitCode {
        var once = options
        once.watch = false
        if options.paths.contains("-") {
            console.writeError("kisslint: --watch cannot watch standard input; name the files instead\n")
            return .failure
        }
        var seen = WatchedFiles.signature(of: options.paths, currentDirectory: console.currentDirectory)
        // One database for every run: a run after an edit lints again only what it reached. A
        // changed `.kisslint.json` is one of its loaded inputs, read again by each run.
        let runs = LintRuns(environment: LintEnvironment(options, console: console))
        var code = lint(once, console: console, runs: runs)
        // Fixes written by a run are changes too; they need no second run. Otherwise the files
        // are stamped before a run, so that a save made while it lints is seen at the next look.
        if options.fix { seen = WatchedFiles.signature(of: options.paths, currentDirectory: console.currentDirectory) }
        console.writeError("kisslint: watching for changes (Ctrl-C stops)\n")
        while console.keepWatching() {
            console.pause(WatchedFiles.interval)
            let now = WatchedFiles.signature(of: options.paths, currentDirectory: console.currentDirectory)
            guard now != seen else { continue }
            seen = now
            console.writeError("kisslint: files changed; linting again\n")
            code = lint(once, console: console, runs: runs)
            if options.fix { seen = WatchedFiles.signature(of: options.paths, currentDirectory: console.currentDirectory) }
        }
        return code
    }

    /// What successive runs of `--watch` share: the database (the configurations are its
    /// queries) and the settings.
    struct LintRuns {
        let database = LintDatabase()
        let environment: LintEnvironment
    }

    static func lint(_ options: LintOptions, console: Console, runs: LintRuns? = nil) -> ExitCode {
        let collected = SourceCollector.collect(
            options.paths, stdinFilename: options.stdinFilename, currentDirectory: console.currentDirectory,
            fileExtensions: LintRunner.lintedExtensions)
        let nothingFound = "kisslint: no .kiss files (or Swift files that use Kiss) found in \(options.paths.isEmpty ? "." : options.paths.joined(separator: ", "))\n"
        if collected.inputs.isEmpty, collected.errors.isEmpty {
            console.writeError(nothingFound)
            return .failure
        }
        let inputPaths = collected.inputs.compactMap { input -> String? in
            if case .file(let url) = input.origin { return input.displayPath.isEmpty ? url.path : input.displayPath }
            return nil
        }
        if console.refusesOutput(options.writeBaseline, option: "--write-baseline", over: inputPaths) { return .failure }
        // `--fix -` is a filter, as editors' formatters use it: the fixed text on standard
        // output, what remains on standard error.
        let fixesStandardInput = options.fix && collected.inputs.contains(where: { $0.origin == .standardInput })
        if fixesStandardInput, options.diff || collected.inputs.count > 1 || collected.inputs.contains(where: LintRunner.isSwift) {
            let problem = options.diff ? "--diff works on files, not standard input; name the file instead"
                : collected.inputs.count > 1 ? "--fix of standard input takes it alone (its fixed text is the output); fix the files in another run"
                : "--fix of standard input fixes .kiss text, not Swift; name the file instead"
            console.writeError("kisslint: \(problem)\n")
            return .failure
        }
        if let configPath = options.configPath {
            let absolute = console.absolutePath(configPath)
            guard FileManager.default.fileExists(atPath: absolute) else {
                console.writeError("kisslint: \(configPath): no such configuration file\n")
                return .failure
            }
        }
        let runs = runs ?? LintRuns(environment: LintEnvironment(options, console: console))
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let progress = ProgressLine(total: collected.inputs.count, console: console)
        var linted = LintRunner.lint(collected.inputs, jobs: jobs, environment: runs.environment, database: runs.database,
                                     readInput: console.readInput, progress: progress?.advance)
        progress?.clear()
        // Found only Swift files, none of which uses Kiss.
        if linted.files.isEmpty, linted.errors.isEmpty, collected.errors.isEmpty,
           collected.inputs.allSatisfy({ LintRunner.isSwift($0) && !$0.explicit }) {
            console.writeError(nothingFound)
            return .failure
        }
        // A preview no file has would check nothing at the size asked for: say so, not "no problems".
        if let name = options.previews.preview, !linted.files.isEmpty, !linted.files.contains(where: { $0.previews.contains(name) }) {
            let known = Array(Set(linted.files.flatMap(\.previews))).sorted()
            let hint = Suggestions.closest(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
            console.writeError("kisslint: no file has a preview named '\(name)' (they have: \(known.joined(separator: ", ")))\(hint)\n")
            return .failure
        }
        var notes: [String] = []
        var writeFailures: [String] = []
        if options.diff {
            // A dry run: the diff of each file, nothing written, exit 1 when something would change.
            let fixed = applyFixes(to: linted.files, inputs: collected.inputs, unsafe: options.unsafeFixes, database: runs.database, dryRun: true)
            console.write(fixed.diffs.joined())
            for note in fixed.notes where !options.quiet { console.writeError("kisslint: \(note)\n") }
            for error in collected.errors + linted.errors { console.writeError("kisslint: \(error)\n") }
            if !(collected.errors + linted.errors).isEmpty { return .failure }
            return fixed.diffs.isEmpty ? .clean : .findings
        }
        if fixesStandardInput {
            // Nothing is printed for input that could not be read: an editor keeps its text.
            if let file = linted.files.first, let input = collected.inputs.first {
                let fixed = fixStandardInput(file, input: input, unsafe: options.unsafeFixes, database: runs.database)
                console.write(String(decoding: fixed.file.source, as: UTF8.self))
                notes.append(contentsOf: fixed.notes)
                linted.files = [fixed.file]
            }
        } else if options.fix {
            let fixed = applyFixes(to: linted.files, inputs: collected.inputs, unsafe: options.unsafeFixes, database: runs.database)
            notes.append(contentsOf: fixed.notes)
            writeFailures = fixed.failures
            if fixed.changed {
                linted = LintRunner.lint(collected.inputs, jobs: jobs, environment: runs.environment, database: runs.database, readInput: console.readInput)
            }
        }
        var files = linted.files
        func resolved(_ path: String) -> String { console.absolutePath(path) }
        if let shown = options.writeBaseline {
            let path = resolved(shown)
            do { try Baseline(files: files, folder: (path as NSString).deletingLastPathComponent).write(path) } catch {
                console.writeError("kisslint: \(error)\n")
                return .failure
            }
            let count = files.reduce(0) { $0 + $1.diagnostics.filter(Baseline.accepts).count }
            console.writeError("kisslint: recorded \(count) finding\(count == 1 ? "" : "s") in \(shown)\n")
            return .clean
        }
        if let shown = options.baseline {
            do {
                let path = resolved(shown)
                let filtered = try Baseline.read(path).filter(files, folder: (path as NSString).deletingLastPathComponent)
                files = filtered.files
                for entry in filtered.stale {
                    notes.append("baseline entry no longer occurs: \(entry.path) \(entry.code) \(entry.message)\(entry.count > 1 ? " (×\(entry.count))" : "")")
                }
            } catch {
                console.writeError("kisslint: \(error)\n")
                return .failure
            }
        }
        let useColor: Bool
        switch options.color {
        case .always: useColor = true
        case .never: useColor = false
        case .auto: useColor = console.isTerminal && console.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
        let errors = collected.errors + linted.errors + writeFailures
        // "No problems found (0 files checked)" above an error would say the opposite of what
        // happened; the machine formats still print their (empty) document.
        if !(files.isEmpty && !errors.isEmpty && options.format == .text) {
            let text = report(files, format: options.format, useColor: useColor && !fixesStandardInput, quiet: options.quiet)
            if fixesStandardInput { console.writeError(text) } else { console.write(text) }
        }
        for note in notes where !options.quiet {
            console.writeError("kisslint: \(note)\n")
        }
        for error in errors {
            console.writeError("kisslint: \(error)\n")
        }
        if !errors.isEmpty { return .failure }
        let summary = LintSummary(files)
        if summary.errors > 0 { return .findings }
        // Infos and hints are advice: they never fail a run (README, "Severities").
        if options.warningsAsErrors, summary.warnings > 0 { return .findings }
        if let limit = options.maxWarnings, summary.warnings > limit {
            console.writeError("kisslint: \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s"), more than --max-warnings \(limit)\n")
            return .findings
        }
        return .clean
    }

    static func report(_ files: [LintedFile], format: LintOptions.Format, useColor: Bool, quiet: Bool) -> String {
        switch format {
        case .text: return TextReporter(useColor: useColor, quiet: quiet).report(files)
        case .json: return JSONReporter().report(files)
        case .sarif: return SARIFReporter().report(files)
        case .github: return GitHubReporter().report(files)
        case .junit: return JUnitReporter().report(files)
        case .checkstyle: return CheckstyleReporter().report(files)
        }
    }

    /// `--fix` of standard input: the fixed text (the text as read when nothing applies) and
    /// its findings after the fixes, linted as `lint` linted it (in the run's database).
    static func fixStandardInput(
        _ file: LintedFile, input: SourceInput, unsafe: Bool, database: LintDatabase
    ) -> (file: LintedFile, notes: [String]) {
        let target = LintTarget(enclosing: LintRunner.absolutePath(of: input))
        let outcome = FixAll.apply(to: file.source, diagnostics: file.diagnostics, includeSuggestions: unsafe) { source in
            database.findings(of: target, withText: source)?.diagnostics ?? []
        }
        var notes: [String] = []
        switch outcome.refusal {
        case .syntaxErrors?: notes.append("\(file.path): not fixed, it has syntax errors")
        case .wouldBreakSyntax?: notes.append("\(file.path): not fixed, the fixes would break its syntax")
        case nil: break
        }
        guard outcome.applied > 0, outcome.source != file.source, let linted = database.findings(of: target, withText: outcome.source) else {
            return (file, notes)
        }
        notes.append("\(file.path): applied \(outcome.applied) fix\(outcome.applied == 1 ? "" : "es")")
        let fixed = LintedFile(path: file.path, source: outcome.source, lineIndex: linted.file.lines, diagnostics: linted.diagnostics,
                               previews: file.previews, absolutePath: target.path)
        return (fixed, notes)
    }

    /// Applies fixes file by file, a few rounds each (a fix can uncover another),
    /// never to a file with syntax errors; writes atomically.
    /// Re-lints between rounds in the run's database (`LintDatabase.findings`), with the run's
    /// own configuration and previews, so a fix is judged by the same rules that proposed it.
    static func applyFixes(
        to files: [LintedFile], inputs: [SourceInput], unsafe: Bool, database: LintDatabase, dryRun: Bool = false
    ) -> (changed: Bool, notes: [String], failures: [String], diffs: [String]) {
        var notes: [String] = []
        var failures: [String] = []
        var diffs: [String] = []
        var changed = false
        let byPath = Dictionary(inputs.map { ($0.displayPath, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files {
            guard case .file(let url)? = byPath[file.path]?.origin else { continue }
            let target = LintTarget(enclosing: url.path)
            let outcome = FixAll.apply(to: file.source, diagnostics: file.diagnostics, includeSuggestions: unsafe) { source in
                database.findings(of: target, withText: source)?.diagnostics ?? []
            }
            // The files fixed after this one see this one as the run leaves it.
            database.setText(file.source, of: target.path)
            switch outcome.refusal {
            case .syntaxErrors?: notes.append("\(file.path): not fixed, it has syntax errors")
            case .wouldBreakSyntax?: notes.append("\(file.path): not fixed, the fixes would break its syntax")
            case nil: break
            }
            let (source, total) = (outcome.source, outcome.applied)
            guard total > 0, source != file.source else { continue }
            if dryRun {
                diffs.append(UnifiedDiff.make(file.source, source, path: file.path))
                notes.append("\(file.path): would apply \(total) fix\(total == 1 ? "" : "es")")
                continue
            }
            do {
                // Only over the very text that was linted: an edit made since is never lost.
                try FileWriter.replace(url.path, with: source, expecting: file.source)
                database.setText(source, of: target.path)
                changed = true
                notes.append("\(file.path): applied \(total) fix\(total == 1 ? "" : "es")")
            } catch {
                failures.append("\(file.path): fixes not written: \(error.reason)")
            }
        }
        return (changed, notes, failures, diffs)
    }
}

extension LintEnvironment {
    /// The configurations and previews a lint's options name, read afresh.
    convenience init(_ options: LintOptions, console: Console) {
        self.init(configurations: ConfigurationLoader(explicitPath: options.configPath.map(console.absolutePath)), previews: options.previews.selection)
    }
}
