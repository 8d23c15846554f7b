import Foundation

/// A line index made when first asked for, once, whichever thread asks (a second asker waits
/// for the first): a parsed file's and an open document's, which most analyses never need.
public final class LazyLineIndex: @unchecked Sendable {
    // @unchecked: `index` is only touched with `lock` held.
    private let lock = NSLock()
    private var index: LineIndex?

    public init() {}

    /// One whose index is already made.
    public init(built: LineIndex) {
        index = built
    }

    /// The index of `bytes`, which must be the same text at every call.
    public func index(of bytes: [UInt8]) -> LineIndex {
        lock.lock()
        defer { lock.unlock() }
        if let index { return index }
        let made = LineIndex(bytes)
        index = made
        return made
    }
}
