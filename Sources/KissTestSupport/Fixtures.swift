import Foundation

/// Data-driven fixture support shared by the test targets: a fixture is an
/// input file beside its expected output. Set `KISS_UPDATE_FIXTURES=1` to
/// rewrite the expectations from the current behaviour, then review the change
/// with `git diff`.
public enum Fixtures {
    public static var updating: Bool {
        ProcessInfo.processInfo.environment["KISS_UPDATE_FIXTURES"] == "1"
    }

    /// The files in a fixture folder with a given extension, sorted by name.
    public static func files(in folder: URL, withExtension pathExtension: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix("." + pathExtension) }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// Compares `actual` with the expectation file; in update mode writes it
    /// instead. Returns a failure message, or nil when they agree.
    public static func check(_ actual: String, against expectation: URL) -> String? {
        if updating {
            try? actual.write(to: expectation, atomically: true, encoding: .utf8)
            return nil
        }
        guard let expected = try? String(contentsOf: expectation, encoding: .utf8) else {
            return "missing expectation \(expectation.lastPathComponent); run with KISS_UPDATE_FIXTURES=1 to create it"
        }
        guard expected != actual else { return nil }
        return "\(expectation.lastPathComponent) differs (KISS_UPDATE_FIXTURES=1 rewrites it; review with git diff):\n"
            + firstDifference(expected: expected, actual: actual)
    }

    /// The first differing line with a little context, readable in a test log.
    public static func firstDifference(expected: String, actual: String) -> String {
        let expectedLines = expected.components(separatedBy: "\n")
        let actualLines = actual.components(separatedBy: "\n")
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let left = index < expectedLines.count ? expectedLines[index] : "<end>"
            let right = index < actualLines.count ? actualLines[index] : "<end>"
            if left != right {
                return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)"
            }
        }
        return "(no line differs; line endings?)"
    }
}
