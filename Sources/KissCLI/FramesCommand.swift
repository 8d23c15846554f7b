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
            let project = Workspace.enclosingProject(of: console.currentDirectory.appendingPathComponent("<stdin>.kiss").path)
            workspace = Workspace(root: project.root, isProject: project.marked)
            guard let bytes = console.readInput() else {
                console.writeError("kisslint: standard input holds more than \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)); kisslint reads files of up to that\n")
                return .failure
            }
            file = workspace.add(path: console.currentDirectory.appendingPathComponent("<stdin>.kiss").path, bytes: bytes)
        } else {
            let url = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : console.currentDirectory.appendingPathComponent(path)).standardizedFileURL
            workspace = Workspace.enclosing(url.path)
            // The file named is read wherever its links lead; only what it imports is confined.
            switch SourceFileReader.read(url.path) {
            case .contents(let bytes):
                file = workspace.add(path: url.path, bytes: bytes)
            case .tooLarge(let size):
                console.writeError("kisslint: \(path): the file is \(SourceFileReader.describe(bytes: size)); kisslint reads files of up to \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes))\n")
                return .failure
            case .unreadable, .outside:
                console.writeError("kisslint: \(path): cannot read this file\n")
                return .failure
            }
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
