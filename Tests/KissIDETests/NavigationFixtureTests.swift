import Foundation
import KissAnalysis
import KissIDE
import KissSyntax
import KissTestSupport
import XCTest

/// Data-driven navigation tests over multi-file workspaces. Each folder in
/// `Fixtures/navigation/` is a project; in its `.kiss` files a comment line
/// `// ^ definition`, `// ^ references` or `// ^ rename NEWNAME` asks for that at the
/// character above the caret. `NAME.navigation` beside the folder lists the answers
/// (places as `file:line:column`, 1-based, columns in characters), in file and marker
/// order. `KISS_UPDATE_FIXTURES=1` rewrites the expectations.
final class NavigationFixtureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/navigation")

    private struct Request {
        var line: Int
        var column: Int
        var offset: Int
        var action: String
        var argument: String?
    }

    private static func requests(in text: [UInt8]) -> [Request] {
        let lines = String(decoding: text, as: UTF8.self).components(separatedBy: "\n")
        var starts: [Int] = []
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.utf8.count + 1
        }
        var found: [Request] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//"), let caret = line.firstIndex(of: "^") else { continue }
            let words = line[line.index(after: caret)...].split(separator: " ").map(String.init)
            guard let action = words.first, ["definition", "references", "rename"].contains(action) else { continue }
            guard let target = lines[..<index].lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }) else { continue }
            let column = line.utf8.distance(from: line.startIndex, to: caret)
            found.append(Request(line: target + 1, column: column + 1, offset: starts[target] + column, action: action,
                                 argument: words.count > 1 ? words[1] : nil))
        }
        return found
    }

    func testNavigationFixtures() throws {
        let projects = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .sorted { $0.path < $1.path }
        XCTAssertFalse(projects.isEmpty)
        for project in projects {
            let files = try FileManager.default.contentsOfDirectory(atPath: project.path).filter { $0.hasSuffix(".kiss") }.sorted()
            let service = IDEService()
            func place(_ location: FileRange) -> String {
                let text = Array((try? Data(contentsOf: URL(fileURLWithPath: location.file))) ?? Data())
                let position = LineIndex(text).position(of: location.range.lowerBound, in: .utf32)
                return "\(URL(fileURLWithPath: location.file).lastPathComponent):\(position.line + 1):\(position.column + 1)"
            }
            var output = ""
            for name in files {
                let url = project.appendingPathComponent(name)
                let text = Array(try Data(contentsOf: url))
                let document = IDEDocument(path: url.path, text: text)
                for request in Self.requests(in: text) {
                    output += "### \(name):\(request.line):\(request.column) \(request.action)\(request.argument.map { " " + $0 } ?? "")\n"
                    switch request.action {
                    case "definition":
                        output += service.definition(in: document, at: request.offset).map(place) ?? "(none)"
                        output += "\n"
                    case "references":
                        let places = service.references(in: document, at: request.offset).map(place).sorted()
                        output += places.isEmpty ? "(none)\n" : places.joined(separator: "\n") + "\n"
                    default:
                        do {
                            let edits = try service.rename(in: document, at: request.offset, to: request.argument ?? "")
                            let places = edits.flatMap { path, edits in edits.map { "\(place(FileRange(file: path, range: $0.range))) → \($0.replacement)" } }
                            output += places.sorted().joined(separator: "\n") + "\n"
                        } catch {
                            output += "refused: \(error.message)\n"
                        }
                    }
                    output += "\n"
                }
            }
            let expectation = project.deletingLastPathComponent().appendingPathComponent(project.lastPathComponent + ".navigation")
            if let failure = Fixtures.check(output, against: expectation) {
                XCTFail("\(project.lastPathComponent): \(failure)")
            }
        }
    }
}
