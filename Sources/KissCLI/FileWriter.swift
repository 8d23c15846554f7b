import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files the way a user can trust: all or nothing, to what the name leads to, as the
/// file was (mode, owner), and never over an edit made since the text was read.
///
/// A regular file is replaced by writing a temporary file beside it, flushing it to disk and
/// renaming it over the original, so a crash or a full disk leaves either the old text or the
/// new. A symbolic link is written through: its target is replaced and the link stays. What
/// cannot be replaced that way is refused rather than damaged: a read-only file, a file with
/// several hard links (a rename would split them), and anything that is not a regular file.
enum FileWriter {
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "\(path): \(reason)" }
    }

    /// Replaces the file at `path` with `bytes`. With `expected`, the file must still hold
    /// exactly that text (checked again just before the rename): otherwise it changed since it
    /// was read, and it is left alone.
    static func replace(_ path: String, with bytes: [UInt8], expecting expected: [UInt8]? = nil) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        func fail(_ reason: String) -> Failure { Failure(path: path, reason: reason) }
        var info = stat()
        guard lstat(target, &info) == 0 else { throw fail("cannot be read (\(errorText()))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw fail("is not a regular file; it is not rewritten") }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { throw fail("is read-only; it is not rewritten") }
        guard info.st_nlink == 1 else {
            throw fail("has \(info.st_nlink) hard links; replacing it would split them, so it is not rewritten")
        }
        func unchanged() -> Bool {
            guard let expected else { return true }
            return FileManager.default.contents(atPath: target).map { [UInt8]($0) == expected } ?? false
        }
        guard unchanged() else { throw fail("changed since it was read; it is not rewritten (run again)") }
        let temporary = try writeTemporary(bytes, beside: target, mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid, for: path)
        guard unchanged() else {
            unlink(temporary)
            throw fail("changed since it was read; it is not rewritten (run again)")
        }
        guard rename(temporary, target) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw fail("cannot be replaced (\(reason))")
        }
        syncFolder(of: target)
    }

    /// Creates or replaces the file at `path` (a report, a baseline). A regular file or a new
    /// one is written as `replace` does; a device or a pipe (`/dev/stdout`, `/dev/full`) is
    /// written to, and a failed write is an error.
    static func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        if lstat(target, &info) != 0 {
            guard errno == ENOENT else { throw Failure(path: path, reason: "cannot be written (\(errorText()))") }
            let temporary = try writeTemporary(bytes, beside: target, mode: nil, owner: nil, group: nil, for: path)
            guard rename(temporary, target) == 0 else {
                let reason = errorText()
                unlink(temporary)
                throw Failure(path: path, reason: "cannot be written (\(reason))")
            }
            syncFolder(of: target)
            return
        }
        if info.st_mode & S_IFMT == S_IFREG {
            try replace(path, with: bytes)
            return
        }
        let descriptor = open(target, O_WRONLY)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot be written (\(errorText()))") }
        defer { close(descriptor) }
        if let reason = writeAll(bytes, to: descriptor) { throw Failure(path: path, reason: "cannot be written (\(reason))") }
    }

    /// Writes every byte to a descriptor, through partial writes and interruptions; the reason
    /// it stopped, if it did.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errorText()
            }
            offset += written
        }
        return nil
    }

    /// A new file in `target`'s folder holding `bytes`, flushed to disk, with the given mode
    /// (nil: what the user's umask gives a new file) and owner; its path.
    private static func writeTemporary(
        _ bytes: [UInt8], beside target: String, mode: mode_t?, owner: uid_t?, group: gid_t?, for path: String
    ) throws(Failure) -> String {
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).kisslint-\(UUID().uuidString)").path
        // O_EXCL: never an existing file (or a link planted there); 0666 less the umask, as any new file.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot be written: no temporary file beside it (\(errorText()))") }
        func abandon(_ reason: String) -> Failure {
            close(descriptor)
            unlink(temporary)
            return Failure(path: path, reason: reason)
        }
        if let reason = writeAll(bytes, to: descriptor) { throw abandon("cannot be written (\(reason))") }
        guard fsync(descriptor) == 0 else { throw abandon("cannot be written (\(errorText()))") }
        if let mode {
            guard fchmod(descriptor, mode) == 0 else { throw abandon("cannot keep its permissions (\(errorText()))") }
        }
        if let owner, let group, owner != geteuid() || group != getegid() {
            guard fchown(descriptor, owner, group) == 0 else {
                throw abandon("belongs to another user or group, which a rewritten file could not keep; it is not rewritten")
            }
        }
        guard close(descriptor) == 0 else {
            unlink(temporary)
            throw Failure(path: path, reason: "cannot be written (\(errorText()))")
        }
        return temporary
    }

    private static func syncFolder(of target: String) {
        let folder = open(URL(fileURLWithPath: target).deletingLastPathComponent().path, O_RDONLY)
        guard folder >= 0 else { return }
        _ = fsync(folder)
        close(folder)
    }

    static func errorText() -> String {
        String(cString: strerror(errno))
    }
}
