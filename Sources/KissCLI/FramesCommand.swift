import Foundation
import KissAnalysis
import KissText

/// `kisslint frames`: the solved frame tree of each layout at each preview.
enum FramesCommand {
    static func run(_ options: FramesOptions, console: Console) -> ExitCode {
        guard let path = options.path else { return .failure }
        let workspace: Workspace
        let file: SourceFile
        if path == "-" {
            workspace = Workspace(root: console.currentDirectory.path)
            file = workspace.add(path: console.currentDirectory.appendingPathComponent("<stdin>.kiss").path, bytes: console.readInput())
        } else {
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : console.currentDirectory.appendingPathComponent(path)).standardizedFileURL
            workspace = Workspace.enclosing(url.path)
            guard let loaded = workspace.file(url.path) else {
                console.writeError("kisslint: \(path): cannot read this file\n")
                return .failure
            }
            file = loaded
        }
        let configuration: Configuration
        switch ConfigurationLoader().configuration(for: file.path) {
        case .success(let loaded): configuration = loaded
        case .failure(let error):
            console.writeError("kisslint: configuration error: \(error)\n")
            return .failure
        }
        if let name = options.previews.preview {
            let declared = Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews).previews
            guard declared.contains(where: { $0.name == name }) else {
                console.writeError("kisslint: \(path) has no preview '\(name)'; it has: \(declared.map(\.name).joined(separator: ", "))\n")
                return .failure
            }
        }
        let analysis = Analyzer.analyze(file, in: workspace, fallbackPreviews: configuration.previews, selection: options.previews.selection)
        let previews = analysis.previews
        var layouts = analysis.layouts
        if let name = options.layout {
            layouts = layouts.filter { $0.name == name }
            guard !layouts.isEmpty else {
                console.writeError("kisslint: \(path) has no layout '\(name)'; it has: \(analysis.layouts.map(\.name).joined(separator: ", "))\n")
                return .failure
            }
        }
        var solved: [SolvedLayout] = []
        for layout in layouts {
            for preview in previews {
                if let result = FrameSolver.solve(layout, at: preview, family: configuration.fontFamily ?? .system) { solved.append(result) }
            }
        }
        let errors = analysis.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            console.writeError("kisslint: \(path) has \(errors) error\(errors == 1 ? "" : "s") (see kisslint lint); frames may be incomplete\n")
        }
        if options.json {
            console.write(FramesReport(path: path, analysis: analysis, solved: solved, workspace: workspace).json())
        } else {
            console.write(FramesReport.text(solved))
        }
        return .clean
    }
}
