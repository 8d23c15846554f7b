/// A value the host sets (a file's text, an editor buffer): what every query is worked out
/// from. Setting an input to a value equal to its current one changes nothing (the first
/// early cut-off); setting it to another value starts a new revision.
public protocol Input: Sendable {
    associatedtype Key: Hashable & Sendable
    associatedtype Value: Equatable & Sendable
    /// Whether an input no one has set is read from outside on first use (a file on disk),
    /// rather than being nil until set (an editor buffer). A loaded input the host forgets
    /// (`Database.forget`) counts as changed for whatever read it, and is loaded again.
    static var isLoadedOnFirstRead: Bool { get }
    /// How seldom it changes (`Durability`): `.low` unless a kind says otherwise.
    static var durability: Durability { get }
}

extension Input {
    public static var isLoadedOnFirstRead: Bool { false }
    public static var durability: Durability { .low }
}

/// How seldom an input changes, after rust-analyzer's (salsa's) durability: an editor's
/// buffers change at every keystroke, files on disk seldom. A value that read only durable
/// inputs (directly or through other queries) is known to hold, without checking what it
/// read one by one, in every revision where no durable input changed — so a keystroke does
/// not walk the reads of a project's thousand files on disk.
public enum Durability: Int, Sendable, Comparable, CaseIterable {
    case low = 0
    case high = 1

    public static func < (lhs: Durability, rhs: Durability) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A value worked out from inputs and other queries, remembered with what it read: in a later
/// revision it is reused when none of those changed, and when it has to be worked out again
/// and comes out the same (`isSame`), what read it is not worked out again either (early
/// cut-off).
public protocol Query: Sendable {
    associatedtype Key: Hashable & Sendable
    associatedtype Value: Sendable
    /// How many values of this kind the store keeps; the least recently used beyond it lose
    /// their value (what they read is kept a while longer, so that what depends on them can
    /// still be checked).
    static var capacity: Int { get }
    /// How many of those that lost their value keep what they read, so that whether they still
    /// hold can be checked (`Snapshot.isUpToDate`); `capacity` unless a kind says otherwise.
    static var readsCapacity: Int { get }
    /// `previous` is this key's last value when one is kept, stale or not: an incremental
    /// computation (a parse reusing the last tree) starts from it.
    static func compute(_ key: Key, previous: Value?, in context: QueryContext) throws(QueryInterruption) -> Value
    /// Whether two values mean the same to every reader; false (the default) turns early
    /// cut-off off for this kind.
    static func isSame(_ old: Value, _ new: Value) -> Bool
    /// How the execution log names a computation of this kind (`Database.startLogging`).
    static func describe(_ key: Key) -> String
}

extension Query {
    public static var readsCapacity: Int { capacity }
    public static func isSame(_ old: Value, _ new: Value) -> Bool { false }
    public static func describe(_ key: Key) -> String { "\(Self.self)(\(key))" }
}

extension Query where Value: Equatable {
    public static func isSame(_ old: Value, _ new: Value) -> Bool { old == new }
}

/// Why a query did not answer.
public enum QueryInterruption: Error, Sendable, Equatable {
    /// The host started a newer revision than the snapshot the query was asked in: its
    /// answer would describe inputs that are no longer current. Nothing it worked out is kept.
    case cancelled
    /// The query needs its own value (directly or through others). Queries are written so
    /// that this cannot happen; it is reported rather than deadlocking.
    case cycle(String)
}

/// The one key of an input that has a single value (the settings, the set of open buffers).
public struct Singleton: Hashable, Sendable, CustomStringConvertible {
    public init() {}
    public var description: String { "" }
}
