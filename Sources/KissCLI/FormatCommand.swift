import Foundation
import KissAnalysis
import KissSyntax

/// `kisslint format [--check] [PATH…|-]`: rewrites files in the canonical style
/// (docs/formatting.md), or with `--check` lists the files that are not in it, for CI.
/// Standard input is written formatted to standard output.
enum FormatCommand {
    static func run(_ options: FormatOptions, console: Console) -> ExitCode {
        let collected = SourceCollector.collect(options.paths, stdinFilename: nil, currentDirectory: console.currentDirectory)
        var failed = !collected.errors.isEmpty
        for error in collected.errors { console.writeError("kisslint: \(error)\n") }
        if collected.inputs.isEmpty, collected.errors.isEmpty {
            console.writeError("kisslint: no .kiss files found in \(options.paths.isEmpty ? "." : options.paths.joined(separator: ", "))\n")
            return .failure
        }
        var unformatted: [String] = []
        var formatted = 0
        var notFormatted = 0
        for input in collected.inputs {
            let source: [UInt8]
            switch input.origin {
            case .standardInput:
                guard let bytes = console.readInput() else {
                    console.writeError("kisslint: standard input holds more than \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes))\n")
                    failed = true
                    continue
                }
                source = bytes
            case .file(let url):
                guard case .contents(let bytes) = SourceFileReader.read(url.path) else {
                    console.writeError("kisslint: \(input.displayPath): cannot read this file\n")
                    failed = true
                    continue
                }
                source = bytes
            }
            let output: [UInt8]
            do {
                output = try SourceFormatter.format(source).text
            } catch {
                let reason = error == .syntaxErrors ? "it has syntax errors (`kisslint` shows them)" : "formatting would change its tokens (please report this)"
                console.writeError("kisslint: \(input.displayPath): not formatted, \(reason)\n")
                failed = true
                notFormatted += 1
                if input.origin == .standardInput, !options.check { console.write(String(decoding: source, as: UTF8.self)) }
                continue
            }
            switch input.origin {
            case .standardInput:
                if options.check {
                    if output != source { unformatted.append(input.displayPath) }
                } else {
                    console.write(String(decoding: output, as: UTF8.self))
                }
            case .file(let url):
                guard output != source else { continue }
                if options.check {
                    unformatted.append(input.displayPath)
                    continue
                }
                do {
                    try FileWriter.replace(url.path, with: output, expecting: source)
                    formatted += 1
                    if !options.quiet { console.writeError("formatted \(input.displayPath)\n") }
                } catch {
                    console.writeError("kisslint: \(input.displayPath): not written: \(error.reason)\n")
                    failed = true
                }
            }
        }
        if options.check {
            for path in unformatted { console.write("would reformat \(path)\n") }
            if !options.quiet {
                let checked = collected.inputs.count - notFormatted
                var summary = unformatted.isEmpty
                    ? "\(checked) file\(checked == 1 ? "" : "s") already formatted"
                    : "\(unformatted.count) of \(checked) file\(checked == 1 ? "" : "s") would be reformatted"
                if notFormatted > 0 { summary += "; \(notFormatted) could not be formatted" }
                console.writeError(summary + "\n")
            }
        }
        if failed { return .failure }
        return options.check && !unformatted.isEmpty ? .findings : .clean
    }
}

public struct FormatOptions: Equatable, Sendable {
    public var paths: [String] = []
    public var check = false
    public var quiet = false

    public init() {}
}
