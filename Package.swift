// swift-tools-version:6.0
// Foundation only, by requirement: this package has no package dependencies.
import PackageDescription

let package = Package(
    name: "KissTools",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kisslint", targets: ["kisslint"]),
        .executable(name: "kiss-bench", targets: ["kiss-bench"]),
        .executable(name: "kiss-lsp", targets: ["kiss-lsp"]),
        .executable(name: "kiss-fuzz", targets: ["kiss-fuzz"]),
        .library(name: "KissSyntax", targets: ["KissSyntax"]),
        .library(name: "KissLayout", targets: ["KissLayout"]),
        .library(name: "KissText", targets: ["KissText"]),
        // `.kiss` files of an app target exported to Swift at build time (docs/swift-export.md).
        .plugin(name: "KissCodegen", targets: ["KissCodegen"]),
        // `swift package kisslint`: lint the package's `.kiss` files.
        .plugin(name: "KissLintCommand", targets: ["KissLintCommand"]),
    ],
    targets: [
        .plugin(name: "KissCodegen", capability: .buildTool(), dependencies: ["kisslint"]),
        .plugin(
            name: "KissLintCommand",
            capability: .command(intent: .custom(verb: "kisslint", description: "Lint the package's .kiss files with kisslint")),
            dependencies: ["kisslint"]),
        // Lexer, resilient parser, lossless tree, line index.
        .target(name: "KissSyntax"),
        // Font metrics, TrueType reading and text measurement. Knows no syntax.
        .target(name: "KissText"),
        // The flexbox solver (Yoga 1.x semantics). Knows no syntax.
        .target(name: "KissLayout", dependencies: ["KissRuntime"]),
        // How work runs, apart from what it computes: deep stacks for deep trees, parallel
        // workers, freeing large values off the answering thread.
        .target(name: "KissRuntime"),
        // One store of queries per revision, with dependencies and early cut-off (knows no
        // `.kiss`): the inputs the host sets, snapshots that requests read.
        .target(name: "KissDatabase"),
        .testTarget(name: "KissDatabaseTests", dependencies: ["KissDatabase"]),
        // Name resolution, lowering syntax to the layout model, the rules.
        .target(name: "KissAnalysis", dependencies: ["KissSyntax", "KissLayout", "KissText", "KissRuntime", "KissDatabase"]),
        // Protocol-free editor answers: diagnostics, hover, frames.
        .target(name: "KissIDE", dependencies: ["KissAnalysis", "KissRuntime", "KissDatabase"]),
        .testTarget(name: "KissIDETests", dependencies: ["KissIDE", "KissRuntime", "KissTestSupport"], exclude: ["Fixtures"]),
        // Bridges to Swift: `.kiss` layouts as Kiss library code.
        .target(name: "KissBridge", dependencies: ["KissSyntax", "KissLayout", "KissAnalysis"]),
        .testTarget(name: "KissBridgeTests", dependencies: ["KissBridge", "KissTestSupport"], exclude: ["Fixtures"]),
        // Pictures of solved layouts: SVG and a self-contained HTML page.
        .target(name: "KissRender", dependencies: ["KissAnalysis", "KissIDE"]),
        .testTarget(name: "KissRenderTests", dependencies: ["KissRender", "KissSyntax", "KissTestSupport"]),
        // JSON-RPC framing, LSP types and the server, over a pluggable analyzer.
        .target(name: "KissLSP", dependencies: ["KissSyntax", "KissAnalysis", "KissIDE", "KissRender", "KissRuntime"]),
        .executableTarget(name: "kiss-lsp", dependencies: ["KissLSP"]),
        .testTarget(name: "KissLSPTests", dependencies: ["KissLSP", "KissAnalysis", "KissTestSupport"]),
        .testTarget(name: "KissAnalysisTests", dependencies: ["KissAnalysis", "KissRuntime", "KissTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KissRuntimeTests", dependencies: ["KissRuntime", "KissAnalysis", "KissSyntax", "KissTestSupport"]),
        // Command-line logic shared by the `kisslint` executable and its tests.
        .target(name: "KissCLI", dependencies: ["KissSyntax", "KissAnalysis", "KissIDE", "KissRender", "KissBridge", "KissRuntime"]),
        .executableTarget(name: "kisslint", dependencies: ["KissCLI"]),
        .executableTarget(name: "kiss-bench", dependencies: ["KissSyntax", "KissLayout", "KissAnalysis", "KissIDE", "KissLSP", "KissCLI", "KissRuntime"]),
        // Fuzzing: the whole pipeline and the server's edit loop under mutated inputs, and the
        // solver's caches on generated trees (whose generators KissLayoutTests shares).
        .target(name: "KissFuzzing", dependencies: ["KissSyntax", "KissLayout", "KissAnalysis", "KissIDE", "KissRender", "KissBridge", "KissLSP", "KissCLI", "KissTestSupport"]),
        .executableTarget(name: "kiss-fuzz", dependencies: ["KissFuzzing"]),
        .testTarget(name: "KissFuzzingTests", dependencies: ["KissFuzzing", "KissTestSupport"]),
        // Fixture helpers shared by the test targets.
        .target(name: "KissTestSupport", dependencies: ["KissSyntax"]),
        .testTarget(name: "KissSyntaxTests", dependencies: ["KissSyntax", "KissTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "KissTextTests", dependencies: ["KissText", "KissTestSupport"]),
        .testTarget(name: "KissLayoutTests", dependencies: ["KissLayout", "KissFuzzing"], resources: [.copy("Fixtures")]),
        .testTarget(name: "KissCLITests", dependencies: ["KissCLI", "KissTestSupport"]),
    ]
)
