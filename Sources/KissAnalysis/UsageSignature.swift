/// A hash of the layout uses in one file as K403 reads them (each use's name, the layout
/// holding it, the files the file imports): equal signatures, equal K403 findings elsewhere.
/// A file without uses has the signature `none`, whatever it imports.
public enum UsageSignature {
    /// A file without any use.
    public static let none = FNV.offset

    static func signature(of usages: [LayoutUsage], imports: Set<String>) -> UInt64 {
        guard !usages.isEmpty else { return none }
        var hash = FNV.hash(imports.sorted().joined(separator: "\u{0}"))
        for usage in usages {
            hash = FNV.combine(FNV.combine(hash, FNV.hash(usage.name)), FNV.hash(usage.inside))
        }
        return hash
    }
}
