import Foundation
import KissAnalysis

/// `kisslint frames`: the solved frame tree of each layout at each preview.
enum FramesCommand {
    static func run(_ options: FramesOptions, console: Console) -> ExitCode {
        guard let path = options.path,
              let loaded = LoadedLayoutFile.load(path, layout: options.layout, previews: options.previews, command: "frames", console: console)
        else { return .failure }
        if options.json {
            console.write(FramesReport(path: path, analysis: loaded.analysis, solved: loaded.solved, workspace: loaded.workspace).json())
        } else {
            console.write(FramesReport.text(loaded.solved, analysis: loaded.analysis, workspace: loaded.workspace))
        }
        return .clean
    }
}
