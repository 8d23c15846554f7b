import Foundation
import Synchronization

/// A line index made when first asked for, once, whichever thread asks (a second asker waits
/// for the first): a parsed file's and an open document's, which most analyses never need.
public final class LazyLineIndex: Sendable {
    private let index: Mutex<LineIndex?>

    public init() {
        index = Mutex(nil)
    }

    /// One whose index is already made.
    public init(built: LineIndex) {
        index = Mutex(built)
    }

    /// The index of `bytes`, which must be the same text at every call.
    public func index(of bytes: [UInt8]) -> LineIndex {
        index.withLock { index in
            if let index { return index }
            let made = LineIndex(bytes)
            index = made
            return made
        }
    }
}
