import Foundation
import KissAnalysis
import KissRender

/// `kisslint render`: a picture of each layout at each preview, as SVG or an HTML page.
enum RenderCommand {
    static func run(_ options: RenderOptions, console: Console) -> ExitCode {
        guard let path = options.path,
              let loaded = LoadedLayoutFile.load(path, layout: options.layout, previews: options.previews, command: "the picture", console: console)
        else { return .failure }
        let builder = PictureBuilder(
            file: loaded.file, workspace: loaded.workspace, displayPath: path == "-" ? "<stdin>" : path,
            diagnostics: loaded.diagnostics, family: loaded.family)
        let picture = builder.picture(loaded.solved)
        let text = options.html ? HTMLPage().html(picture) : SVGWriter().svg(picture)
        guard let output = options.output else {
            console.write(text)
            return .clean
        }
        let target = output.hasPrefix("/") ? output : console.currentDirectory.appendingPathComponent(output).path
        do {
            try FileWriter.write(Array(text.utf8), to: target)
        } catch {
            console.writeError("kisslint: \(error.path): \(error.reason)\n")
            return .failure
        }
        return .clean
    }
}
