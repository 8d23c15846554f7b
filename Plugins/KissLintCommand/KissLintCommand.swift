import Foundation
import PackagePlugin

/// `swift package kisslint [options] [paths]`: lints the package's `.kiss` files (every
/// target's, or the paths given) with `kisslint`, as SwiftLint's command plugin lints Swift.
/// The options are kisslint's (`--format sarif`, `--width 320,390`, …); its exit status is the
/// command's, so CI fails on errors. It writes nothing: fixes are `swift run kisslint --fix`.
@main
struct KissLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let kisslint = try context.tool(named: "kisslint").url
        var arguments = arguments
        if !arguments.contains(where: { !$0.hasPrefix("-") }) || arguments.isEmpty {
            // No path given: the `.kiss` files of the package's targets.
            let files = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .flatMap { $0.sourceFiles.filter { $0.url.pathExtension == "kiss" }.map(\.url.path) }
            guard !files.isEmpty else {
                print("kisslint: no target of \(context.package.displayName) holds .kiss files")
                return
            }
            arguments += Set(files).sorted()
        }
        let process = Process()
        process.executableURL = kisslint
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw KissLintFailed(status: process.terminationStatus) }
    }
}

struct KissLintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "kisslint exited with status \(status)" }
}
