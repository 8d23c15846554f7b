import Foundation
import PackagePlugin

/// `swift package kisslint [options] [paths]`: lints the package's targets (their `.kiss`
/// files, and their Swift files that use Kiss, in place), or the paths given, with `kisslint`,
/// as SwiftLint's command plugin lints Swift.
/// The options are kisslint's (`--format sarif`, `--width 320,390`, …); its exit status is the
/// command's, so CI fails on errors. It writes nothing: fixes are `swift run kisslint --fix`.
@main
struct KissLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let kisslint = try context.tool(named: "kisslint").url
        var arguments = arguments
        if !arguments.contains(where: { !$0.hasPrefix("-") }) || arguments.isEmpty {
            // No path given: the folders of the package's targets that hold `.kiss` files or
            // Swift that imports Kiss; kisslint reads both kinds there.
            let folders = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
                target.sourceFiles.contains { $0.url.pathExtension == "kiss" || $0.url.pathExtension == "swift" && Self.importsKiss($0.url) }
            }.compactMap { Self.commonFolder(of: $0.sourceFiles.map(\.url)) }
            guard !folders.isEmpty else {
                print("kisslint: no target of \(context.package.displayName) holds .kiss files or Swift that uses Kiss")
                return
            }
            arguments += Set(folders).sorted()
        }
        let process = Process()
        process.executableURL = kisslint
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw KissLintFailed(status: process.terminationStatus) }
    }

    /// The deepest folder holding all of a target's files (its own folder, or one inside it).
    static func commonFolder(of files: [URL]) -> String? {
        guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents else { return nil }
        for file in files.dropFirst() {
            let parts = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return NSString.path(withComponents: common)
    }

    static func importsKiss(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.contains("import Kiss\n") || text.contains("import KissUI\n") || text.contains("import Kiss\r")
    }
}

struct KissLintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "kisslint exited with status \(status)" }
}
