import Foundation
import PackagePlugin

/// Exports every `.kiss` file of a target to Swift at build time (`kisslint export --swift`),
/// into the plugin's work folder, so the target's code can call the generated layout functions
/// and host views. A file that cannot be exported fails the build with `path:line:col: error:`
/// lines, and its warnings (a view that collapses, a label cut short) are printed as
/// `path:line:col: warning:` lines, which SwiftPM and Xcode show at the `.kiss` file's line. Each file is exported again
/// when it or any other `.kiss` file of the target changes (one may import another). The helper views the exports use
/// are written once, into `KissSupport.swift`.
@main
struct KissCodegen: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let sources = target as? SourceModuleTarget else { return [] }
        let layouts = sources.sourceFiles.filter { $0.url.pathExtension == "kiss" }.map(\.url)
        guard !layouts.isEmpty else { return [] }
        let kisslint = try context.tool(named: "kisslint").url
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedLayouts")
        let exports: [Command] = layouts.sorted { $0.path < $1.path }.map { layout in
            let swift = output.appending(path: layout.deletingPathExtension().lastPathComponent + ".swift")
            return .buildCommand(
                displayName: "Exporting \(layout.lastPathComponent) to Swift",
                executable: kisslint,
                arguments: ["export", "--swift", layout.path, "-o", swift.path, "--warnings", "--previews", "--no-support"],
                inputFiles: layouts,
                outputFiles: [swift])
        }
        // The helper views the exports share (padded labels, key-value views), once per module.
        let support = output.appending(path: "KissSupport.swift")
        return exports + [.buildCommand(
            displayName: "Writing the helper views of the exported layouts",
            executable: kisslint,
            arguments: ["export", "--swift", "--support", "-o", support.path],
            inputFiles: [],
            outputFiles: [support])]
    }
}
