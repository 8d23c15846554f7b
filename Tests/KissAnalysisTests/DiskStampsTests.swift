import Foundation
import KissDatabase
@testable import KissAnalysis
import XCTest

/// Reading the files a database loaded from disk again (each second in the editor, before each
/// `--watch` run) skips a file whose stamp is unchanged and settled, and never misses a change.
/// Every file's times are set here, far in the past or in the future, so nothing depends on how
/// fast the machine runs.
final class DiskStampsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("disk-stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, to name: String, modified: Date) throws -> SourcePath {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
        return SourcePath(path: url.path, root: folder.path)
    }

    private func text(of key: SourcePath, in database: Database) throws -> String? {
        guard case .contents(let bytes)? = try database.snapshot().input(DiskText.self, key, loadingWith: { DiskText.load(key) }) else {
            return nil
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// How many files a look again read.
    private func reads(_ look: () -> Void) -> Int {
        let before = AnalysisWork.diskTextReadCount
        look()
        return AnalysisWork.diskTextReadCount - before
    }

    func testAnUnchangedSettledFileIsNotReadAgain() throws {
        let key = try write("layout A {\n  label(\"a\")\n}\n", to: "A.kiss", modified: Date(timeIntervalSinceNow: -3_600))
        let database = Database()
        let stamps = DiskStamps()
        XCTAssertEqual(try text(of: key, in: database), "layout A {\n  label(\"a\")\n}\n")
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 1, "the first look stamps it")
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 0)
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 0)
        XCTAssertEqual(reads { database.readDiskInputsAgain() }, 1, "without stamps every file is read")
    }

    /// The same size, a later time: read again, and the database holds the new text.
    func testAChangedFileIsReadAgain() throws {
        let key = try write("layout A {\n  label(\"a\")\n}\n", to: "A.kiss", modified: Date(timeIntervalSinceNow: -3_600))
        let database = Database()
        let stamps = DiskStamps()
        _ = try text(of: key, in: database)
        database.readDiskInputsAgain(stamps: stamps)
        _ = try write("layout A {\n  label(\"b\")\n}\n", to: "A.kiss", modified: Date(timeIntervalSinceNow: -1_800))
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 1)
        XCTAssertEqual(try text(of: key, in: database), "layout A {\n  label(\"b\")\n}\n")
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 0)
        // Deleted: read again (nothing to stamp), and the database says so.
        try FileManager.default.removeItem(atPath: key.path)
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 1)
        XCTAssertNil(try text(of: key, in: database))
    }

    /// A file changed about when it was stamped could be written again in the same tick of a
    /// coarse clock with its size and times unchanged: it is read at every look until it settles.
    func testAFileChangedAboutNowIsReadAtEveryLook() throws {
        let key = try write("layout A {\n  label(\"a\")\n}\n", to: "A.kiss", modified: Date(timeIntervalSinceNow: 3_600))
        let database = Database()
        let stamps = DiskStamps()
        _ = try text(of: key, in: database)
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 1)
        XCTAssertEqual(reads { database.readDiskInputsAgain(stamps: stamps) }, 1)
    }

    /// Stamps of files no longer loaded are let go.
    func testStampsFollowTheLoadedFiles() throws {
        let first = try write("layout A {}\n", to: "A.kiss", modified: Date(timeIntervalSinceNow: -3_600))
        let second = try write("layout B {}\n", to: "B.kiss", modified: Date(timeIntervalSinceNow: -3_600))
        let database = Database()
        let stamps = DiskStamps()
        _ = try text(of: first, in: database)
        _ = try text(of: second, in: database)
        database.readDiskInputsAgain(stamps: stamps)
        XCTAssertEqual(stamps.count, 2)
        database.forgetAll(DiskText.self) { $0 == second }
        database.readDiskInputsAgain(stamps: stamps)
        XCTAssertEqual(stamps.count, 1)
    }
}
