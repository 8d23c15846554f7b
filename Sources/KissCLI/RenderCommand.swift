import Foundation
import KissAnalysis
import KissRender

/// `kisslint render`: a picture of each layout at each preview, as SVG or an HTML page.
enum RenderCommand {
    static func run(_ options: RenderOptions, console: Console) -> ExitCode {
        guard let path = options.path, !console.refusesOutput(options.output, over: [path]),
              let loaded = LoadedLayoutFile.load(path, layout: options.layout, previews: options.previews, command: "the picture", console: console)
        else { return .failure }
        let builder = PictureBuilder(
            file: loaded.file, workspace: loaded.workspace, displayPath: path == "-" ? "<stdin>" : path,
            diagnostics: loaded.diagnostics, family: loaded.family)
        let picture = builder.picture(loaded.solved)
        let text = options.html ? HTMLPage().html(picture) : SVGWriter().svg(picture)
        return console.deliver(text, to: options.output)
    }
}
