import Foundation
import KissAnalysis
import KissBridge
import KissSyntax
import KissRuntime

/// The findings for one file, with what a reporter needs to place them.
public struct LintedFile: Sendable {
    public var path: String
    public var source: [UInt8]
    public var lineIndex: LineIndex
    public var diagnostics: [Diagnostic]
    /// The names of the previews the file has before the command line chooses: its own, else
    /// the configuration's, else `default`.
    public var previews: [String] = []
    /// The file's absolute path (for standard input, the path it stands for).
    public var absolutePath = ""
}

/// Lints inputs in parallel and returns results in input order, so output is
/// the same whatever the number of jobs.
public enum LintRunner {
    public static func lint(
        _ inputs: [SourceInput], jobs: Int, configurations: ConfigurationLoader = ConfigurationLoader(),
        previews: PreviewSelection? = nil, readInput: () -> [UInt8]?, progress: (@Sendable () -> Void)? = nil
    ) -> (files: [LintedFile], errors: [String]) {
        lint(inputs, jobs: jobs, environment: LintEnvironment(configurations: configurations, previews: previews), database: LintDatabase(),
             readInput: readInput, progress: progress)
    }

    /// Lints through `database`: its texts are set to this run's, and each file's findings are
    /// its `LintedSource` (worked out again only when what it read changed since an earlier
    /// run on the same database, as `--watch` does).
    static func lint(
        _ inputs: [SourceInput], jobs: Int, environment: LintEnvironment, database: LintDatabase,
        readInput: () -> [UInt8]?, progress: (@Sendable () -> Void)? = nil
    ) -> (files: [LintedFile], errors: [String]) {
        // Standard input is read once, up front, on this thread.
        let stdinBytes = inputs.contains { $0.origin == .standardInput } ? readInput() : []
        let results = ResultSlots<Result<LintedFile, UsageError>>(count: inputs.count)
        let swift = inputs.indices.filter { isSwift(inputs[$0]) }
        let swiftSet = Set(swift)
        // First the texts, read on as many threads as jobs; then, all set as one revision,
        // each file's findings from one snapshot.
        let texts = ResultSlots<(target: LintTarget, bytes: [UInt8])>(count: inputs.count)
        let configurationRevision = database.refresh(environment: environment)
        let read: @Sendable (Int) -> Void = { index in
            guard !swiftSet.contains(index) else { return }
            let input = inputs[index]
            let bytes: [UInt8]
            switch Self.read(input, stdinBytes: stdinBytes) {
            case .success(let read): bytes = read
            case .failure(let error):
                results.set(index, .failure(error))
                return
            }
            let absolute = absolutePath(of: input)
            switch environment.configurations.configuration(for: absolute, in: configurationRevision) {
            case .failure(let error):
                results.set(index, .failure(UsageError("configuration error: \(error)")))
            case .success(let configuration):
                if !input.explicit, !configuration.includes(absolute) { return }
                texts.set(index, (LintTarget(enclosing: absolute), bytes))
            }
        }
        perform(inputs.count, jobs: jobs, read)
        var given: [String: [UInt8]] = [:]
        for case let text? in texts.values { given[text.target.path] = text.bytes }
        let snapshot = database.beginRun(texts: given)
        let targets = texts.values
        let lint: @Sendable (Int) -> Void = { index in
            guard !swiftSet.contains(index) else { return }
            defer { progress?() }
            guard let (target, bytes) = targets[index] else { return }
            let input = inputs[index]
            // Nothing sets inputs while the run reads them: the snapshot stays current.
            guard case .some(let linted?) = try? snapshot.query(LintedSource.self, target) else {
                results.set(index, .failure(UsageError("\(input.displayPath): cannot read this file")))
                return
            }
            results.set(index, .success(LintedFile(path: input.displayPath, source: bytes, lineIndex: linted.file.lines,
                                                   diagnostics: linted.diagnostics, previews: linted.previews, absolutePath: target.path)))
        }
        perform(inputs.count, jobs: jobs, lint)
        if !swift.isEmpty {
            DeepWork.perform(iterations: 1) { _ in
                lintSwift(swift.map { ($0, inputs[$0]) }, stdinBytes: stdinBytes,
                          configuration: { environment.configurations.configuration(for: $0, in: snapshot) },
                          previews: environment.previews, into: results)
                for _ in swift { progress?() }
            }
        }
        var files: [LintedFile] = []
        var errors: [String] = []
        for result in results.values {
            switch result {
            case .success(let file): files.append(file)
            // One bad configuration fails every file under it: say so once.
            case .failure(let error) where !errors.contains(error.message): errors.append(error.message)
            case .failure: break
            case nil: break
            }
        }
        return (files, errors)
    }

    /// Runs `work` for each index on deep threads (`DeepWork`), however many jobs: a deep
    /// layout must not meet a small stack. Strides of the index range per worker keep the
    /// queue overhead low.
    private static func perform(_ count: Int, jobs: Int, _ work: @escaping @Sendable (Int) -> Void) {
        let workers = max(1, min(jobs, count))
        DeepWork.perform(iterations: workers) { worker in
            var index = worker
            while index < count {
                work(index)
                index += workers
            }
        }
    }

    /// What a folder gives lint: `.kiss` files, and Swift files (those that use Kiss are
    /// linted in place).
    public static let lintedExtensions: Set<String> = ["kiss", "swift"]

    /// A Swift file, by its name (standard input by `--stdin-filename`).
    public static func isSwift(_ input: SourceInput) -> Bool {
        switch input.origin {
        case .file(let url): return url.pathExtension == "swift"
        case .standardInput: return input.displayPath.hasSuffix(".swift")
        }
    }

    static func absolutePath(of input: SourceInput) -> String {
        switch input.origin {
        case .file(let url): return url.path
        case .standardInput:
            return input.displayPath.hasPrefix("/") ? input.displayPath : FileManager.default.currentDirectoryPath + "/" + input.displayPath
        }
    }

    static func read(_ input: SourceInput, stdinBytes: [UInt8]?) -> Result<[UInt8], UsageError> {
        switch input.origin {
        case .standardInput:
            guard let stdinBytes else {
                return .failure(UsageError("\(input.displayPath): standard input holds more than \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)); kisslint reads files of up to that"))
            }
            return .success(stdinBytes)
        case .file(let url):
            switch SourceFileReader.read(url.path) {
            case .contents(let read):
                return .success(read)
            case .tooLarge(let size):
                return .failure(UsageError("\(input.displayPath): the file is \(SourceFileReader.describe(bytes: size)); kisslint reads files of up to \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes))"))
            case .unreadable, .outside:
                return .failure(UsageError("\(input.displayPath): cannot read this file"))
            }
        }
    }

    /// Swift files linted in place, as one module (`SwiftInPlaceLint`): every Swift file given
    /// is read for the helpers and views it declares, and those that use Kiss are reported. A
    /// file found in a folder that does not use Kiss, or that `kisslint export` wrote (its
    /// `.kiss` is linted), is not reported; one named on the command line is, even when clean.
    static func lintSwift(
        _ inputs: [(index: Int, input: SourceInput)], stdinBytes: [UInt8]?,
        configuration configurationOf: (String) -> Result<Configuration, ConfigurationError>,
        previews: PreviewSelection?, into results: ResultSlots<Result<LintedFile, UsageError>>
    ) {
        var module: [(index: Int, input: SourceInput, absolute: String, bytes: [UInt8], configuration: Configuration)] = []
        for (index, input) in inputs {
            switch read(input, stdinBytes: stdinBytes) {
            case .failure(let error):
                results.set(index, .failure(error))
                continue
            case .success(let bytes):
                let absolute = absolutePath(of: input)
                if SwiftInPlaceLint.isGenerated(bytes), !input.explicit { continue }
                switch configurationOf(absolute) {
                case .failure(let error):
                    results.set(index, .failure(UsageError("configuration error: \(error)")))
                case .success(let configuration):
                    if !input.explicit, !configuration.includesSwift(absolute) { continue }
                    module.append((index, input, absolute, bytes, configuration))
                }
            }
        }
        let outputs = SwiftInPlaceLint.lint(module.map { SwiftInPlaceLint.Input(path: $0.absolute, bytes: $0.bytes, configuration: $0.configuration, reportsWithoutKiss: $0.input.explicit) },
                                            previews: previews)
        for (file, output) in zip(module, outputs) {
            guard output.isReported, let lines = output.lines else { continue }
            results.set(file.index, .success(LintedFile(path: file.input.displayPath, source: file.bytes, lineIndex: lines,
                                                        diagnostics: output.diagnostics, absolutePath: file.absolute)))
        }
    }

    /// The diagnostics of one source text.
    public static func lintSource(
        _ bytes: [UInt8], path: String, absolutePath: String, workspace: Workspace, configuration: Configuration = .empty,
        previews: PreviewSelection? = nil
    ) -> LintedFile {
        let file = workspace.add(path: absolutePath, bytes: bytes)
        let result = Linter.lint(file, in: workspace, configuration: configuration, previews: previews)
        var names: [String] = []
        if case .named? = previews {
            names = Analyzer.previews(of: file, in: workspace, fallbackPreviews: configuration.previews, mode: configuration.previewsMode).map(\.name)
        }
        return LintedFile(path: path, source: bytes, lineIndex: file.lines, diagnostics: result.diagnostics, previews: names,
                          absolutePath: absolutePath)
    }
}

extension LintTarget {
    /// `path` in the workspace that encloses it (`Workspace.enclosingProject`), as a run lints it.
    init(enclosing path: String) {
        let project = Workspace.enclosingProject(of: path)
        self.init(path: path, root: project.root, isProject: project.marked)
    }
}
