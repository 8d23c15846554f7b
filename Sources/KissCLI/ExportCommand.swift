import Foundation
import KissAnalysis
import KissBridge

/// `kisslint export --swift`: the file's layouts as Kiss library Swift code.
enum ExportCommand {
    static func run(_ options: ExportOptions, console: Console) -> ExitCode {
        guard let path = options.path,
              let loaded = LoadedLayoutFile.load(path, layout: nil, previews: PreviewOptions(), command: "the export", console: console)
        else { return .failure }
        guard loaded.errors == 0 else {
            console.writeError("kisslint: \(path) is not exported while it has errors\n")
            return .findings
        }
        switch SwiftExporter(file: loaded.file, in: loaded.workspace).export() {
        case .problems(let problems):
            let lines = loaded.file.lines
            for problem in problems {
                let start = lines.position(of: problem.range.lowerBound, in: .utf32)
                console.writeError("\(path):\(start.line + 1):\(start.column + 1): error: cannot export \(problem.message)\n")
            }
            console.writeError("kisslint: \(path) was not exported: the Kiss library cannot express \(problems.count == 1 ? "this" : "these \(problems.count) things")\n")
            return .findings
        case .swift(let text):
            if options.check, let output = options.output {
                // Nothing is written: the file is current or the command says how to make it so.
                let url = output.hasPrefix("/") ? URL(fileURLWithPath: output) : console.currentDirectory.appendingPathComponent(output)
                guard case .contents(let bytes) = SourceFileReader.read(url.path) else {
                    console.writeError("kisslint: \(output) does not exist: run `kisslint export --swift \(path) -o \(output)`\n")
                    return .findings
                }
                guard bytes == Array(text.utf8) else {
                    console.writeError("kisslint: \(output) is not what \(path) exports now: run `kisslint export --swift \(path) -o \(output)`\n")
                    return .findings
                }
                return .clean
            }
            return console.deliver(text, to: options.output)
        }
    }

    /// `kisslint import --swift`: Kiss Swift code read back as `.kiss`, best effort.
    static func importSwift(_ options: ExportOptions, console: Console) -> ExitCode {
        guard let path = options.path else { return .failure }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : console.currentDirectory.appendingPathComponent(path)
        guard case .contents(let bytes) = SourceFileReader.read(url.path) else {
            console.writeError("kisslint: \(path): cannot read this file\n")
            return .failure
        }
        let kiss = SwiftImporter().kiss(from: String(decoding: bytes, as: UTF8.self), fileName: url.lastPathComponent)
        return console.deliver(kiss, to: options.output)
    }
}
