import Foundation
import KissAnalysis
import KissSyntax
import KissText

/// One file read for `frames` and `render`, linted and solved at the chosen previews: the
/// file named (or standard input), its configuration, its findings and its solved layouts.
struct LoadedLayoutFile {
    var workspace: Workspace
    var file: SourceFile
    var configuration: Configuration
    var analysis: FileAnalysis
    var diagnostics: [Diagnostic]
    /// Each chosen layout at each preview, layouts in declaration order.
    var solved: [SolvedLayout]
    var errors: Int

    var family: FontFamily { configuration.fontFamily ?? .system }

    /// Reads and solves `path`; nil after writing why not to standard error.
    static func load(_ path: String, layout: String?, previews: PreviewOptions, command: String, console: Console) -> LoadedLayoutFile? {
        let workspace: Workspace
        let file: SourceFile
        if path == "-" {
            let project = Workspace.enclosingProject(of: console.currentDirectory.appendingPathComponent("<stdin>.kiss").path)
            workspace = Workspace(root: project.root, isProject: project.marked)
            guard let bytes = console.readInput() else {
                console.writeError("kisslint: standard input holds more than \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes)); kisslint reads files of up to that\n")
                return nil
            }
            file = workspace.add(path: console.currentDirectory.appendingPathComponent("<stdin>.kiss").path, bytes: bytes)
        } else {
            let url = URL(fileURLWithPath: console.absolutePath(path)).standardizedFileURL
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                let name = command == "frames" ? "frames" : "render"
                console.writeError("kisslint: \(path): is a folder; \(name) takes one .kiss file\n")
                return nil
            }
            workspace = Workspace.enclosing(url.path)
            // The file named is read wherever its links lead; only what it imports is confined.
            switch SourceFileReader.read(url.path) {
            case .contents(let bytes):
                file = workspace.add(path: url.path, bytes: bytes)
            case .tooLarge(let size):
                console.writeError("kisslint: \(path): the file is \(SourceFileReader.describe(bytes: size)); kisslint reads files of up to \(SourceFileReader.describe(bytes: SourceFileReader.maximumFileBytes))\n")
                return nil
            case .unreadable, .outside:
                console.writeError("kisslint: \(path): cannot read this file\n")
                return nil
            }
        }
        let configuration: Configuration
        switch ConfigurationLoader().configuration(for: file.path) {
        case .success(let loaded): configuration = loaded
        case .failure(let error):
            console.writeError("kisslint: configuration error: \(error)\n")
            return nil
        }
        if let name = previews.preview {
            let declared = Analyzer.previews(of: file, in: workspace, fallbackPreviews: configuration.previews, mode: configuration.previewsMode)
            guard declared.contains(where: { $0.name == name }) else {
                let hint = Suggestions.closest(to: name, in: declared.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
                console.writeError("kisslint: \(path) has no preview '\(name)'; it has: \(declared.map(\.name).joined(separator: ", "))\(hint)\n")
                return nil
            }
        }
        let lint = Linter.lint(file, in: workspace, configuration: configuration, previews: previews.selection)
        let analysis = lint.analysis
        var layouts = analysis.layouts
        if let name = layout {
            layouts = layouts.filter { $0.name == name }
            guard !layouts.isEmpty else {
                console.writeError("kisslint: \(path) has no layout '\(name)'; it has: \(analysis.layouts.map(\.name).joined(separator: ", "))\n")
                return nil
            }
        }
        let family = configuration.fontFamily ?? .system
        var solved: [SolvedLayout] = []
        // The lint solved every layout unless errors stopped it.
        var linted: [String: [SolvedLayout]] = [:]
        for layout in lint.solved { linted[layout.name, default: []].append(layout) }
        for layout in layouts {
            for preview in analysis.previews.of(layout: layout.name) {
                if let known = linted[layout.name]?.first(where: { $0.preview == preview }) {
                    solved.append(known)
                } else if let result = FrameSolver.solve(layout, at: preview, family: family) {
                    solved.append(result)
                }
            }
        }
        let errors = lint.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            console.writeError("kisslint: \(path) has \(errors) error\(errors == 1 ? "" : "s") (see kisslint lint); \(command) may be incomplete\n")
        }
        return LoadedLayoutFile(
            workspace: workspace, file: file, configuration: configuration, analysis: analysis, diagnostics: lint.diagnostics,
            solved: solved, errors: errors)
    }
}
