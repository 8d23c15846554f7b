import Foundation
import KissDatabase

/// What the analysis database loads from disk on first read — files' texts (`DiskText`),
/// projects' lists of `.kiss` files (`ProjectFiles`), the facts configurations look at
/// (`ConfigurationFact`) — read again by a host that cannot be told of every change: each
/// `kisslint` run, and the editor now and then.
extension Database {
    /// Reads every loaded disk input again (the project listings only when `listings`); an
    /// unchanged one changes nothing, a changed one starts a revision in which what read it is
    /// worked out again. With `stamps`, a file whose stamp is the one it had when last read
    /// (and settled) is not read at all.
    public func readDiskInputsAgain(listings: Bool = true, stamps: DiskStamps? = nil) {
        if listings {
            for (folder, _) in loadedInputs(ProjectFiles.self) { set(ProjectFiles.self, folder, to: ProjectListing.list(folder)) }
        }
        for (look, _) in loadedInputs(ConfigurationFact.self) { set(ConfigurationFact.self, look, to: look.answer()) }
        let loaded = loadedInputs(DiskText.self)
        for (key, _) in loaded {
            // Stamped before the read: a write after it changes the stamp, so the next look reads it.
            let stamp = stamps == nil ? nil : FileStamp.of(key.path)
            if let stamps, stamps.isUnchanged(key, now: stamp) { continue }
            set(DiskText.self, key, to: DiskText.load(key))
            stamps?.record(stamp, for: key, at: Date().timeIntervalSince1970)
        }
        stamps?.keep(only: Set(loaded.map(\.0)))
    }
}
