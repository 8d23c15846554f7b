import Foundation
import KissAnalysis
import KissDatabase

/// The command line's analysis database: a run sets the texts of the files it lints and reads
/// each file's findings from `LintedSource`. `--watch` keeps it from run to run, so a run after
/// an edit parses only the files whose text changed and lints again only the files whose
/// findings could change (see `LintedSource`). Used by one thread at a time: a run sets its
/// inputs, then its workers read one snapshot.
final class LintDatabase {
    let database: Database = {
        let database = Database()
        // A run reads each file once for its own lint and once for K403's search of its
        // project: its parse is kept for the run, not parsed again once a few hundred others were.
        database.setCapacity(ParsedFile.self, LintedSource.capacity)
        return database
    }()
    /// The files whose texts the last run set.
    private var given: Set<String> = []
    /// What the files loaded from disk were like when last read: a `--watch` run does not read
    /// again those unchanged since.
    private let stamps = DiskStamps()

    /// The first revision of one run: the settings are `environment`, and the files read from
    /// disk, the project listings and what configurations read (`ConfigurationFact`) are read
    /// again; those unchanged change nothing. The run finds each file's configuration in it.
    func refresh(environment: LintEnvironment) -> Snapshot {
        database.set(LintSettings.self, Singleton(), to: environment)
        database.readDiskInputsAgain(stamps: stamps)
        return database.snapshot()
    }

    /// The revision the run lints in: `texts` are the files it lints, by absolute path (files
    /// of an earlier run it does not lint count as on disk again).
    func beginRun(texts: [String: [UInt8]]) -> Snapshot {
        for path in given where texts[path] == nil { database.set(BufferText.self, path, to: nil) }
        for (path, bytes) in texts { database.set(BufferText.self, path, to: bytes) }
        given = Set(texts.keys)
        // As an editor's open buffers: K403 reads their uses from these texts, not the disk's.
        database.set(OpenBufferPaths.self, Singleton(), to: given)
        return database.snapshot()
    }

    /// The findings of `target` were its text `source`, exactly as a run finds them: a revision
    /// in which the file's buffer is `source`. `--fix` judges each round of fixes this way, so a
    /// round lints that one file again and no other, and K403's search of the project reads the
    /// disk's uses the run read (durable, so they hold) with this buffer's laid over them; a
    /// fresh workspace per round read and parsed every file of the project again. Nil when the
    /// file cannot be linted (its configuration broke meanwhile).
    func findings(of target: LintTarget, withText source: [UInt8]) -> LintedSourceFile? {
        setText(source, of: target.path)
        guard case .some(let linted?) = try? database.snapshot().query(LintedSource.self, target) else { return nil }
        return linted
    }

    /// Sets the text a run sees for `path` (after fixes, the fixed text it wrote).
    func setText(_ source: [UInt8], of path: String) {
        database.set(BufferText.self, path, to: source)
        if given.insert(path).inserted { database.set(OpenBufferPaths.self, Singleton(), to: given) }
    }
}
