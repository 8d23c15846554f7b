import Foundation

/// Lets go of large structures on a background thread.
///
/// A keystroke replaces the previous version's expansions, contributions and analysis; freeing
/// those object graphs took about a tenth of a keystroke's time, on the thread the editor is
/// waiting for. Whatever is handed over here is freed later, on a low-priority queue (as
/// rust-analyzer drops old analyses on a separate thread). Reference counts are atomic, so parts
/// still shared with the new version simply stay alive.
public enum BackgroundRelease {
    private static let queue = DispatchQueue(label: "kiss.background-release", qos: .utility)

    /// Drops `value` on the background queue. The caller must hold no other reference to what
    /// should be freed there (a copy it keeps would only be freed when it lets go of it).
    public static func release<Value>(_ value: consuming Value) {
        let box = Box(value)
        queue.async { box.drop() }
    }

    // @unchecked: the value is touched by one thread at a time (handed over, then dropped).
    private final class Box<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
        func drop() { value = nil }
    }
}
