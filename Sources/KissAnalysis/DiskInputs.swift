import KissDatabase

/// What the analysis database loads from disk on first read — files' texts (`DiskText`),
/// projects' lists of `.kiss` files (`ProjectFiles`), the facts configurations look at
/// (`ConfigurationFact`) — read again by a host that cannot be told of every change: each
/// `kisslint` run, and the editor now and then.
extension Database {
    /// Reads every loaded disk input again (the project listings only when `listings`); an
    /// unchanged one changes nothing, a changed one starts a revision in which what read it is
    /// worked out again.
    public func readDiskInputsAgain(listings: Bool = true) {
        if listings {
            for (folder, _) in loadedInputs(ProjectFiles.self) { set(ProjectFiles.self, folder, to: ProjectListing.list(folder)) }
        }
        for (look, _) in loadedInputs(ConfigurationFact.self) { set(ConfigurationFact.self, look, to: look.answer()) }
        for (key, _) in loadedInputs(DiskText.self) { set(DiskText.self, key, to: DiskText.load(key)) }
    }
}
