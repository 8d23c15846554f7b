/// The name and version the server reports in `initialize` and `--version`.
public enum ServerVersion {
    public static let name = "kiss-lsp"
    public static let current = "0.1.0"
}
