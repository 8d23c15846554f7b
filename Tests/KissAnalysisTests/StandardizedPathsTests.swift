import Foundation
import KissAnalysis
import XCTest

/// Remembered answers are Foundation's answers, for every kind of path, asked once or again.
final class StandardizedPathsTests: XCTestCase {
    func testAnswersAreFoundations() {
        let paths = [
            "/a/b/c.kiss", "/a/./b/../c.kiss", "/a//b///c.kiss", "relative/x.kiss", "./x.kiss", "../up/x.kiss",
            "/", "/a/b/", "/tmp/caf\u{E9}/\u{1F600}.kiss", "/a/b/c.kiss/..",
        ]
        for _ in 0..<2 {
            for path in paths {
                XCTAssertEqual(StandardizedPaths.file(path), URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.path, path)
                XCTAssertEqual(StandardizedPaths.directory(path), URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path, path)
                XCTAssertEqual(
                    StandardizedPaths.folder(of: path),
                    URL(fileURLWithPath: path, isDirectory: false).standardizedFileURL.deletingLastPathComponent().path, path)
            }
        }
    }
}
