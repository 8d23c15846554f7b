/// The version printed by `--version` and written into JSON and SARIF reports.
public enum KissVersion {
    public static let current = "0.1.0"
}
