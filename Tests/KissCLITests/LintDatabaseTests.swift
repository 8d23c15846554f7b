import Foundation
import KissAnalysis
import KissDatabase
import KissSyntax
@testable import KissCLI
import XCTest

/// `kisslint` on the analysis database (issue 48): a run is one revision, `--watch` keeps the
/// database from run to run, and what a run after an edit lints again is what the edit reached.
final class LintDatabaseTests: XCTestCase {
    static let library = "layout Screen {\n  vstack { label(\"a\") }\n}\n\nlayout Card(title: \"x\") {\n  label(title)\n}\n"
    static let alone = "layout Other {\n  vstack { label(\"b\") }\n}\n"
    static let usingCard = "import \"Library.kiss\"\nlayout Other {\n  vstack { Card(title: \"y\") }\n}\n"

    /// Before, K403's search trusted what it had read of a file for five seconds: a use added
    /// and removed again within them left the last run saying the component was used.
    func testWatchSeesAUseAddedAndRemovedAtOnce() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": "{}", "Library.kiss": Self.library, "Other.kiss": Self.alone])
        let runs = watchRuns(in: folder, saving: [("Other.kiss", Self.usingCard), ("Other.kiss", Self.alone)])
        XCTAssertEqual(runs.count, 3, "\(runs)")
        XCTAssertEqual(runs.map { $0.contains("[K403]") }, [true, false, true], "\(runs)")
    }

    /// A configuration is a query over loaded inputs each run reads again (issue 48): `--watch`
    /// sees a rule turned off, then on again, in one database.
    func testWatchSeesAnEditedConfiguration() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": "{}", "Library.kiss": Self.library, "Other.kiss": Self.alone])
        let runs = watchRuns(in: folder, saving: [(".kisslint.json", #"{ "rules": { "K403": "off" } }"#),
                                                  (".kisslint.json", #"{ "rules": { "K403": "hint" } }"#)])
        XCTAssertEqual(runs.count, 3, "\(runs)")
        XCTAssertEqual(runs.map { $0.contains("[K403]") }, [true, false, true], "\(runs)")
    }

    /// `kisslint . --watch` in `folder`, each look saving the next of `saves` (a path in the
    /// folder and its new text): each run's report. K403 is a hint, so every run exits clean.
    private func watchRuns(in folder: TemporaryFolder, saving saves: [(path: String, text: String)]) -> [String] {
        let capture = CapturedConsole(directory: folder.url)
        let looks = Counter()
        let saves = saves.map { (file: folder.url.appendingPathComponent($0.path), text: $0.text) }
        var console = capture.console
        console.pause = { _ in
            let look = looks.increment()
            guard look <= saves.count else { return }
            try? saves[look - 1].text.write(to: saves[look - 1].file, atomically: true, encoding: .utf8)
        }
        console.keepWatching = { looks.value <= saves.count }
        XCTAssertEqual(KissLint.run([".", "--watch"], console: console), .clean, "K403 is a hint")
        return Array(capture.out.components(separatedBy: "checked).\n").dropLast())
    }

    /// A run after a configuration changed lints again the files it configures and no other; a
    /// configuration saved unchanged lints nothing again.
    func testARunAfterAConfigurationChangedLintsTheFilesItConfigures() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": "{}", "Library.kiss": Self.library,
                                                 "Apart/.kisslint.json": "{}", "Apart/Apart.kiss": "layout Apart {\n  label(\"z\")\n}\n"])
        let runs = Runs(folder: folder, files: ["Library.kiss", "Apart/Apart.kiss"])
        let run = runs.run, lints = runs.lints
        XCTAssertEqual(run()["Library.kiss"], ["K403"])
        XCTAssertEqual(lints(), ["Apart.kiss", "Library.kiss"])

        let configuration = folder.url.appendingPathComponent(".kisslint.json")
        try #"{ "rules": { "K403": "off" } }"#.write(to: configuration, atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], [])
        XCTAssertEqual(lints(), ["Library.kiss"], "Apart has a configuration of its own")

        try #"{ "rules": { "K403": "off" } }"#.write(to: configuration, atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], [])
        XCTAssertEqual(lints(), [], "saved unchanged")

        try #"{ "rules": { "K403": "hint" } }"#.write(to: configuration, atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], ["K403"])
        XCTAssertEqual(lints(), ["Library.kiss"])
    }

    /// `--config FILE` is read through the database too: an edit to it is seen by the next run.
    func testAnExplicitConfigurationIsReadAgainByEachRun() throws {
        let folder = try TemporaryFolder(files: ["settings.json": "{}", ".kisslint.json": "{}", "Library.kiss": Self.library])
        let database = LintDatabase()
        let explicit = folder.url.appendingPathComponent("settings.json")
        let environment = LintEnvironment(configurations: ConfigurationLoader(explicitPath: explicit.path), previews: nil)
        func codes() -> [String] {
            let inputs = [SourceInput(origin: .file(folder.url.appendingPathComponent("Library.kiss")), displayPath: "Library.kiss", explicit: true)]
            return LintRunner.lint(inputs, jobs: 1, environment: environment, database: database, readInput: { nil }).files.flatMap { $0.diagnostics.map(\.code.rawValue) }
        }
        XCTAssertEqual(codes(), ["K403"])
        try #"{ "rules": { "K403": "off" } }"#.write(to: explicit, atomically: true, encoding: .utf8)
        XCTAssertEqual(codes(), [])
        try #"{ "rules": { "K403": "ofx" } }"#.write(to: explicit, atomically: true, encoding: .utf8)
        let inputs = [SourceInput(origin: .file(folder.url.appendingPathComponent("Library.kiss")), displayPath: "Library.kiss", explicit: true)]
        let broken = LintRunner.lint(inputs, jobs: 1, environment: environment, database: database, readInput: { nil })
        XCTAssertEqual(broken.errors.count, 1)
        XCTAssertTrue(broken.errors.first?.hasPrefix("configuration error: \(explicit.standardizedFileURL.path): rules.K403") ?? false, "\(broken.errors)")
    }

    /// Before, the files were stamped again after each run, so a save made while a run was
    /// linting was taken as seen, and the last run's findings stayed those of the old text.
    func testWatchSeesASaveMadeWhileARunLints() throws {
        let folder = try TemporaryFolder(files: ["a.kiss": "layout A {\n  label(\"x\").paddin(1)\n}\n"])
        let capture = CapturedConsole(directory: folder.url)
        let file = folder.url.appendingPathComponent("a.kiss")
        let looks = Counter()
        let fixed = Counter()
        var console = capture.console
        let write = console.write
        // While the second run writes its report, the user saves the fix.
        console.write = { text in
            write(text)
            if looks.value == 1, fixed.value == 0 {
                _ = fixed.increment()
                try? "layout A {\n  label(\"x\").padding(1)\n}\n".write(to: file, atomically: true, encoding: .utf8)
            }
        }
        // The first look finds a save that still has the typo.
        console.pause = { _ in
            if looks.increment() == 1 { try? "layout A {\n  label(\"xy\").paddin(1)\n}\n".write(to: file, atomically: true, encoding: .utf8) }
        }
        console.keepWatching = { looks.value < 3 }
        XCTAssertEqual(KissLint.run(["a.kiss", "--watch"], console: console), .clean, capture.err)
        XCTAssertTrue(capture.out.hasSuffix("No problems found (1 file checked).\n"), capture.out)
        XCTAssertEqual(capture.err.components(separatedBy: "files changed; linting again").count - 1, 2, capture.err)
    }

    func testARunAfterAnEditLintsWhatTheEditReached() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": "{}", "Library.kiss": Self.library, "Other.kiss": Self.usingCard,
                                                 "Apart.kiss": "layout Apart {\n  label(\"z\")\n}\n"])
        let runs = Runs(folder: folder, files: ["Library.kiss", "Other.kiss", "Apart.kiss"])
        let run = runs.run, lints = runs.lints
        XCTAssertEqual(run().values.flatMap { $0 }, [])
        XCTAssertEqual(lints(), ["Apart.kiss", "Library.kiss", "Other.kiss"])

        XCTAssertEqual(run().values.flatMap { $0 }, [], "nothing changed")
        XCTAssertEqual(lints(), [], "nothing changed: nothing is linted again")

        let other = folder.url.appendingPathComponent("Other.kiss")
        try Self.usingCard.replacingOccurrences(of: "\"y\"", with: "\"yes\"").write(to: other, atomically: true, encoding: .utf8)
        XCTAssertEqual(run().values.flatMap { $0 }, [])
        XCTAssertEqual(lints(), ["Other.kiss"], "a new title uses no other layout: the library's findings cannot change")

        try Self.alone.write(to: other, atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], ["K403"], "the library's component lost its only use")
        XCTAssertEqual(lints(), ["Library.kiss", "Other.kiss"])

        let library = folder.url.appendingPathComponent("Library.kiss")
        try Self.library.replacingOccurrences(of: "\"x\"", with: "\"xx\"").write(to: library, atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], ["K403"])
        XCTAssertEqual(lints(), ["Library.kiss"], "no file imports the library now")

        // A file of the project not given to the run (on disk only) still counts for K403.
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("more"), withIntermediateDirectories: true)
        try Self.usingCard.replacingOccurrences(of: "Library.kiss", with: "../Library.kiss")
            .write(to: folder.url.appendingPathComponent("more/Unlisted.kiss"), atomically: true, encoding: .utf8)
        XCTAssertEqual(run()["Library.kiss"], [], "a new file uses the component")
        XCTAssertEqual(lints(), ["Library.kiss"])
    }

    /// A run over every file of a project reads K403's uses from the files it lints: the disk's
    /// view of them (each file read and parsed a second time) would all give way to theirs.
    /// A run over some of them still reads the project from disk.
    func testARunOverTheWholeProjectReadsNoFileTwice() throws {
        let folder = try TemporaryFolder(files: [".kisslint.json": "{}", "Library.kiss": Self.library, "Other.kiss": Self.usingCard,
                                                 "Third.kiss": Self.alone])
        let before = AnalysisWork.diskUseSearchCount
        let all = Runs(folder: folder, files: ["Library.kiss", "Other.kiss", "Third.kiss"]).run()
        XCTAssertEqual(AnalysisWork.diskUseSearchCount - before, 0, "a file was read again for the disk's view of the project")
        XCTAssertEqual(all["Library.kiss"], [], "Other.kiss uses Card")
        let some = Runs(folder: folder, files: ["Library.kiss"]).run()
        XCTAssertEqual(some["Library.kiss"], [], "Other.kiss, read from disk, uses Card")
        XCTAssertEqual(AnalysisWork.diskUseSearchCount - before, 3, "the disk's view reads every listed file")
    }

    /// `--fix` judges each round of fixes in the run's database: a round lints the fixed file
    /// again, and K403's search reads the project's uses the run read. Before, each round linted
    /// in a fresh workspace that read and parsed every file of the project again, so fixing many
    /// files of a large project read it once per file and round.
    func testFixRoundsDoNotSearchTheProjectAgain() throws {
        // Each has a component, so K403 searches the project for each (and finds it used).
        let fixable = "layout Screen {\n  vstack {\n    // kisslint-disable-next-line K102\n    Row(text: \"a\")\n  }\n}\n\n"
            + "layout Row(text: \"x\") {\n  label(text)\n}\n"
        var files: [String: String] = [".kisslint.json": "{}", "Library.kiss": Self.library]
        let names = (1...5).map { "Screen\($0).kiss" }
        for name in names { files[name] = fixable }
        let folder = try TemporaryFolder(files: files)
        let runs = Runs(folder: folder, files: ["Library.kiss"] + names)
        XCTAssertEqual(runs.run()["Screen1.kiss"], ["K406"])
        let linted = LintRunner.lint(runs.inputs, jobs: 1, environment: runs.environment, database: runs.database, readInput: { nil })
        let searchesBefore = AnalysisWork.diskUseSearchCount
        let fixed = KissLint.applyFixes(to: linted.files, inputs: runs.inputs, unsafe: false, database: runs.database)
        XCTAssertEqual(AnalysisWork.diskUseSearchCount - searchesBefore, 0, "a fix round searched the project's files on disk again")
        XCTAssertTrue(fixed.changed)
        XCTAssertEqual(fixed.notes.filter { $0.contains("applied 1 fix") }.count, names.count, "\(fixed.notes)")
        // The run after the fixes finds what a fresh one finds: the suppressions are gone, and
        // the component nobody uses is still reported.
        let after = runs.run()
        for name in names { XCTAssertEqual(after[name], [], name) }
        XCTAssertEqual(after["Library.kiss"], ["K403"])
    }

    /// The database's findings are `Linter.lint`'s for every example and diagnostics fixture,
    /// linted in one run as a folder is (imports and K403 reading the same database).
    func testTheDatabaseFindsWhatAFreshLintFinds() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for folder in ["Examples", "Tests/KissAnalysisTests/Fixtures/diagnostics"] {
            let url = repository.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".kiss") }.sorted()
            XCTAssertFalse(files.isEmpty)
            let inputs = files.map { SourceInput(origin: .file(url.appendingPathComponent($0)), displayPath: $0, explicit: true) }
            let linted = LintRunner.lint(inputs, jobs: 2, environment: LintEnvironment(configurations: ConfigurationLoader(), previews: nil),
                                         database: LintDatabase(), readInput: { nil })
            XCTAssertEqual(linted.files.count, files.count)
            for file in linted.files {
                let bytes = try XCTUnwrap(FileManager.default.contents(atPath: file.absolutePath))
                let configuration = try ConfigurationLoader().configuration(for: file.absolutePath).get()
                let workspace = Workspace.enclosing(file.absolutePath)
                let fresh = Linter.lint(workspace.add(path: file.absolutePath, bytes: Array(bytes)), in: workspace, configuration: configuration)
                XCTAssertEqual(file.diagnostics, fresh.diagnostics, file.path)
            }
        }
    }
}

/// Successive runs over the same files on one database, as `--watch` makes them.
private struct Runs {
    let folder: TemporaryFolder
    let files: [String]
    let database = LintDatabase()
    let environment = LintEnvironment(configurations: ConfigurationLoader(), previews: nil)

    init(folder: TemporaryFolder, files: [String]) {
        self.folder = folder
        self.files = files
        database.database.startLogging()
    }

    var inputs: [SourceInput] {
        files.map { SourceInput(origin: .file(folder.url.appendingPathComponent($0)), displayPath: $0, explicit: true) }
    }

    /// Each file's codes, by its path in the folder.
    func run() -> [String: [String]] {
        let linted = LintRunner.lint(inputs, jobs: 2, environment: environment, database: database, readInput: { nil })
        XCTAssertEqual(linted.errors, [])
        return Dictionary(uniqueKeysWithValues: linted.files.map { ($0.path, $0.diagnostics.map(\.code.rawValue)) })
    }

    /// The files linted since the last call, by name.
    func lints() -> [String] {
        database.database.takeLog().filter { $0.hasPrefix("lint ") }.map { URL(fileURLWithPath: String($0.dropFirst(5))).lastPathComponent }.sorted()
    }
}
