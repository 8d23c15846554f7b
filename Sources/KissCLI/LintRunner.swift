import Foundation
import KissAnalysis
import KissSyntax

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
        previews: PreviewSelection? = nil, readInput: () -> [UInt8]?
    ) -> (files: [LintedFile], errors: [String]) {
        // Standard input is read once, up front, on this thread.
        let stdinBytes = inputs.contains { $0.origin == .standardInput } ? readInput() : []
        let results = ResultSlots<Result<LintedFile, UsageError>>(count: inputs.count)
        let workspaces = WorkspaceCache()
        let work: @Sendable (Int) -> Void = { index in
            let input = inputs[index]
            let bytes: [UInt8]
            switch input.origin {
            case .standardInput:
                guard let stdinBytes else {
                    results.set(index, .failure(UsageError("\(input.displayPath): standard input holds more than \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)); kisslint reads files of up to that")))
                    return
                }
                bytes = stdinBytes
            case .file(let url):
                switch SourceFileReader.read(url.path) {
                case .contents(let read):
                    bytes = read
                case .tooLarge(let size):
                    results.set(index, .failure(UsageError("\(input.displayPath): the file is \(SourceFileReader.describe(bytes: size)); kisslint reads files of up to \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes))")))
                    return
                case .unreadable, .outside:
                    results.set(index, .failure(UsageError("\(input.displayPath): cannot read this file")))
                    return
                }
            }
            let absolute: String
            switch input.origin {
            case .file(let url): absolute = url.path
            case .standardInput:
                absolute = input.displayPath.hasPrefix("/") ? input.displayPath : FileManager.default.currentDirectoryPath + "/" + input.displayPath
            }
            switch configurations.configuration(for: absolute) {
            case .failure(let error):
                results.set(index, .failure(UsageError("configuration error: \(error)")))
            case .success(let configuration):
                if !input.explicit, !configuration.includes(absolute) { return }
                results.set(index, .success(lintSource(bytes, path: input.displayPath, absolutePath: absolute,
                                                       workspace: workspaces.workspace(for: absolute), configuration: configuration,
                                                       previews: previews)))
            }
        }
        // On deep threads (`DeepWork`), however many jobs: a deep layout must not meet a small stack.
        // Chunks of the index range per worker keep the queue overhead low.
        let workers = max(1, min(jobs, inputs.count))
        DeepWork.perform(iterations: workers) { worker in
            var index = worker
            while index < inputs.count {
                work(index)
                index += workers
            }
        }
        var files: [LintedFile] = []
        var errors: [String] = []
        for result in results.values {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors.append(error.message)
            case nil: break
            }
        }
        return (files, errors)
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

/// One workspace per project root, shared by the files under it, so each
/// imported file is read and parsed once per run.
final class WorkspaceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var byRoot: [String: Workspace] = [:]

    func workspace(for file: String) -> Workspace {
        let project = Workspace.enclosingProject(of: file)
        lock.lock()
        defer { lock.unlock() }
        if let existing = byRoot[project.root] { return existing }
        let workspace = Workspace(root: project.root, isProject: project.marked)
        byRoot[project.root] = workspace
        return workspace
    }
}
