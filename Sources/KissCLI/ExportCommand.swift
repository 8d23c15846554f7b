import Foundation
import KissAnalysis
import KissBridge
import KissSyntax

/// `kisslint export --swift`: the file's layouts as Kiss library Swift code.
enum ExportCommand {
    static func run(_ options: ExportOptions, console: Console) -> ExitCode {
        if options.supportOnly {
            let support = SharedSupport.file()
            guard options.check, let output = options.output else { return console.deliver(support, to: options.output) }
            return check(support, against: output, from: "the helper views", command: "kisslint export --swift --support -o \(output)", console: console) ? .clean : .findings
        }
        guard let first = options.path else { return .failure }
        let paths = [first] + options.morePaths
        guard !console.refusesOutput(options.output, over: paths) else { return .failure }
        // One file to one Swift file (or standard output); several, or a folder, to a folder.
        guard console.namesFolder(paths) else {
            let swift: String
            switch exported(first, warnings: options.warnings, previews: options.previews, console: console) {
            case .swift(let text): swift = options.noSupport ? SharedSupport.split(text).swift : text
            case .refused: return .findings
            case .unreadable: return .failure
            }
            guard options.check, let output = options.output else { return console.deliver(swift, to: options.output) }
            return check(swift, against: output, from: first, command: "kisslint export --swift \(first) -o \(output)", console: console) ? .clean : .findings
        }
        guard let folder = options.output else {
            console.writeError("kisslint: exporting \(paths.count > 1 ? "several files" : "a folder") needs -o FOLDER\n")
            return .failure
        }
        let collected = SourceCollector.collect(paths, stdinFilename: nil, currentDirectory: console.currentDirectory)
        for error in collected.errors { console.writeError("kisslint: \(error)\n") }
        guard collected.errors.isEmpty else { return .failure }
        // A Swift module takes each file name once, so the files go side by side, by name.
        func swiftName(_ path: String) -> String { (path as NSString).lastPathComponent.replacingOccurrences(of: ".kiss", with: ".swift") }
        guard console.outputNamesAreDistinct(collected.inputs, name: swiftName,
                                             advice: "; a Swift module takes each file name once: export them to different folders") else { return .failure }
        if !options.check, !console.makeFolder(folder) { return .failure }
        let inputs = OutputGuard(inputs: collected.inputs.map(\.displayPath), console: console)
        let command = "kisslint export --swift \(paths.joined(separator: " ")) -o \(folder)"
        var result = ExitCode.clean
        // The helper views the files use, declared once beside them (SharedSupport).
        var helpers = Set<String>()
        for input in collected.inputs {
            let target = (folder as NSString).appendingPathComponent(swiftName(input.displayPath))
            let swift: String
            switch exported(input.displayPath, warnings: options.warnings, previews: options.previews, console: console) {
            case .swift(let text):
                let split = SharedSupport.split(text)
                swift = split.swift
                helpers.formUnion(split.helpers)
            case .refused:
                result = .findings
                continue
            case .unreadable:
                return .failure
            }
            if options.check {
                if !check(swift, against: target, from: input.displayPath, command: command, console: console) { result = .findings }
            } else if console.refusesOutput(target, over: inputs) || console.deliver(swift, to: target) != .clean {
                return .failure
            }
        }
        if !helpers.isEmpty, !options.noSupport {
            let target = (folder as NSString).appendingPathComponent(SharedSupport.fileName)
            let support = SharedSupport.file(declaring: helpers)
            if options.check {
                if !check(support, against: target, from: "the helper views", command: command, console: console) { result = .findings }
            } else if console.refusesOutput(target, over: inputs) || console.deliver(support, to: target) != .clean {
                return .failure
            }
        }
        return result
    }

    enum Exported {
        case swift(String)
        /// Errors in the file, or what the library cannot express (said on standard error).
        case refused
        /// The file could not be read (said on standard error).
        case unreadable
    }

    /// The Swift of one file, or why there is none (written to standard error).
    static func exported(_ path: String, warnings: Bool = false, previews: Bool = false, console: Console) -> Exported {
        guard let loaded = LoadedLayoutFile.load(path, layout: nil, previews: PreviewOptions(), command: "the export", console: console) else { return .unreadable }
        // Each at its line, in the form compilers use, so that a build running the export
        // (the KissCodegen plugin, an Xcode build phase) shows them on the `.kiss` file.
        func report(_ severity: Severity, as word: String) {
            let lines = loaded.file.lines
            for finding in loaded.diagnostics where finding.severity == severity {
                let start = lines.position(of: finding.range.lowerBound, in: .utf32)
                console.writeError("\(path):\(start.line + 1):\(start.column + 1): \(word): \(finding.message) [\(finding.code.rawValue)]\n")
            }
        }
        if warnings { report(.warning, as: "warning") }
        guard loaded.errors == 0 else {
            report(.error, as: "error")
            console.writeError("kisslint: \(path) is not exported while it has errors\n")
            return .refused
        }
        switch SwiftExporter(file: loaded.file, in: loaded.workspace).export(previews: previews ? loaded.solved : []) {
        case .problems(let problems):
            let lines = loaded.file.lines
            for problem in problems {
                let start = lines.position(of: problem.range.lowerBound, in: .utf32)
                console.writeError("\(path):\(start.line + 1):\(start.column + 1): error: cannot export \(problem.message)\n")
            }
            console.writeError("kisslint: \(path) was not exported: the Kiss library cannot express \(problems.count == 1 ? "this" : "these \(problems.count) things")\n")
            return .refused
        case .swift(let text):
            return .swift(text)
        }
    }

    /// `--check`: whether `output` holds `swift` already; nothing is written, and a stale or
    /// missing file is named with the command that brings it up to date.
    static func check(_ swift: String, against output: String, from path: String, command: String, console: Console) -> Bool {
        guard case .contents(let bytes) = SourceFileReader.read(console.absolutePath(output)) else {
            console.writeError("kisslint: \(output) does not exist: run `\(command)`\n")
            return false
        }
        guard bytes == Array(swift.utf8) else {
            console.writeError("kisslint: \(output) is not what \(path) exports now: run `\(command)`\n")
            return false
        }
        return true
    }

    /// `kisslint import --swift`: Kiss Swift code read back as `.kiss`, best effort. Several
    /// files, or a folder's `.swift` files, are read as one module (each sees the others'
    /// helpers), and each file with a layout goes to `FOLDER/<name>.kiss`. Whatever is not
    /// translated is a warning on standard error at its line and column; exit 1 then, or when
    /// no file has a layout.
    static func importSwift(_ options: ExportOptions, console: Console) -> ExitCode {
        guard let first = options.path else { return .failure }
        let paths = [first] + options.morePaths
        guard !console.refusesOutput(options.output, over: paths) else { return .failure }
        let namesFolder = console.namesFolder(paths)
        if namesFolder, options.output == nil {
            console.writeError("kisslint: importing \(paths.count > 1 ? "several files" : "a folder") needs -o FOLDER: kisslint import --swift PATH… -o FOLDER\n")
            return .failure
        }
        let collected = SourceCollector.collect(paths, stdinFilename: nil, currentDirectory: console.currentDirectory, fileExtensions: ["swift"])
        for error in collected.errors { console.writeError("kisslint: \(error)\n") }
        guard collected.errors.isEmpty else { return .failure }
        guard !collected.inputs.isEmpty else {
            console.writeError("kisslint: no .swift file in \(paths.joined(separator: ", "))\n")
            return .failure
        }
        var files: [(name: String, source: String)] = []
        for input in collected.inputs {
            guard case .file(let url) = input.origin, case .contents(let bytes) = SourceFileReader.read(url.path) else {
                console.writeError("kisslint: \(input.displayPath): cannot read this file\n")
                return .failure
            }
            files.append((url.lastPathComponent, String(decoding: bytes, as: UTF8.self)))
        }
        // Each `.kiss` goes beside the others, by name: two Swift files of one name would clash.
        if namesFolder, !console.outputNamesAreDistinct(collected.inputs, name: SwiftImporter.kissName, advice: ": import them to different folders") {
            return .failure
        }
        let imported = SwiftImporter().module(files)
        let anyLayout = imported.contains { $0.hasLayout }
        var whole = anyLayout
        for (input, result) in zip(collected.inputs, imported) {
            for note in result.notes {
                console.writeError("\(input.displayPath):\(note.line):\(note.column): warning: kisslint import: \(note.message)\n")
                whole = false
            }
            if !result.hasLayout {
                let what = anyLayout ? "note" : "warning"
                console.writeError("\(input.displayPath): \(what): kisslint import: no Kiss layout (vstack, hstack, wrap) found\(namesFolder ? "; nothing written for it" : "")\n")
            }
        }
        guard namesFolder, let folder = options.output else {
            let delivered = console.deliver(imported[0].kiss, to: options.output)
            return delivered != .clean ? delivered : whole ? .clean : .findings
        }
        guard console.makeFolder(folder) else { return .failure }
        let inputs = OutputGuard(inputs: collected.inputs.map(\.displayPath), console: console)
        for (input, result) in zip(collected.inputs, imported) where result.hasLayout {
            let target = (folder as NSString).appendingPathComponent(SwiftImporter.kissName(of: input.displayPath))
            if console.refusesOutput(target, over: inputs) || console.deliver(result.kiss, to: target) != .clean { return .failure }
        }
        return whole ? .clean : .findings
    }
}
