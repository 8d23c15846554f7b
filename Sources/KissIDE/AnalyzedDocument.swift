import Foundation
import KissAnalysis
import KissText

/// One analysis of one document version: the lint result, and each
/// layout's frames at each preview, taken from the layout rules' solves or
/// solved on first request, and kept: a hover after the diagnostics (or a
/// second hover) solves nothing again.
final class AnalyzedDocument: @unchecked Sendable {
    let document: IDEDocument
    let workspace: Workspace
    let configuration: Configuration
    /// Set when `.kisslint.json` could not be used; the document is then
    /// analysed with the client's settings alone.
    let configurationError: ConfigurationError?
    let lint: LintResult
    private let lock = NSLock()
    private var solved: [SolveKey: SolvedLayout?] = [:]

    private struct SolveKey: Hashable {
        var layout: String
        var preview: Preview
    }

    init(document: IDEDocument, settings: IDESettings, configurations: ConfigurationLoader) {
        self.document = document
        let provider = BufferSourceProvider(buffers: document.openBuffers)
        workspace = Workspace.enclosing(document.path, provider: provider)
        var base = Configuration.empty
        switch configurations.configuration(for: document.path) {
        case .success(let loaded):
            base = loaded
            configurationError = nil
        case .failure(let error):
            configurationError = error
        }
        configuration = settings.applied(to: base)
        let file = workspace.add(path: document.path, bytes: document.text)
        lint = Linter.lint(file, in: workspace, configuration: configuration)
        // The layout rules solved every layout at every preview already.
        for layout in lint.solved { solved[SolveKey(layout: layout.name, preview: layout.preview)] = layout }
    }

    var analysis: FileAnalysis { lint.analysis }
    var family: FontFamily { configuration.fontFamily ?? .system }

    /// A layout of this file solved at one preview (nil: it has no root).
    func solve(_ layout: LayoutInstance, at preview: Preview) -> SolvedLayout? {
        let key = SolveKey(layout: layout.name, preview: preview)
        lock.lock()
        if let cached = solved[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let result = FrameSolver.solve(layout, at: preview, family: family)
        lock.lock()
        solved[key] = result
        lock.unlock()
        return result
    }
}
