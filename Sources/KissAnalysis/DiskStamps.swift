#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import KissDatabase
import Synchronization

/// What `stat` says of a file (its links followed): which file it is, its size, and when it and
/// its attributes were last changed. Equal stamps of a settled file mean equal contents, so a
/// host reading its loaded files again need not read this one.
struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int
    var modifiedNanoseconds: Int
    var changedSeconds: Int
    var changedNanoseconds: Int

    /// Nil when there is nothing to stamp (no such file, or it cannot be looked at).
    static func of(_ path: String) -> FileStamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        return FileStamp(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                         modifiedSeconds: Int(modified.tv_sec), modifiedNanoseconds: Int(modified.tv_nsec),
                         changedSeconds: Int(changed.tv_sec), changedNanoseconds: Int(changed.tv_nsec))
    }

    /// Whether the file was last written well before `time` (seconds since 1970): a write after
    /// `time` then gives it a later modification time. A file written about when it was stamped
    /// is not settled: a second write in the same tick of a coarse clock could keep its size and
    /// times. (A tool that sets the modification time back, as `rsync -t` does, still changes
    /// the status-change time, which the stamps compare.)
    func isSettled(before time: Double) -> Bool {
        Double(modifiedSeconds) < time - Self.settlingSeconds
    }

    /// Longer than any file system's time step (FAT's 2 s).
    static let settlingSeconds = 3.0
}

/// The stamps of the files a host's database loaded from disk, as they were when last read:
/// reading the loaded files again (`Database.readDiskInputsAgain`) skips each whose stamp is
/// unchanged and settled. The editor reads them again every second, on the path of a
/// request, and `kisslint --watch` before each run: in a project of a thousand files that was
/// a thousand files read and compared byte for byte each time.
public final class DiskStamps: Sendable {
    private struct Entry {
        var stamp: FileStamp
        var settled: Bool
    }

    private let entries = Mutex<[SourcePath: Entry]>([:])

    public init() {}

    /// Whether `key` is known unchanged: its stamp now is the one recorded, which was settled.
    func isUnchanged(_ key: SourcePath, now stamp: FileStamp?) -> Bool {
        guard let stamp else { return false }
        return entries.withLock { entries in
            guard let entry = entries[key] else { return false }
            return entry.settled && entry.stamp == stamp
        }
    }

    /// Records the stamp `key` had just before it was read, at `time` (seconds since 1970).
    func record(_ stamp: FileStamp?, for key: SourcePath, at time: Double) {
        entries.withLock { entries in
            entries[key] = stamp.map { Entry(stamp: $0, settled: $0.isSettled(before: time)) }
        }
    }

    /// Forgets the stamps of files no longer loaded.
    func keep(only keys: Set<SourcePath>) {
        entries.withLock { entries in
            if entries.count > keys.count { entries = entries.filter { keys.contains($0.key) } }
        }
    }

    /// How many files have a stamp (for tests).
    var count: Int { entries.withLock { $0.count } }
}
